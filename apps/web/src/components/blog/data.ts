import 'server-only';
import type { Locale } from '@rassam/i18n';
import { cache } from 'react';
import { publicApi } from '@/lib/server-api';
import { BLOG_PAGE_SIZE, type BlogCategory, type PostDetail, type PostPage } from './blog';

/**
 * The blog's reads for its public pages, as nobody in particular (the pages are cached and the same for
 * everyone). "No such post" or "no such category" is null (the 404 page); any other failure throws, so the
 * error page is not kept as the page.
 */
export const blogCategories = cache(async (): Promise<BlogCategory[]> => {
  const result = await publicApi<BlogCategory[]>('/blog/categories');
  if (!result.ok) throw new Error(`GET /blog/categories: ${result.code}`);
  return result.data;
});

/** A page of the published posts in a language (English: those written in English), newest first. */
export const blogPosts = cache(
  async (
    locale: Locale,
    category: string | null,
    page: number,
    pageSize = BLOG_PAGE_SIZE,
  ): Promise<PostPage | null> => {
    const query = new URLSearchParams({ locale, page: String(page), pageSize: String(pageSize) });
    if (category) query.set('category', category);
    const result = await publicApi<PostPage>(`/blog/posts?${query}`);
    if (result.ok) return result.data;
    if (result.status === 404) return null;
    throw new Error(`GET /blog/posts?${query}: ${result.code}`);
  },
);

/**
 * One published post by its slug, with its bodies and related posts in a language; null for a draft, an unknown
 * slug, or in English a post written in Persian only.
 */
export const blogPost = cache(async (slug: string, locale: Locale): Promise<PostDetail | null> => {
  const result = await publicApi<PostDetail>(`/blog/posts/${encodeURIComponent(slug)}?locale=${locale}`);
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new Error(`GET /blog/posts/${slug}: ${result.code}`);
});
