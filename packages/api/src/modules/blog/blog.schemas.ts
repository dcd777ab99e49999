/**
 * The blog's request schemas and pure helpers (decision 048), shared with the web app: the admins' editor
 * checks a post with the very schema the API does, and the pages read the same limits, the library's image
 * address and the reading time. zod only: nothing here reaches the database.
 *
 * Texts are trimmed; titles and summaries are one line (a run of spaces or line breaks is one space); bodies
 * are Markdown with their line breaks. Persian and Arabic digits in a text stay as written: they are prose.
 * Control characters are refused by the API's one check of every validated input (lib/create-app.ts).
 */
import { z } from 'zod';
import { paging } from '../../lib/paging';
import { looseInt, slug } from '../market/market.schemas';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatusName = (typeof BLOG_POST_STATUSES)[number];
export const BLOG_LOCALES = ['fa', 'en'] as const;

export const BLOG_LIMITS = {
  slug: { min: 3, max: 80 },
  title: { min: 3, max: 150 },
  summary: { min: 10, max: 300 },
  body: { min: 1, max: 50_000 },
  categoryName: { min: 1, max: 80 },
  /** The public list's pages, and the admins'. */
  page: { default: 12, max: 48 },
  adminPage: { default: 20, max: 50 },
  search: 100,
  /** Related posts under a post. */
  related: 3,
  wordsPerMinute: 200,
} as const;

/** Where an image of the blog's library is public (`?w=` one of the served widths). */
export const blogFileUrl = (id: string) => `/api/blog/files/${id}`;

const LIBRARY_IMAGE = /\/api\/blog\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** The ids of the library images a Markdown body names (`/api/blog/files/{id}`, anywhere in it), each once. */
export function blogImageIds(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(LIBRARY_IMAGE)].map((match) => match[1]!.toLowerCase()))];
}

/**
 * A Markdown body that no longer names the library image `id`: its pictures go, a link to it keeps its words,
 * and any other mention of its address goes too. What the library took out is then off every post, so a body
 * never holds an image its page cannot show, nor one its next save would be refused for.
 */
export function withoutBlogImage(markdown: string, id: string): string {
  // The library's address of the image (a uuid holds nothing a pattern reads), behind any origin, with any query.
  const address = `(?:https?://[^\\s/()]+)?${blogFileUrl(id)}(?:\\?[^\\s)"'>]*)?`;
  const target = `\\(\\s*<?${address}>?(?:\\s+(?:"[^"]*"|'[^']*'|\\([^)]*\\)))?\\s*\\)`;
  return markdown
    .replace(new RegExp(`!\\[[^\\]]*\\]${target}`, 'gi'), '')
    .replace(new RegExp(`\\[([^\\]]*)\\]${target}`, 'gi'), '$1')
    .replace(new RegExp(address, 'gi'), '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Minutes to read a body: its words (anything with a letter or a digit between spaces) at 200 a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / BLOG_LIMITS.wordsPerMinute));
}

/** A post's or a category's slug: the services' rule (Latin lowercase letters, digits, single hyphens), 3 and up. */
export const blogSlug = slug.min(BLOG_LIMITS.slug.min);

/** One line: trimmed, any run of spaces and line breaks made one space. */
const line = ({ min, max }: { min: number; max: number }) =>
  z
    .string()
    .overwrite((value) => value.trim().replace(/\s+/g, ' '))
    .min(min)
    .max(max);

/** Markdown: trimmed, line breaks as `\n`. */
const markdown = z
  .string()
  .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
  .min(BLOG_LIMITS.body.min)
  .max(BLOG_LIMITS.body.max)
  .meta({ description: 'Markdown (CommonMark, no raw HTML); images only of the blog’s library' });

/** An English text: absent leaves it as it is (a change), blank (null, empty, spaces) is none. */
const english = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

/** A choice left empty ('' from a select's placeholder) is none. */
const optionalId = (error: string) =>
  z.preprocess((value) => (value === '' ? null : value), z.uuid({ error }).nullable().optional());

const ENGLISH_FIELDS = ['titleEn', 'summaryEn', 'bodyEn'] as const;
type EnglishTexts = Partial<Record<(typeof ENGLISH_FIELDS)[number], string | null | undefined>>;

/** The English fields a post lacks when it has some of them (all three or none); none missing: []. */
export function missingEnglish(post: EnglishTexts): (typeof ENGLISH_FIELDS)[number][] {
  const given = ENGLISH_FIELDS.filter((field) => post[field] != null);
  return given.length === 0 || given.length === ENGLISH_FIELDS.length
    ? []
    : ENGLISH_FIELDS.filter((field) => post[field] == null);
}

/** A publication date a few minutes ahead is a clock's difference; later is a date in the future. */
const SKEW_MS = 5 * 60_000;

const postFields = {
  slug: blogSlug,
  categoryId: optionalId('CategoryIdIsNotValid').meta({ description: 'A blog category; none: uncategorised' }),
  title: line(BLOG_LIMITS.title).meta({ description: 'Persian', example: 'ساختن مدل سه‌بعدی برای واقعیت افزوده' }),
  summary: line(BLOG_LIMITS.summary).meta({ description: 'Persian; the card’s and the page’s description' }),
  body: markdown,
  titleEn: english(line(BLOG_LIMITS.title)).meta({
    description: 'English title, summary and body: all three or none (a Persian-only post)',
  }),
  summaryEn: english(line(BLOG_LIMITS.summary)),
  bodyEn: english(markdown),
  coverId: optionalId('FileIdIsNotValid').meta({ description: 'An image of the blog’s library; none: no cover' }),
  status: z.enum(BLOG_POST_STATUSES).meta({ description: 'A draft is seen by admins only' }),
  publishedAt: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) <= Date.now() + SKEW_MS, 'PublishedInFuture')
    .optional()
    .meta({ description: 'The date it shows; set at its first publication when not given' }),
};

/** A new post. Its English texts are all three or none (EnglishTextIncomplete on the missing ones). */
export const blogPostBody = z.strictObject(postFields).superRefine((post, ctx) => {
  for (const field of missingEnglish(post))
    ctx.addIssue({ code: 'custom', message: 'EnglishTextIncomplete', path: [field] });
});

/** A change: any subset; the English rule is checked against the post as it will be saved. */
export const updateBlogPostBody = z.strictObject(postFields).partial();

export const blogCategoryBody = z.strictObject({
  slug: blogSlug,
  name: line(BLOG_LIMITS.categoryName).meta({ description: 'Persian', example: 'راهنما' }),
  nameEn: line(BLOG_LIMITS.categoryName).meta({ example: 'Guides' }),
  sortOrder: looseInt.optional(),
});
export const updateBlogCategoryBody = blogCategoryBody.partial();

const locale = z.enum(BLOG_LOCALES).optional().meta({
  description: 'en: only posts with English text (fa, the default: every post)',
  example: 'fa',
});

export const blogListQuery = z.object({
  locale,
  category: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: 'A category’s slug (an unknown one: CategoryNotFound)', example: 'guides' }),
  ...paging('Posts', BLOG_LIMITS.page),
});

export const blogPostQuery = z.object({ locale });

export const adminBlogPostsQuery = z.object({
  status: z.enum(BLOG_POST_STATUSES).optional(),
  q: z
    .string()
    .trim()
    .max(BLOG_LIMITS.search)
    .optional()
    .meta({ description: 'Words of the title (either language) or of the slug' }),
  ...paging('Posts', BLOG_LIMITS.adminPage),
});

export type BlogPostInput = z.output<typeof blogPostBody>;
export type BlogPostPatch = z.output<typeof updateBlogPostBody>;
export type BlogCategoryInput = z.output<typeof blogCategoryBody>;
export type BlogListQuery = z.output<typeof blogListQuery>;
export type AdminBlogPostsQuery = z.output<typeof adminBlogPostsQuery>;
