import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { postIn } from '@/components/blog/blog';
import { BlogList, blogListMetadata } from '@/components/blog/blog-list';
import { blogPost } from '@/components/blog/data';
import { PostPage, postMetadata } from '@/components/blog/post-page';
import { blogListFrom } from '@/routes/blog-list';
import { QUERY_SEGMENT } from '@/routes/market-lists';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/**
 * `/blog/{segment}` is a post, or, when the proxy moved the list's query into it (`~category=…&page=…`,
 * routes/blog-list.ts; no post's slug starts with `~`), a page of the list. A post in Persian only has no
 * English page: `/en/blog/{slug}` of it is the 404 page, as a draft's or an unknown slug's is.
 */
async function segmentOf(locale: Locale, slug: string) {
  if (slug.startsWith(QUERY_SEGMENT)) {
    const query = blogListFrom(slug);
    return query ? ({ kind: 'list', query } as const) : null;
  }
  // One address per post: the API finds `Some-Post` as `some-post`, the page does not.
  const post = await blogPost(slug, locale);
  return post && post.slug === slug && postIn(post, locale) ? ({ kind: 'post', post } as const) : null;
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  const segment = await segmentOf(locale, slug);
  if (!segment) return {};
  return segment.kind === 'list' ? blogListMetadata(locale, segment.query) : postMetadata(locale, segment.post);
}

export default async function BlogSegmentPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const segment = await segmentOf(locale, slug);
  if (!segment) notFound();
  if (segment.kind === 'list') return <BlogList locale={locale} query={segment.query} />;
  return <PostPage post={segment.post} locale={locale} />;
}
