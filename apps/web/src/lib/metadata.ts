import 'server-only';
import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { TitleKey } from '@/routes/manifest';
import { metaDescription } from './meta-description';

/** The path of a page in a locale: bare for fa, /en-prefixed for en unless English has its own host. */
export function localizedPath(locale: Locale, path: string): string {
  const env = getEnv();
  if (locale === 'fa' || env.EN_HOST) return path;
  return path === '/' ? '/en' : `/en${path}`;
}

export function absoluteUrl(locale: Locale, path: string): string {
  const env = getEnv();
  const origin = locale === 'en' ? env.englishOrigin : env.siteOrigin;
  return `${origin}${localizedPath(locale, path)}`;
}

/**
 * Title, description, canonical, og:url, hreflang alternates and the Open Graph image of a page
 * (SPEC section 2: canonical = host, English host for en, + full path).
 */
export async function pageMetadata(
  locale: Locale,
  path: string,
  titleKey: TitleKey,
  description?: string,
  /** Pages named by their content (a tool, a shared result): its title, and its picture for previews. */
  own: {
    title?: string;
    image?: { url: string; width?: number; height?: number };
    /**
     * The address of the page this one copies word for word (`/services/{tool}` is `/ai/{tool}`): canonical,
     * og:url and the language alternates name it, so search engines index one of the two.
     */
    canonicalPath?: string;
  } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'titles' });
  const site = await getTranslations({ locale, namespace: 'site' });
  const title = own.title ?? (titleKey === 'default' || titleKey === 'tool' ? site('name') : t(titleKey));
  const canonicalPath = own.canonicalPath ?? path;
  const url = absoluteUrl(locale, canonicalPath);
  const env = getEnv();
  // Whole sentences within 160 characters, whoever wrote them (an owner's description can run for pages).
  const summary = metaDescription(description ?? site('description'));
  return {
    title,
    description: summary,
    metadataBase: new URL(env.siteOrigin),
    alternates: {
      canonical: url,
      languages: {
        fa: absoluteUrl('fa', canonicalPath),
        en: absoluteUrl('en', canonicalPath),
        'x-default': absoluteUrl('fa', canonicalPath),
      },
    },
    openGraph: {
      type: 'website',
      url,
      title,
      description: summary,
      siteName: site('name'),
      locale: locale === 'fa' ? 'fa_IR' : 'en_US',
      images: [
        own.image
          ? { ...own.image, url: new URL(own.image.url, env.siteOrigin).href, alt: title }
          : { url: `${env.siteOrigin}/og.png`, width: 1200, height: 630, alt: site('name') },
      ],
    },
    twitter: { card: 'summary_large_image' },
  };
}

/** The 404 page's head: its title, and kept out of the index. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('titles');
  return { title: t('notFound'), robots: { index: false } };
}
