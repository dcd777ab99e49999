import { desc, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { files } from './generation';
import { users } from './users';

/**
 * The platform's blog (decision 048): posts in Persian, and in English too when all three English texts are
 * given, grouped in one level of categories and managed by admins; images from a library of their own.
 */

export type BlogPostStatus = 'draft' | 'published';

/** One level: a blog's categories are a short list. A slug is unique over them (`/blog/~category={slug}`). */
export const blogCategories = pgTable('blog_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Its address, `/blog/{slug}`; unique over the blog. */
    slug: text('slug').notNull().unique(),
    /** A category that holds posts cannot be deleted (BlogCategoryIsInUse). */
    categoryId: uuid('category_id').references(() => blogCategories.id, { onDelete: 'restrict' }),
    titleFa: text('title_fa').notNull(),
    summaryFa: text('summary_fa').notNull(),
    /** Markdown. */
    bodyFa: text('body_fa').notNull(),
    /** All three English texts or none: a post may be Persian only. */
    titleEn: text('title_en'),
    summaryEn: text('summary_en'),
    bodyEn: text('body_en'),
    /** Kept with the bodies: a list would otherwise read every body to say how long each post is. */
    readingMinutesFa: integer('reading_minutes_fa').notNull(),
    readingMinutesEn: integer('reading_minutes_en'),
    /** An image of the blog's library (`blog_media`); it goes when the image leaves the library. */
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: text('status').$type<BlogPostStatus>().notNull().default('draft'),
    /** Set on the first publication and kept after; an admin may set it to date a post. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
    check('blog_posts_published_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    check(
      'blog_posts_english_check',
      sql`(${t.titleEn} is null) = (${t.summaryEn} is null) and (${t.titleEn} is null) = (${t.bodyEn} is null) and (${t.titleEn} is null) = (${t.readingMinutesEn} is null)`,
    ),
    // The public list: published posts, newest first.
    index('blog_posts_published_idx').on(t.status, desc(t.publishedAt), t.id),
    index('blog_posts_category_idx').on(t.categoryId),
  ],
);

/**
 * The images admins uploaded for the blog: public while here, and the only files a post may show (its cover,
 * the images of its bodies). Shared by every admin.
 */
export const blogMedia = pgTable('blog_media', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export type BlogCategory = typeof blogCategories.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
