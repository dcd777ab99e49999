import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { files } from './generation';

/**
 * The platform's own service catalogue (issue 19, decision 041): services the platform sells (a 3D model of a
 * product, a virtual tour shoot…), grouped in a two-level category tree and managed by admins. Not the market's
 * `service` listings, which shops sell.
 */

/** A text in both languages. */
export interface BilingualText {
  fa: string;
  en: string;
}

/** One step of a service's orders, in order; the last one is the delivery. */
export interface ServiceStep {
  key: string;
  name: BilingualText;
}

/** One question buyers ask before they order, with its answer, both in both languages (the service page's FAQ). */
export interface ServiceFaq {
  question: BilingualText;
  answer: BilingualText;
}

// The lists themselves are the API's (services.schemas.ts), which checks that they match these.
export type ServiceQuestionType = 'text' | 'longText' | 'number' | 'choice' | 'file';
/** What a file question may ask for (the orders' uploads tell them by their content). */
export type ServiceFileKind = 'image' | 'video' | 'audio' | 'model3d' | 'pdf' | 'zip';

interface QuestionBase {
  key: string;
  label: BilingualText;
  help?: BilingualText;
  required: boolean;
}

/**
 * One question of the buyer's form. Its answer's schema is built from it (`answersSchema` in the API's
 * services.schemas.ts, shared with the order page).
 */
export type ServiceQuestion =
  | (QuestionBase & { type: 'text' | 'longText'; maxLength: number })
  | (QuestionBase & { type: 'number'; min?: number; max?: number })
  | (QuestionBase & { type: 'choice'; options: { value: string; label: BilingualText }[] })
  | (QuestionBase & { type: 'file'; kinds: ServiceFileKind[]; maxMb: number; maxFiles: number });

/**
 * The categories: roots and their children, no deeper (a child's parent is a root, checked by the service).
 * A slug is unique over the whole tree: it is the category's address, `/services/{slug}`, beside the AI tools'
 * `/services/{tool}` pages (the API's schema keeps tool slugs and route words out).
 */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => serviceCategories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden from the public catalogue with everything under it (its children and their services). */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_categories_parent_idx').on(t.parentId, t.sortOrder),
    check('service_categories_not_own_parent', sql`${t.parentId} is distinct from ${t.id}`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'restrict' }),
    /** Its address, `/services/{category}/{slug}`; unique over the catalogue. */
    slug: text('slug').notNull().unique(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionFa: text('description_fa').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** File ids of the service images' library (`service_media`), in order; the first is the card's. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Coins; null: on quote (staff set the price of each order). */
    price: integer('price'),
    deliveryDays: integer('delivery_days').notNull(),
    featured: boolean('featured').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    steps: jsonb('steps').$type<ServiceStep[]>().notNull(),
    form: jsonb('form').$type<ServiceQuestion[]>().notNull().default([]),
    faq: jsonb('faq').$type<ServiceFaq[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_category_idx').on(t.categoryId, t.sortOrder),
    check('services_price_check', sql`${t.price} > 0`),
    check('services_delivery_days_check', sql`${t.deliveryDays} between 1 and 365`),
    check('services_steps_check', sql`jsonb_array_length(${t.steps}) >= 2`),
  ],
);

/**
 * The images admins uploaded for services (the market's shop library, for the platform): public while here,
 * and the only files a service may show. Shared by every admin; the file's row names who uploaded it.
 */
export const serviceMedia = pgTable('service_media', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export type ServiceCategory = typeof serviceCategories.$inferSelect;
export type Service = typeof services.$inferSelect;
