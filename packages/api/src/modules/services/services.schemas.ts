/**
 * The service catalogue's request schemas, shared with the web app's forms (zod and pure helpers only): the
 * admins' category and service forms, the form definition a service asks its buyers, and `answersSchema`,
 * which builds from one form definition the schema of its answers, so that the order page and the orders API
 * validate a buyer's answers with the very same schema. Numbers a person types may come in Persian or Arabic
 * digits.
 */
// Types only: the web app's bundle must not take in the database's tables.
import type { ServiceFaq, ServiceFileKind, ServiceQuestion, ServiceQuestionType, ServiceStep } from '@rassam/db';
import { z } from 'zod';
import { looseInt, looseNumber, slug } from '../market/market.schemas';

export type { ServiceFaq, ServiceFileKind, ServiceQuestion, ServiceQuestionType, ServiceStep };

export const SERVICE_QUESTION_TYPES = ['text', 'longText', 'number', 'choice', 'file'] as const;
/** What a file question may ask for; the orders' uploads tell each kind by its content. */
export const SERVICE_FILE_KINDS = ['image', 'video', 'audio', 'model3d', 'pdf', 'zip'] as const;

export const SERVICE_LIMITS = {
  steps: { min: 2, max: 12 },
  faq: 20,
  questions: 30,
  options: { min: 2, max: 50 },
  /** The longest answer a question may allow, per type, and the length it allows when it names none. */
  text: { max: 500, fallback: 200 },
  longText: { max: 5000, fallback: 2000 },
  /** The largest file a file question may take (MB), and the most files. */
  fileMb: { max: 100, fallback: 10 },
  files: { max: 10, fallback: 1 },
  images: 12,
  /** Coins. */
  price: { min: 1, max: 10_000_000 },
  deliveryDays: { min: 1, max: 365 },
  reorder: 500,
} as const;

/**
 * What a category slug may not be, besides an AI tool's slug: the addresses that already live under
 * `/services/` (the AI pages' index `/services/ai` and the misspelt `/services/image-to-tryone`, which
 * redirects) and words the pages may take for themselves.
 */
export const RESERVED_SERVICE_SLUGS: ReadonlySet<string> = new Set([
  'ai',
  'image-to-tryone',
  'all',
  'new',
  'edit',
  'create',
  'delete',
  'search',
  'category',
  'categories',
  'service',
  'services',
  'order',
  'orders',
  'featured',
  'files',
  'api',
  'admin',
  'dashboard',
  'en',
  'fa',
]);
/**
 * The AI tools' slugs, each with its page at `/services/{tool}`: @rassam/ai/catalogue's, written out so that
 * the web's forms do not load every tool's schema with this file (services.schemas.test.ts keeps the two equal).
 */
export const AI_TOOL_SLUGS: readonly string[] = [
  'text-to-image',
  'image-to-image',
  'image-modify',
  'image-expand',
  'remove-bg',
  'remove-object',
  'upscale',
  'image-to-tryon',
  'image-to-decor',
  'image-to-render',
  'image-to-image3d',
  'text-to-3d',
  'image-to-3d',
  'video-to-3d',
  'text-to-video',
  'image-to-video',
  'text-to-speech',
  'text-to-music',
  'nano-banana',
  'hailuo-ai',
  'kling-ai',
  'luma-ai',
  'runway-ai',
  'seedance-ai',
  'sora-openai',
  'veo-google',
  'wan-ai',
];
const toolSlugs: ReadonlySet<string> = new Set(AI_TOOL_SLUGS);

/** Whether a category slug is an AI tool's: `/services/{tool}` is that tool's page. */
export const isToolSlug = (value: string) => toolSlugs.has(value.trim().toLowerCase());
export const isReservedServiceSlug = (value: string) => RESERVED_SERVICE_SLUGS.has(value.trim().toLowerCase());

/** A category's slug: a slug, and neither a tool's nor a reserved word (each with its own field text). */
export const serviceCategorySlug = slug
  .refine((value) => !isToolSlug(value), 'SlugTakenByTool')
  .refine((value) => !isReservedServiceSlug(value), 'SlugIsReserved');

const text = (max: number) => z.string().trim().min(1).max(max);
const bilingual = (max: number) => z.strictObject({ fa: text(max), en: text(max) });
/** Absent, null and an empty box are all "no value". */
const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A whole number a person typed, within bounds, or the fallback when left empty. */
const boundedInt = (min: number, max: number, fallback: number) =>
  z.preprocess((value) => (blank(value) ? fallback : value), looseInt.pipe(z.number().int().min(min).max(max)));

/** A key a step, a question or an option is known by in the orders' data: stable, Latin, short. */
export const formKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'FormKey')
  .meta({ description: 'A lowercase Latin letter, then lowercase Latin letters, digits or _ (at most 40)' });

/** Refuses a second item with the same `key` (or `value`), on that item's key. */
const uniqueBy =
  <T>(name: keyof T & string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      if (seen.has(item[name])) ctx.addIssue({ code: 'custom', message: 'KeyUsedTwice', path: [i, name] });
      seen.add(item[name]);
    });
  };

export const serviceStep = z.strictObject({ key: formKey, name: bilingual(80) });

/** A question buyers ask, with its answer (the service page's FAQ). */
export const serviceFaqItem = z.strictObject({ question: bilingual(200), answer: bilingual(2000) });
export const serviceFaq = z
  .array(serviceFaqItem)
  .max(SERVICE_LIMITS.faq)
  .meta({
    description: 'Questions buyers ask, with their answers, in order',
    example: [
      {
        question: { fa: 'فایل نهایی با چه قالبی است؟', en: 'What format is the final file?' },
        answer: { fa: 'GLB و USDZ، آماده‌ی واقعیت افزوده.', en: 'GLB and USDZ, ready for AR.' },
      },
    ],
  });

/** The order steps: two at least (the last is the delivery), each key once. */
export const serviceSteps = z
  .array(serviceStep)
  .min(SERVICE_LIMITS.steps.min, 'ServiceNeedsTwoSteps')
  .max(SERVICE_LIMITS.steps.max)
  .superRefine(uniqueBy('key'))
  .meta({
    description: 'In order; at least two, and the last one is the delivery',
    example: [
      { key: 'brief', name: { fa: 'دریافت توضیحات', en: 'Brief' } },
      { key: 'delivered', name: { fa: 'تحویل', en: 'Delivered' } },
    ],
  });

const questionBase = {
  key: formKey,
  label: bilingual(120),
  help: bilingual(500)
    .nullish()
    .transform((value) => value ?? undefined),
  required: z.boolean().default(false),
};

const textQuestion = (type: 'text' | 'longText') =>
  z.strictObject({
    ...questionBase,
    type: z.literal(type),
    maxLength: boundedInt(1, SERVICE_LIMITS[type].max, SERVICE_LIMITS[type].fallback),
  });

/** A number bound: any digits; an empty box is no bound. */
const bound = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  looseNumber.pipe(z.number().min(-1e12).max(1e12)).optional(),
);

const numberQuestion = z
  .strictObject({ ...questionBase, type: z.literal('number'), min: bound, max: bound })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    message: 'MinAboveMax',
    path: ['max'],
  });

const choiceQuestion = z.strictObject({
  ...questionBase,
  type: z.literal('choice'),
  options: z
    .array(z.strictObject({ value: formKey, label: bilingual(120) }))
    .min(SERVICE_LIMITS.options.min, 'ChoiceNeedsTwoOptions')
    .max(SERVICE_LIMITS.options.max)
    .superRefine(uniqueBy('value')),
});

const fileQuestion = z.strictObject({
  ...questionBase,
  type: z.literal('file'),
  kinds: z
    .array(z.enum(SERVICE_FILE_KINDS))
    .min(1)
    .max(SERVICE_FILE_KINDS.length)
    .transform((kinds) => [...new Set(kinds)]),
  maxMb: boundedInt(1, SERVICE_LIMITS.fileMb.max, SERVICE_LIMITS.fileMb.fallback),
  maxFiles: boundedInt(1, SERVICE_LIMITS.files.max, SERVICE_LIMITS.files.fallback),
});

export const serviceQuestion = z.discriminatedUnion('type', [
  textQuestion('text'),
  textQuestion('longText'),
  numberQuestion,
  choiceQuestion,
  fileQuestion,
]);

/** The buyer's form: the questions in order, each key once. */
export const serviceForm = z
  .array(serviceQuestion)
  .max(SERVICE_LIMITS.questions)
  .superRefine(uniqueBy('key'))
  .meta({
    description: `Up to ${SERVICE_LIMITS.questions} questions (${SERVICE_QUESTION_TYPES.join(', ')}), each key once`,
    example: [
      {
        key: 'product',
        type: 'text',
        label: { fa: 'نام محصول', en: 'Product name' },
        required: true,
        maxLength: 120,
      },
      {
        key: 'photos',
        type: 'file',
        label: { fa: 'عکس‌های محصول', en: 'Product photos' },
        required: true,
        kinds: ['image'],
        maxMb: 15,
        maxFiles: 8,
      },
    ],
  });

// The stored types (packages/db) are what these schemas give: a change to either must keep the other. (A
// question's output has `help: … | undefined` where the store has `help?: …`: one way is what writes need.)
type Fits<A, B> = [A] extends [B] ? true : never;
type Same<A, B> = Fits<A, B> extends true ? Fits<B, A> : never;
const formMatchesStore: Fits<z.output<typeof serviceQuestion>, ServiceQuestion> = true;
const stepsMatchStore: Same<z.output<typeof serviceStep>, ServiceStep> = true;
const faqMatchesStore: Same<z.output<typeof serviceFaqItem>, ServiceFaq> = true;
const kindsMatchStore: Same<(typeof SERVICE_FILE_KINDS)[number], ServiceFileKind> = true;
const typesMatchStore: Same<(typeof SERVICE_QUESTION_TYPES)[number], ServiceQuestionType> = true;
void [formMatchesStore, stepsMatchStore, faqMatchesStore, kindsMatchStore, typesMatchStore];

/** One answer: text (trimmed), a number, a choice's value, or the ids of uploaded files. */
export type ServiceAnswer = string | number | string[];
export type ServiceAnswers = Record<string, ServiceAnswer | undefined>;

/** A required question left blank, said the same way whatever its type (before its type is looked at). */
const answered: z.ZodType<unknown> = z
  .unknown()
  .refine((value) => value !== undefined, { message: 'AnswerRequired', abort: true });

function answerSchema(question: ServiceQuestion): z.ZodType<ServiceAnswer> {
  switch (question.type) {
    case 'text':
    case 'longText':
      return z.string().trim().max(question.maxLength);
    case 'number':
      return looseNumber.pipe(
        z
          .number()
          .min(question.min ?? Number.NEGATIVE_INFINITY)
          .max(question.max ?? Number.POSITIVE_INFINITY),
      );
    case 'choice': {
      const values = question.options.map((option) => option.value);
      return z.string().refine((value) => values.includes(value), 'ChooseOption');
    }
    case 'file':
      return z
        .array(z.uuid({ error: 'FileIdIsNotValid' }))
        .max(question.maxFiles)
        .refine((ids) => new Set(ids).size === ids.length, 'KeyUsedTwice');
  }
}

/**
 * The schema of a buyer's answers to `form`: one field per question, none other. A blank answer (absent,
 * null, empty or only spaces, no files) is no answer: refused where the question is required, left out
 * otherwise. File answers are ids of files the buyer uploaded; whose they are, their kinds and sizes are
 * checked by the orders, which hold the files.
 */
export function answersSchema(form: readonly ServiceQuestion[]): z.ZodType<ServiceAnswers> {
  const shape: Record<string, z.ZodType> = {};
  for (const question of form) {
    const answer = answerSchema(question);
    shape[question.key] = z.preprocess(
      (value) => (blank(value) ? undefined : value),
      question.required ? answered.pipe(answer) : answer.optional(),
    );
  }
  return z.strictObject(shape) as z.ZodType<ServiceAnswers>;
}

const categoryId = z.uuid({
  error: (issue) => (issue.input === '' || issue.input == null ? 'ChooseCategory' : 'CategoryIdIsNotValid'),
});
const fileIds = z
  .array(z.uuid({ error: 'FileIdIsNotValid' }))
  .max(SERVICE_LIMITS.images)
  .refine((ids) => new Set(ids).size === ids.length, 'KeyUsedTwice');

export const serviceCategoryBody = z.strictObject({
  parentId: z.uuid({ error: 'CategoryIdIsNotValid' }).nullable().optional().meta({
    description: 'A root category (the tree has two levels); none: a root',
  }),
  slug: serviceCategorySlug,
  nameFa: text(80).meta({ example: 'مدل‌سازی سه‌بعدی' }),
  nameEn: text(80).meta({ example: '3D modelling' }),
  sortOrder: looseInt.optional(),
  disabled: z.boolean().optional(),
});
export const updateServiceCategoryBody = serviceCategoryBody.partial();

/** A price in coins in any digits; null or an empty box: on quote (staff set each order's price). */
const price = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  looseInt.pipe(z.number().int().min(SERVICE_LIMITS.price.min).max(SERVICE_LIMITS.price.max)).nullable(),
);

export const serviceBody = z.strictObject({
  categoryId,
  slug,
  titleFa: text(150).meta({ example: 'مدل سه‌بعدی محصول' }),
  titleEn: text(150).meta({ example: '3D model of a product' }),
  descriptionFa: text(8000),
  descriptionEn: text(8000),
  images: fileIds
    .optional()
    .meta({ description: 'Ids of the service image library, in order; the first is the card’s' }),
  price: price.meta({ description: 'Coins; null: on quote', example: 450 }),
  deliveryDays: looseInt
    .pipe(z.number().int().min(SERVICE_LIMITS.deliveryDays.min).max(SERVICE_LIMITS.deliveryDays.max))
    .meta({ example: 7 }),
  featured: z.boolean().optional(),
  disabled: z.boolean().optional(),
  sortOrder: looseInt.optional(),
  steps: serviceSteps,
  form: serviceForm.optional(),
  faq: serviceFaq.optional(),
});
export const updateServiceBody = serviceBody.partial();

/** A new order of categories or services: each id gets its place in the list as its sort order. */
export const reorderBody = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'ValidationError' }))
    .min(1)
    .max(SERVICE_LIMITS.reorder)
    .refine((ids) => new Set(ids).size === ids.length, 'KeyUsedTwice'),
});

export const adminServicesQuery = z.object({
  category: z.uuid({ error: 'CategoryIdIsNotValid' }).optional().meta({ description: 'Only this category’s' }),
});

export type ServiceCategoryInput = z.output<typeof serviceCategoryBody>;
export type ServiceInput = z.output<typeof serviceBody>;
