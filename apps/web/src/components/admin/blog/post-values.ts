/**
 * The post editor's values and the API body they make (pure: the editor and its tests share it). The form
 * keeps every box as typed; `postBodyOf` gives the API what its schema reads, so the same zod schema checks
 * it in the browser and on the server, and its issues' paths are the form's names.
 */
import { BLOG_LIMITS } from '@rassam/api/schemas';
import { toLatinDigits } from '@rassam/i18n';
import { tehranDay } from '@/lib/tehran-day';
import type { AdminBlogPost, BlogStatus } from './types';

export type PostValues = {
  slug: string;
  /** '' for no category. */
  categoryId: string;
  title: string;
  summary: string;
  body: string;
  titleEn: string;
  summaryEn: string;
  bodyEn: string;
  /** '' for no cover. */
  coverId: string;
  status: BlogStatus;
  /** The publication day (YYYY-MM-DD, Tehran; the API takes a moment), or '' to leave it to the first publication. */
  publishedAt: string;
};

/** The values of a new post (a Persian draft), or of a stored one. */
export function postValues(post: AdminBlogPost | null): PostValues {
  return {
    slug: post?.slug ?? '',
    categoryId: post?.categoryId ?? '',
    title: post?.title ?? '',
    summary: post?.summary ?? '',
    body: post?.body ?? '',
    titleEn: post?.titleEn ?? '',
    summaryEn: post?.summaryEn ?? '',
    bodyEn: post?.bodyEn ?? '',
    coverId: post?.coverId ?? '',
    status: post?.status ?? 'draft',
    publishedAt: post?.publishedAt ? tehranDay(post.publishedAt) : '',
  };
}

/**
 * A slug made from an English title: Latin letters without their accents, digits in any script made Latin,
 * everything else a single hyphen; as long as a slug may be at most, cut at a word. Empty when nothing Latin
 * is left.
 */
export function slugFrom(title: string): string {
  const slug = toLatinDigits(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const max = BLOG_LIMITS.slug.max;
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : max);
}

/**
 * The moment a chosen day stands for: noon in Tehran (+03:30 all year), the same day in every time zone near
 * it; today's before noon is now, since the API refuses a date in the future.
 */
export function publishedAtOf(day: string, now = Date.now()): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return new Date(Math.min(Date.parse(`${day}T12:00:00+03:30`), now)).toISOString();
}

/**
 * The body of POST and PATCH /api/admin/blog/posts, whole either way, so the schema of a new post checks a
 * change too (the English texts all three or none: a blank one is none, named missing when the others are
 * written). The publication day goes only when it was changed: a stored moment keeps its time, and an empty
 * day leaves it to the first publication.
 */
export function postBodyOf(values: PostValues, stored: Pick<AdminBlogPost, 'publishedAt'> | null = null) {
  const storedDay = stored?.publishedAt ? tehranDay(stored.publishedAt) : '';
  return {
    slug: toLatinDigits(values.slug),
    categoryId: values.categoryId === '' ? null : values.categoryId,
    title: values.title,
    summary: values.summary,
    body: values.body,
    titleEn: values.titleEn,
    summaryEn: values.summaryEn,
    bodyEn: values.bodyEn,
    coverId: values.coverId === '' ? null : values.coverId,
    status: values.status,
    publishedAt: values.publishedAt === storedDay ? undefined : publishedAtOf(values.publishedAt),
  };
}

/** The post's title in the admin's language, the Persian one when it has no English text. */
export function postTitle(post: Pick<AdminBlogPost, 'title' | 'titleEn'>, locale: string): string {
  return locale === 'en' && post.titleEn ? post.titleEn : post.title;
}
