import { getEnv } from '@rassam/api/env';
import { OtherLanguage } from '@/components/layout/other-language';
import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/content/section-heading';
import { MarketImage } from '@/components/market/market-image';
import { BreadcrumbJsonLd, JsonLd, type TextCrumb } from '@/components/market/json-ld';
import { getPathname, Link } from '@/i18n/navigation';
import { badgeVariants } from '@/components/ui/badge';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { cn } from '@/components/ui/cn';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { blogPostingLd } from '@/lib/structured-data';
import { BLOG_PATH, blogListPath, categoryName, hasEnglish, postIn, postPath, postsIn, type PostDetail } from './blog';
import { PostBody } from './post-body';
import { PostGrid, PostMeta } from './post-cards';

/** The post's title, summary, reading time and body in the page's language; null when it is not written in it. */
export function postText(post: PostDetail, locale: Locale) {
  const text = postIn(post, locale);
  if (!text) return null;
  return { ...text, body: locale === 'fa' ? post.body : (post.bodyEn ?? post.body) };
}

/** The cover as previews take it: its address, and its size when the API knows it. */
const coverSize = ({ url, width, height }: NonNullable<PostDetail['cover']>) => ({
  url,
  ...(width && height ? { width, height } : {}),
});

/**
 * A post's head: its title, its summary, its cover for previews. A post in Persian only names no English
 * alternate (its English address is the 404 page).
 */
export async function postMetadata(locale: Locale, post: PostDetail): Promise<Metadata> {
  const text = postText(post, locale);
  if (!text) return {};
  const metadata = await pageMetadata(locale, postPath(post.slug), 'blogPost', text.summary, {
    title: text.title,
    ...(post.cover ? { image: coverSize(post.cover) } : {}),
  });
  const openGraph = {
    ...metadata.openGraph,
    type: 'article' as const,
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
  };
  if (hasEnglish(post)) return { ...metadata, openGraph };
  return { ...metadata, openGraph, alternates: { canonical: metadata.alternates?.canonical } };
}

/**
 * `/blog/{slug}`: the post (its category, title, summary, date and reading time, cover and body), then the
 * related posts. The same for every visitor, kept by Next.js's cache.
 */
export async function PostPage({ post, locale }: { post: PostDetail; locale: Locale }) {
  const text = postText(post, locale)!;
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'site' }),
  ]);
  const category = post.category ? categoryName(post.category, locale) : null;
  const categoryHref = post.category ? blogListPath({ category: post.category.slug }) : null;
  const crumbs: TextCrumb[] = [
    { label: t('home'), href: '/' },
    { label: t('title'), href: BLOG_PATH },
    ...(category && categoryHref ? [{ label: category, href: categoryHref }] : []),
    { label: text.title },
  ];
  const url = absoluteUrl(locale, postPath(post.slug));
  const data = blogPostingLd({
    headline: text.title,
    description: text.summary,
    url,
    images: post.cover ? [absoluteUrl(locale, post.cover.url)] : [],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    language: locale,
    section: category ?? undefined,
    publisher: {
      name: site('name'),
      url: absoluteUrl(locale, '/'),
      logo: new URL('/icon.svg', getEnv().siteOrigin).href,
    },
  });
  const related = postsIn(post.related, locale);

  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-8 pb-12 sm:px-6" data-testid="post">
        <JsonLd data={data} />
        {/* A Persian-only post: the header's switch goes to the English blog, not to this post's 404. */}
        {hasEnglish(post) ? null : <OtherLanguage href={getPathname({ href: BLOG_PATH, locale: 'en' })} />}
        <BreadcrumbJsonLd items={crumbs} locale={locale} />
        <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />
        <header className="mt-6 space-y-4">
          {category && categoryHref ? (
            <Link href={categoryHref} className={badgeVariants({ tone: 'info', className: 'hover:underline' })}>
              {category}
            </Link>
          ) : null}
          <h1 className="text-3xl leading-snug font-black sm:text-4xl sm:leading-snug">{text.title}</h1>
          <p className="text-lg leading-8 text-muted-foreground">{text.summary}</p>
          <PostMeta publishedAt={post.publishedAt} minutes={text.readingMinutes} locale={locale} className="text-sm" />
        </header>
        {post.cover ? (
          <MarketImage
            src={post.cover.url}
            alt={text.title}
            width={post.cover.width ?? 1280}
            height={post.cover.height ?? undefined}
            sizes="(min-width: 52rem) 48rem, calc(100vw - 2rem)"
            loading="eager"
            fetchPriority="high"
            className="mt-8 h-auto w-full rounded-2xl border border-border"
          />
        ) : null}
        <PostBody markdown={text.body} locale={locale} className="mt-8" />
      </article>
      {related.length ? (
        // In the article's column, under a rule: up to three small cards side by side.
        <section aria-labelledby="related-posts" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
          <div className="border-t border-border pt-10">
            <SectionHeading id="related-posts" size="md" className="mb-5">
              {t('related')}
            </SectionHeading>
            <PostGrid
              posts={related}
              locale={locale}
              headingLevel="h3"
              className={cn('sm:grid-cols-2', related.length > 2 && 'md:grid-cols-3')}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
