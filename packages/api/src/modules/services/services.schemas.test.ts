import { tools } from '@rassam/ai/catalogue';
import { fieldMessage, isFieldText, isResultCode } from '@rassam/i18n';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AI_TOOL_SLUGS,
  answersSchema,
  serviceBody,
  serviceCategorySlug,
  serviceForm,
  serviceSteps,
  type ServiceQuestion,
} from './services.schemas';

/** Each failing path with its issue's message (a catalogue code or a field text), or its zod code. */
function problems(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths)
      out[path.join('.') || '_'] ??=
        isResultCode(issue.message) || isFieldText(issue.message) ? issue.message : issue.code;
  }
  return out;
}

const label = (en: string) => ({ fa: 'پرسش', en });
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const form: ServiceQuestion[] = [
  { key: 'product', type: 'text', label: label('Product'), required: true, maxLength: 20 },
  { key: 'notes', type: 'longText', label: label('Notes'), required: false, maxLength: 100 },
  { key: 'width', type: 'number', label: label('Width'), required: true, min: 1, max: 500 },
  { key: 'count', type: 'number', label: label('Count'), required: false },
  {
    key: 'colour',
    type: 'choice',
    label: label('Colour'),
    required: true,
    options: [
      { value: 'red', label: label('Red') },
      { value: 'blue', label: label('Blue') },
    ],
  },
  { key: 'photos', type: 'file', label: label('Photos'), required: true, kinds: ['image'], maxMb: 10, maxFiles: 3 },
  { key: 'extra', type: 'file', label: label('Extra'), required: false, kinds: ['pdf'], maxMb: 5, maxFiles: 1 },
];
const schema = answersSchema(form);
const valid = { product: 'Lamp', width: 30, colour: 'red', photos: [uuid(1)] };

describe('answersSchema', () => {
  it('takes a full set of answers, trimmed, and leaves unanswered optional questions out', () => {
    expect(schema.parse({ ...valid, product: '  Lamp  ', notes: '  ' })).toEqual(valid);
    expect(schema.parse({ ...valid, notes: 'Matte', count: 2, extra: [uuid(2)] })).toEqual({
      ...valid,
      notes: 'Matte',
      count: 2,
      extra: [uuid(2)],
    });
  });

  it('refuses an empty answer to every required question, and only to those', () => {
    const unanswered = {
      product: 'AnswerRequired',
      width: 'AnswerRequired',
      colour: 'AnswerRequired',
      photos: 'AnswerRequired',
    };
    expect(problems(schema.safeParse({}))).toEqual(unanswered);
    // Blank is empty: spaces, null, an empty box, no files.
    expect(problems(schema.safeParse({ product: '   ', width: '', colour: null, photos: [] }))).toEqual(unanswered);
    const [issue] = schema.safeParse({ ...valid, width: ' ' }).error!.issues;
    expect(fieldMessage(issue!, 'en')).toBe('Please answer this question');
    expect(fieldMessage(issue!, 'fa')).toBe('به این پرسش پاسخ دهید');
  });

  it('reads numbers typed in Persian or Arabic digits, with a Persian decimal separator', () => {
    expect(schema.parse({ ...valid, width: '۱۲۰' }).width).toBe(120);
    expect(schema.parse({ ...valid, width: '١٢٠' }).width).toBe(120);
    expect(schema.parse({ ...valid, width: '۱۲٫۵' }).width).toBe(12.5);
    expect(schema.parse({ ...valid, count: '۳' }).count).toBe(3);
  });

  it('refuses oversized text, numbers out of their bounds, and too many files', () => {
    expect(problems(schema.safeParse({ ...valid, product: 'x'.repeat(21) }))).toEqual({ product: 'too_big' });
    expect(schema.safeParse({ ...valid, product: 'x'.repeat(20) }).success).toBe(true);
    expect(problems(schema.safeParse({ ...valid, notes: 'x'.repeat(101) }))).toEqual({ notes: 'too_big' });
    expect(problems(schema.safeParse({ ...valid, width: '۵۰۱' }))).toEqual({ width: 'too_big' });
    expect(problems(schema.safeParse({ ...valid, width: 0 }))).toEqual({ width: 'too_small' });
    expect(problems(schema.safeParse({ ...valid, photos: [uuid(1), uuid(2), uuid(3), uuid(4)] }))).toEqual({
      photos: 'too_big',
    });
  });

  it('refuses answers of the wrong type, with the text the form field shows', () => {
    const result = schema.safeParse({
      product: 42,
      width: 'wide',
      colour: 'green',
      photos: 'photo.jpg',
      extra: ['not-an-id'],
    });
    expect(problems(result)).toEqual({
      product: 'invalid_type',
      width: 'EnterNumber',
      colour: 'ChooseOption',
      photos: 'invalid_type',
      'extra.0': 'FileIdIsNotValid',
    });
    const colour = result.error!.issues.find((issue) => issue.path[0] === 'colour')!;
    expect(fieldMessage(colour, 'fa')).toBe('یکی از گزینه‌ها را انتخاب کنید');
    expect(problems(schema.safeParse({ ...valid, width: true }))).toEqual({ width: 'invalid_union' });
    expect(problems(schema.safeParse({ ...valid, photos: [uuid(1), uuid(1)] }))).toEqual({ photos: 'KeyUsedTwice' });
    expect(problems(schema.safeParse({ ...valid, width: Number.POSITIVE_INFINITY }))).not.toEqual({});
  });

  it('refuses keys the form does not ask', () => {
    expect(problems(schema.safeParse({ ...valid, price: 1, __proto__x: 'a' }))).toEqual({
      price: 'unrecognized_keys',
      __proto__x: 'unrecognized_keys',
    });
    expect(answersSchema([]).safeParse({}).success).toBe(true);
    expect(problems(answersSchema([]).safeParse({ anything: 'x' }))).toEqual({ anything: 'unrecognized_keys' });
    expect(answersSchema([]).safeParse(null).success).toBe(false);
    expect(answersSchema([]).safeParse([]).success).toBe(false);
  });
});

const steps = [
  { key: 'brief', name: { fa: 'توضیحات', en: 'Brief' } },
  { key: 'delivered', name: { fa: 'تحویل', en: 'Delivered' } },
];

describe('the form definition an admin writes', () => {
  it('takes every question type, fills the limits left out, and reads them in any digits', () => {
    const parsed = serviceForm.parse([
      { key: 'name', type: 'text', label: label('Name') },
      { key: 'story', type: 'longText', label: label('Story'), help: null, maxLength: '۳۰۰۰' },
      { key: 'size', type: 'number', label: label('Size'), min: '۱', max: '' },
      {
        key: 'style',
        type: 'choice',
        label: label('Style'),
        required: true,
        options: [
          { value: 'flat', label: label('Flat') },
          { value: 'line_art', label: label('Line art') },
        ],
      },
      {
        key: 'files',
        type: 'file',
        label: label('Files'),
        help: { fa: 'راهنما', en: 'Help' },
        kinds: ['image', 'image', 'zip'],
      },
    ]);
    expect(parsed).toEqual([
      { key: 'name', type: 'text', label: label('Name'), required: false, maxLength: 200 },
      { key: 'story', type: 'longText', label: label('Story'), required: false, maxLength: 3000 },
      { key: 'size', type: 'number', label: label('Size'), required: false, min: 1 },
      {
        key: 'style',
        type: 'choice',
        label: label('Style'),
        required: true,
        options: [
          { value: 'flat', label: label('Flat') },
          { value: 'line_art', label: label('Line art') },
        ],
      },
      {
        key: 'files',
        type: 'file',
        label: label('Files'),
        help: { fa: 'راهنما', en: 'Help' },
        required: false,
        kinds: ['image', 'zip'],
        maxMb: 10,
        maxFiles: 1,
      },
    ]);
  });

  it('refuses bad keys, a key twice, a choice of one option, a minimum above the maximum and unknown types', () => {
    const base = { type: 'text', label: label('A') };
    expect(problems(serviceForm.safeParse([{ ...base, key: 'Name' }]))).toEqual({ '0.key': 'FormKey' });
    expect(problems(serviceForm.safeParse([{ ...base, key: '1st' }]))).toEqual({ '0.key': 'FormKey' });
    expect(
      problems(
        serviceForm.safeParse([
          { ...base, key: 'a' },
          { ...base, key: 'a' },
        ]),
      ),
    ).toEqual({
      '1.key': 'KeyUsedTwice',
    });
    const option = (value: string) => ({ value, label: label(value) });
    expect(
      problems(serviceForm.safeParse([{ key: 'c', type: 'choice', label: label('C'), options: [option('a')] }])),
    ).toEqual({ '0.options': 'ChoiceNeedsTwoOptions' });
    expect(
      problems(
        serviceForm.safeParse([{ key: 'c', type: 'choice', label: label('C'), options: [option('a'), option('a')] }]),
      ),
    ).toEqual({ '0.options.1.value': 'KeyUsedTwice' });
    expect(
      problems(serviceForm.safeParse([{ key: 'n', type: 'number', label: label('N'), min: 5, max: '۴' }])),
    ).toEqual({
      '0.max': 'MinAboveMax',
    });
    expect(problems(serviceForm.safeParse([{ ...base, key: 'a', type: 'date' }]))).toEqual({
      '0.type': 'invalid_union',
    });
    expect(problems(serviceForm.safeParse([{ ...base, key: 'a', maxLength: 501 }]))).toEqual({
      '0.maxLength': 'too_big',
    });
    expect(problems(serviceForm.safeParse([{ ...base, key: 'a', options: [] }]))).toEqual({
      '0.options': 'unrecognized_keys',
    });
    expect(problems(serviceForm.safeParse([{ ...base, key: 'a', label: { fa: 'الف' } }]))).toEqual({
      '0.label.en': 'invalid_type',
    });
    const file = { key: 'f', type: 'file', label: label('F') };
    expect(problems(serviceForm.safeParse([{ ...file, kinds: [] }]))).toEqual({ '0.kinds': 'too_small' });
    expect(problems(serviceForm.safeParse([{ ...file, kinds: ['exe'] }]))).toEqual({ '0.kinds.0': 'invalid_value' });
    expect(problems(serviceForm.safeParse([{ ...file, kinds: ['pdf'], maxMb: 0, maxFiles: 11 }]))).toEqual({
      '0.maxMb': 'too_small',
      '0.maxFiles': 'too_big',
    });
    expect(serviceForm.safeParse(Array.from({ length: 31 }, (_, i) => ({ ...base, key: `q${i}` }))).success).toBe(
      false,
    );
  });

  it('asks for two steps at least, each key once', () => {
    expect(serviceSteps.parse(steps)).toEqual(steps);
    expect(problems(serviceSteps.safeParse(steps.slice(0, 1)))).toEqual({ _: 'ServiceNeedsTwoSteps' });
    expect(problems(serviceSteps.safeParse([steps[0], steps[0]]))).toEqual({ '1.key': 'KeyUsedTwice' });
    expect(problems(serviceSteps.safeParse([steps[0], { ...steps[1], name: { fa: '', en: 'x' } }]))).toEqual({
      '1.name.fa': 'too_small',
    });
  });
});

describe('a service and its category', () => {
  const body = {
    categoryId: uuid(9),
    slug: 'logo-design',
    titleFa: 'طراحی لوگو',
    titleEn: 'Logo design',
    descriptionFa: 'توضیح',
    descriptionEn: 'About',
    steps,
  };

  it('reads the price and the delivery days in any digits; no price is on quote', () => {
    expect(serviceBody.parse({ ...body, price: '۴۵۰', deliveryDays: '٧' })).toMatchObject({
      price: 450,
      deliveryDays: 7,
    });
    expect(serviceBody.parse({ ...body, price: '', deliveryDays: 7 }).price).toBeNull();
    expect(serviceBody.parse({ ...body, price: null, deliveryDays: 7 }).price).toBeNull();
    expect(problems(serviceBody.safeParse({ ...body, price: 0, deliveryDays: '۳۶۶' }))).toEqual({
      price: 'too_small',
      deliveryDays: 'too_big',
    });
    // Left out, it is not on quote by mistake: a price or null is asked for.
    expect(problems(serviceBody.safeParse({ ...body, deliveryDays: 3 }))).toEqual({ price: 'invalid_union' });
    expect(problems(serviceBody.safeParse({ ...body, price: 'free', deliveryDays: 3 }))).toEqual({
      price: 'EnterNumber',
    });
  });

  it("knows every AI tool's slug, and only those", () => {
    expect([...AI_TOOL_SLUGS].sort()).toEqual(tools.map((tool) => tool.slug).sort());
  });

  it("keeps AI tools' slugs and reserved words out of category slugs", () => {
    expect(serviceCategorySlug.parse(' Logo-Design ')).toBe('logo-design');
    expect(problems(serviceCategorySlug.safeParse('image-to-tryon'))).toEqual({ _: 'SlugTakenByTool' });
    expect(problems(serviceCategorySlug.safeParse('Remove-BG'))).toEqual({ _: 'SlugTakenByTool' });
    expect(problems(serviceCategorySlug.safeParse('ai'))).toEqual({ _: 'SlugIsReserved' });
    expect(problems(serviceCategorySlug.safeParse('image-to-tryone'))).toEqual({ _: 'SlugIsReserved' });
    expect(problems(serviceCategorySlug.safeParse('logo design'))).toEqual({ _: 'SlugIdIsNotValid' });
    // A service's own slug lives one level down, beside no tool page.
    expect(serviceBody.parse({ ...body, slug: 'remove-bg', price: 1, deliveryDays: 1 }).slug).toBe('remove-bg');
  });
});
