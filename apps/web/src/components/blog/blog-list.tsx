import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/content/page-hero';
import { JsonLd } from '@/components/market/json-ld';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { BookIcon } from '@/components/ui/icons/book';
import { FeedIcon } from '@/components/ui/icons/feed';
import { Pagination } from '@/components/ui/pagination';
import { FEED_PATH } from '@/lib/blog-feed';
import { absoluteUrl, localizedPath, pageMetadata } from '@/lib/metadata';
import { paginationLabels } from '@/lib/pagination-labels';
import { collectionPageLd } from '@/lib/structured-data';
import {
  BLOG_PAGE_SIZE,
  blogListPath,
  categoryName,
  postIn,
  postPath,
  type BlogCategory,
  type BlogCategoryRef,
} from './blog';
import { blogCategories, blogPosts } from './data';
import { PostGrid } from './post-cards';

export interface BlogListQuery {
  category: string | null;
  page: number;
}

/** The category a list names, or null for the whole blog; undefined when no category has that slug. */
async function listCategory(query: BlogListQuery): Promise<BlogCategory | null | undefined> {
  if (!query.category) return null;
  return (await blogCategories()).find((category) => category.slug === query.category);
}

/** The list's title: the blog's or its category's, and the page's number after the first. */
async function listTitle(locale: Locale, category: BlogCategoryRef | null, page: number) {
  const [t, titles] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'titles' }),
  ]);
  const title = category ? t('categoryTitle', { name: categoryName(category, locale) }) : titles('blog');
  return page > 1 ? t('pageTitle', { title, page }) : title;
}

export async function blogListMetadata(locale: Locale, query: BlogListQuery): Promise<Metadata> {
  const category = await listCategory(query);
  if (category === undefined) return {};
  const t = await getTranslations({ locale, namespace: 'blog' });
  const metadata = await pageMetadata(
    locale,
    blogListPath({ category: category?.slug, page: query.page }),
    'blog',
    category ? t('categoryDescription', { name: categoryName(category, locale) }) : t('intro'),
    { title: await listTitle(locale, category, query.page) },
  );
  // Feed readers and browsers find the feed from the list's <head>.
  const feed = [{ url: absoluteUrl(locale, FEED_PATH), title: t('feed') }];
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/atom+xml': feed } } };
}

/**
 * `/blog` and its pages: the published posts in the page's language, newest first, the categories that
 * hold some as links, and the pages of the list. The same for every visitor, kept by Next.js's cache.
 */
export async function BlogList({ locale, query }: { locale: Locale; query: BlogListQuery }) {
  const [t, categories, category, result] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    blogCategories(),
    listCategory(query),
    blogPosts(locale, query.category, query.page),
  ]);
  if (category === undefined || !result) notFound();
  const pageCount = Math.max(1, Math.ceil(result.total / BLOG_PAGE_SIZE));
  if (query.page > pageCount) notFound();

  const shown = categories.filter(
    (item) => (locale === 'fa' ? item.posts : item.postsEn) > 0 || item.slug === category?.slug,
  );
  const name = category ? categoryName(category, locale) : null;
  const collection = collectionPageLd({
    name: await listTitle(locale, category, query.page),
    description: name ? t('categoryDescription', { name }) : t('intro'),
    url: absoluteUrl(locale, blogListPath({ category: category?.slug, page: query.page })),
    language: locale,
    items: result.items.flatMap((post) => {
      const text = postIn(post, locale);
      return text ? [{ name: text.title, url: absoluteUrl(locale, postPath(post.slug)) }] : [];
    }),
  });

  return (
    <>
      <JsonLd data={collection} />
      <PageHero
        eyebrow={t('heading')}
        title={name ?? t('title')}
        intro={name ? t('categoryDescription', { name }) : t('intro')}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 pb-16 sm:px-6">
        {shown.length ? (
          <FilterChips
            label={t('categories')}
            className="mb-8 flex justify-center"
            chips={[
              { key: '', href: blogListPath({}), label: t('allPosts'), active: !category },
              ...shown.map((item) => ({
                key: item.slug,
                href: blogListPath({ category: item.slug }),
                label: categoryName(item, locale),
                active: item.slug === category?.slug,
              })),
            ]}
            current={query.page > 1 ? 'true' : 'page'}
          />
        ) : null}
        {result.items.length ? (
          <PostGrid posts={result.items} locale={locale} leadCover />
        ) : category ? (
          <EmptyState
            icon={<BookIcon />}
            title={t('emptyCategory')}
            body={t('emptyCategoryBody')}
            action={<ButtonLink href={blogListPath({})}>{t('allPosts')}</ButtonLink>}
          />
        ) : (
          <EmptyState icon={<BookIcon />} title={t('empty')} body={t('emptyBody')} />
        )}
        <Pagination
          page={query.page}
          pageCount={pageCount}
          href={(page) => blogListPath({ category: category?.slug, page })}
          labels={await paginationLabels(t('pages'))}
          locale={locale}
        />
        <div className="mt-10 flex justify-center">
          <Button asChild variant="ghost" size="sm">
            <a href={localizedPath(locale, FEED_PATH)} type="application/atom+xml">
              <FeedIcon className="size-4" />
              {t('feed')}
            </a>
          </Button>
        </div>
      </div>
    </>
  );
}
