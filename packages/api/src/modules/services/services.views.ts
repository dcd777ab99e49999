/** Response schemas of the service catalogue (what the API returns), for OpenAPI and the web app's types. */
import { z } from 'zod';
import { SERVICE_FILE_KINDS } from './services.schemas';

const id = z.uuid();
const bilingual = z.object({ fa: z.string(), en: z.string() });

export const serviceStepView = z
  .object({ key: z.string().meta({ example: 'brief' }), name: bilingual })
  .meta({ id: 'ServiceStep' });

export const serviceFaqView = z.object({ question: bilingual, answer: bilingual }).meta({ id: 'ServiceFaq' });

const questionBase = {
  key: z.string().meta({ example: 'product' }),
  label: bilingual,
  help: bilingual.optional(),
  required: z.boolean(),
};

export const serviceQuestionView = z
  .discriminatedUnion('type', [
    z.object({ ...questionBase, type: z.enum(['text', 'longText']), maxLength: z.number().int() }),
    z.object({ ...questionBase, type: z.literal('number'), min: z.number().optional(), max: z.number().optional() }),
    z.object({
      ...questionBase,
      type: z.literal('choice'),
      options: z.array(z.object({ value: z.string(), label: bilingual })),
    }),
    z.object({
      ...questionBase,
      type: z.literal('file'),
      kinds: z.array(z.enum(SERVICE_FILE_KINDS)),
      maxMb: z.number().int(),
      maxFiles: z.number().int(),
    }),
  ])
  .meta({ id: 'ServiceQuestion' });

const price = z
  .number()
  .int()
  .nullable()
  .meta({ description: 'Coins; null: on quote (staff set the price of each order)', example: 450 });

export const serviceCardView = z
  .object({
    id,
    slug: z.string().meta({ example: 'product-3d-model' }),
    categorySlug: z.string().meta({ example: '3d' }),
    title: z.string().meta({ description: 'Persian', example: 'مدل سه‌بعدی محصول' }),
    titleEn: z.string().meta({ example: '3D model of a product' }),
    price,
    deliveryDays: z.number().int().meta({ example: 7 }),
    steps: z.array(serviceStepView).meta({ description: 'In order; the last one is the delivery' }),
    featured: z.boolean(),
    image: z.string().nullable().meta({ description: 'The first image (add ?w=320 or 640 for a card)' }),
  })
  .meta({ id: 'ServiceCard' });

const categoryFields = {
  id,
  slug: z.string().meta({ example: '3d' }),
  name: z.string().meta({ description: 'Persian', example: 'سه‌بعدی و واقعیت افزوده' }),
  nameEn: z.string().meta({ example: '3D and AR' }),
};

const categoryWithServices = z.object({ ...categoryFields, services: z.array(serviceCardView) });

export const serviceTreeView = z
  .array(
    categoryWithServices.extend({
      children: z.array(categoryWithServices).meta({ description: 'The tree has two levels' }),
    }),
  )
  .meta({ id: 'ServiceTree' });

const imageView = z.object({
  id,
  url: z.string().meta({ example: '/api/services/files/…' }),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

const categoryRef = z.object(categoryFields);

export const serviceDetailView = serviceCardView
  .extend({
    description: z.string().meta({ description: 'Persian' }),
    descriptionEn: z.string(),
    images: z.array(imageView),
    form: z.array(serviceQuestionView).meta({ description: "The buyer's form, in order" }),
    faq: z.array(serviceFaqView).meta({ description: 'Questions buyers ask, with their answers, in order' }),
    category: categoryRef.extend({ parent: categoryRef.nullable() }),
  })
  .meta({ id: 'Service' });

export const adminServiceCategoryView = z.object({
  id,
  parentId: id.nullable(),
  slug: z.string(),
  nameFa: z.string(),
  nameEn: z.string(),
  sortOrder: z.number().int(),
  disabled: z.boolean(),
  services: z.number().int().meta({ description: 'How many services it holds (disabled ones too)' }),
});

export const adminServiceCategoryTree = z.array(
  adminServiceCategoryView.extend({ children: z.array(adminServiceCategoryView) }),
);

export const adminServiceView = z.object({
  id,
  categoryId: id,
  slug: z.string(),
  titleFa: z.string(),
  titleEn: z.string(),
  descriptionFa: z.string(),
  descriptionEn: z.string(),
  images: z.array(imageView),
  price,
  deliveryDays: z.number().int(),
  featured: z.boolean(),
  disabled: z.boolean(),
  sortOrder: z.number().int(),
  steps: z.array(serviceStepView),
  form: z.array(serviceQuestionView),
  faq: z.array(serviceFaqView),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const serviceImageView = z.object({
  id,
  url: z.string(),
  mime: z.string(),
  kind: z.string(),
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

export const libraryImageView = serviceImageView.extend({
  usedBy: z.number().int().meta({ description: 'How many services show it' }),
  createdAt: z.string(),
});
