import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { blogPosts } from '@/components/blog/data';
import { blogFeedXml, FEED_SIZE } from '@/lib/blog-feed';
import { getEnv } from '@rassam/api/env';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

/**
 * The blog's Atom feed (lib/blog-feed.ts). next.config.ts sends `/blog/feed.xml` to `/feeds/blog/by-host`
 * (English on the English host, Persian on the site's) and `/en/blog/feed.xml` to `/feeds/blog/en`. Readers
 * poll it: a CDN may keep it five minutes (worded as for a public page by server/public-response.ts); the
 * posts come from the API's public cache.
 */
export async function GET(request: Request, { params }: { params: Promise<{ language: string }> }) {
  const { language } = await params;
  if (language !== 'en' && language !== 'by-host') return new Response('Not Found', { status: 404 });
  const locale: Locale = language === 'en' || onEnglishHost(request) ? 'en' : 'fa';
  const [t, site, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'site' }),
    // The API down is an outage a reader retries, not the feed's error.
    blogPosts(locale, null, 1, FEED_SIZE).catch(() => undefined),
  ]);
  if (posts === undefined)
    return new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '60' } });
  const xml = blogFeedXml({
    locale,
    posts: posts?.items ?? [],
    texts: { title: t('heading'), subtitle: t('intro'), author: site('name') },
    url: (path) => absoluteUrl(locale, path),
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, s-maxage=300',
    },
  });
}

function onEnglishHost(request: Request): boolean {
  const englishHost = getEnv().EN_HOST;
  return Boolean(englishHost) && request.headers.get('host')?.toLowerCase() === englishHost!.toLowerCase();
}
