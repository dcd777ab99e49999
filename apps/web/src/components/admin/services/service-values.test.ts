import { serviceBody } from '@rassam/api/schemas';
import { describe, expect, it } from 'vitest';
import { newQuestion, serviceBodyOf, serviceValues, type ServiceValues } from './service-values';
import type { AdminService } from './types';

const filled = (): ServiceValues => ({
  ...serviceValues(null, 'fa', '00000000-0000-4000-8000-000000000001'),
  slug: 'logo-design',
  titleFa: 'طراحی لوگو',
  titleEn: 'Logo design',
  descriptionFa: 'شرح',
  descriptionEn: 'About',
  price: '۴۵۰',
  deliveryDays: '۷',
  steps: [
    { key: 'brief', name: { fa: 'توضیحات', en: 'Brief' } },
    { key: 'delivered', name: { fa: 'تحویل', en: 'Delivered' } },
  ],
});

describe("the service form's body", () => {
  it('is what the API schema takes, with Persian digits read', () => {
    const parsed = serviceBody.parse(serviceBodyOf(filled()));
    expect(parsed).toMatchObject({ price: 450, deliveryDays: 7, form: [] });
  });

  it('sends a null price on quote, and refuses a fixed price left blank under the price box', () => {
    expect(serviceBody.parse(serviceBodyOf({ ...filled(), pricing: 'quote', price: '12' })).price).toBeNull();
    const blank = serviceBody.safeParse(serviceBodyOf({ ...filled(), price: ' ' }));
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.path).toEqual(['price']);
  });

  it("gives each question only its type's fields, and help only when written", () => {
    const choice = { ...newQuestion('choice'), key: 'size', label: { fa: 'اندازه', en: 'Size' } };
    choice.options = [
      { value: 'small', label: { fa: 'کوچک', en: 'Small' } },
      { value: 'large', label: { fa: 'بزرگ', en: 'Large' } },
    ];
    choice.maxLength = '30';
    const file = { ...newQuestion('file'), key: 'photos', label: { fa: 'عکس', en: 'Photos' } };
    file.help = { fa: 'عکس روشن', en: 'Clear photos' };
    const parsed = serviceBody.parse(serviceBodyOf({ ...filled(), form: [choice, file] }));
    expect(parsed.form?.[0]).not.toHaveProperty('maxLength');
    expect(parsed.form?.[0]?.help).toBeUndefined();
    expect(parsed.form?.[1]).toMatchObject({ kinds: ['image'], maxMb: 10, maxFiles: 1, help: { en: 'Clear photos' } });
  });

  it('puts a refusal on the box that holds the value', () => {
    const values = filled();
    values.steps[1]!.key = 'brief';
    const result = serviceBody.safeParse(serviceBodyOf(values));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['steps.1.key']);
  });

  it('reads a stored service back into the boxes, in the page’s digits', () => {
    const stored = { ...serviceBody.parse(serviceBodyOf(filled())), id: 'x', images: [] } as unknown as AdminService;
    const values = serviceValues({ ...stored, price: 1200, form: [] } as AdminService, 'fa');
    expect(values).toMatchObject({ price: '۱۲۰۰', deliveryDays: '۷', pricing: 'fixed' });
    expect(serviceValues({ ...stored, price: null, form: [] } as AdminService, 'en').pricing).toBe('quote');
  });
});
