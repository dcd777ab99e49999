/**
 * The blog as its pages read it (GET /api/blog/…; decision 048): its types, its addresses, and a post's
 * texts in the page's language. Pure, so the pages, the sitemap, the admin's preview and the tests share it.
 */
import type {
  blogCategoryRef,
  blogCategoryView,
  blogPostCardView,
  blogPostListView,
  blogPostView,
} from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import type { z } from 'zod';

export type PostPage = z.output<typeof blogPostListView>;
/** A post as the lists show it; the English texts are null for a post written in Persian only. */
export type PostCard = z.output<typeof blogPostCardView>;
export type PostDetail = z.output<typeof blogPostView>;
/** A category, with its published posts and those of them with English. */
export type BlogCategory = z.output<typeof blogCategoryView>;
export type BlogCategoryRef = z.output<typeof blogCategoryRef>;

export const BLOG_PATH = '/blog';
export const BLOG_PAGE_SIZE = 12;
export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;

/** A page of the list as its address says it (`/blog?category=…&page=…`); the proxy keeps it as a path. */
export function blogListPath({ category, page = 1 }: { category?: string | null; page?: number }): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  return query.size ? `${BLOG_PATH}?${query}` : BLOG_PATH;
}

/** A library image of the blog, served by the API at its widths (`?w=`). */
export const blogFilePath = (id: string) => `/api/blog/files/${id}`;
const BLOG_FILE =
  /^\/api\/blog\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?w=\d{1,4})?$/i;

/** The library image an address names (`/api/blog/files/{id}`, with a width or without), or null. */
export function blogFileId(src: string): string | null {
  return BLOG_FILE.exec(src)?.[1]?.toLowerCase() ?? null;
}

export const categoryName = (category: BlogCategoryRef, locale: Locale) =>
  locale === 'fa' ? category.name : category.nameEn;

export const hasEnglish = (post: PostCard) => post.titleEn !== null;

/** A post's title, summary and reading time in a language, or null when it is not written in it. */
export function postIn(post: PostCard, locale: Locale) {
  if (locale === 'fa') return { title: post.title, summary: post.summary, readingMinutes: post.readingMinutes };
  if (post.titleEn === null) return null;
  return {
    title: post.titleEn,
    summary: post.summaryEn ?? post.summary,
    readingMinutes: post.readingMinutesEn ?? post.readingMinutes,
  };
}

/** The posts of a list that are written in the page's language (an English page shows only those). */
export const postsIn = (posts: PostCard[], locale: Locale) => posts.filter((post) => postIn(post, locale) !== null);
