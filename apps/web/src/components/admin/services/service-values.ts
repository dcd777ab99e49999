/**
 * The service form's values and the API body they make (pure: the form and its tests share it). The form
 * keeps every box as typed, strings included; `serviceBodyOf` gives the API what `serviceBody` reads, so the
 * same zod schema checks it in the browser and on the server, and its issues' paths are the form's names.
 */
import { SERVICE_FILE_KINDS, type ServiceFileKind, type ServiceQuestionType } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import type { AdminService } from './types';

type Bilingual = { fa: string; en: string };
export type StepValues = { key: string; name: Bilingual };
export type FaqValues = { question: Bilingual; answer: Bilingual };
export type OptionValues = { value: string; label: Bilingual };
export type QuestionValues = {
  key: string;
  type: ServiceQuestionType;
  label: Bilingual;
  help: Bilingual;
  required: boolean;
  maxLength: string;
  min: string;
  max: string;
  options: OptionValues[];
  kinds: ServiceFileKind[];
  maxMb: string;
  maxFiles: string;
};
export type ServiceValues = {
  categoryId: string;
  slug: string;
  titleFa: string;
  titleEn: string;
  descriptionFa: string;
  descriptionEn: string;
  pricing: 'fixed' | 'quote';
  price: string;
  deliveryDays: string;
  featured: boolean;
  images: string[];
  steps: StepValues[];
  form: QuestionValues[];
  faq: FaqValues[];
};

const blank = (): Bilingual => ({ fa: '', en: '' });
export const newStep = (): StepValues => ({ key: '', name: blank() });
export const newFaq = (): FaqValues => ({ question: blank(), answer: blank() });
export const newOption = (): OptionValues => ({ value: '', label: blank() });
export const newQuestion = (type: ServiceQuestionType = 'text'): QuestionValues => ({
  key: '',
  type,
  label: blank(),
  help: blank(),
  required: false,
  maxLength: '',
  min: '',
  max: '',
  options: type === 'choice' ? [newOption(), newOption()] : [],
  kinds: type === 'file' ? ['image'] : [],
  maxMb: '',
  maxFiles: '',
});

/** A number as a box shows it, in the page's digits (blank when there is none). */
const shown = (value: number | undefined, locale: Locale) =>
  value === undefined ? '' : formatNumber(value, locale).replace(/[٬,]/g, '');

/** The values of a new service (two steps to start from: the first and the delivery), or of a stored one. */
export function serviceValues(service: AdminService | null, locale: Locale, categoryId = ''): ServiceValues {
  if (!service)
    return {
      categoryId,
      slug: '',
      titleFa: '',
      titleEn: '',
      descriptionFa: '',
      descriptionEn: '',
      pricing: 'fixed',
      price: '',
      deliveryDays: '',
      featured: false,
      images: [],
      steps: [newStep(), newStep()],
      form: [],
      faq: [],
    };
  return {
    categoryId: service.categoryId,
    slug: service.slug,
    titleFa: service.titleFa,
    titleEn: service.titleEn,
    descriptionFa: service.descriptionFa,
    descriptionEn: service.descriptionEn,
    pricing: service.price === null ? 'quote' : 'fixed',
    price: service.price === null ? '' : shown(service.price, locale),
    deliveryDays: shown(service.deliveryDays, locale),
    featured: service.featured,
    images: service.images.map((image) => image.id),
    steps: service.steps.map((step) => ({ key: step.key, name: { ...step.name } })),
    faq: service.faq.map((item) => ({ question: { ...item.question }, answer: { ...item.answer } })),
    form: service.form.map((question) => {
      const values = newQuestion(question.type);
      values.key = question.key;
      values.label = { ...question.label };
      values.help = question.help ? { ...question.help } : blank();
      values.required = question.required;
      if (question.type === 'text' || question.type === 'longText')
        values.maxLength = shown(question.maxLength, locale);
      if (question.type === 'number') {
        values.min = shown(question.min, locale);
        values.max = shown(question.max, locale);
      }
      if (question.type === 'choice')
        values.options = question.options.map((o) => ({ value: o.value, label: { ...o.label } }));
      if (question.type === 'file') {
        values.kinds = [...question.kinds];
        values.maxMb = shown(question.maxMb, locale);
        values.maxFiles = shown(question.maxFiles, locale);
      }
      return values;
    }),
  };
}

/** A question as the API takes it: only the fields its type has (the schema is strict); help when written. */
export function questionBodyOf(question: QuestionValues) {
  const help = question.help.fa.trim() || question.help.en.trim() ? question.help : undefined;
  const base = { key: question.key, type: question.type, label: question.label, required: question.required, help };
  switch (question.type) {
    case 'text':
    case 'longText':
      return { ...base, maxLength: question.maxLength };
    case 'number':
      return { ...base, min: question.min, max: question.max };
    case 'choice':
      return { ...base, options: question.options };
    case 'file':
      // A native checkbox group gives false when none is ticked, a string when one is (react-hook-form).
      return {
        ...base,
        kinds: ([] as unknown[])
          .concat(question.kinds || [])
          .filter((kind) => SERVICE_FILE_KINDS.includes(kind as ServiceFileKind)),
        maxMb: question.maxMb,
        maxFiles: question.maxFiles,
      };
  }
}

/**
 * The body of POST and PATCH /api/admin/services. On quote, the price is null; a fixed price left blank is
 * sent as nothing, which the schema refuses under the price box (a blank would read as "on quote").
 */
export function serviceBodyOf(values: ServiceValues) {
  return {
    categoryId: values.categoryId,
    slug: values.slug,
    titleFa: values.titleFa,
    titleEn: values.titleEn,
    descriptionFa: values.descriptionFa,
    descriptionEn: values.descriptionEn,
    images: values.images,
    price: values.pricing === 'quote' ? null : values.price.trim() === '' ? undefined : values.price,
    deliveryDays: values.deliveryDays,
    featured: values.featured,
    steps: values.steps,
    form: values.form.map(questionBodyOf),
    faq: values.faq,
  };
}
