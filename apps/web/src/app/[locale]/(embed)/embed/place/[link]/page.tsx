import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JsonLd } from '@/components/market/json-ld';
import { PlaceEmbed } from '@/components/tours/viewer/place-embed';
import { embedPlacePath, publicTour, type PublicTour } from '@/components/tours/viewer/public-tour';
import { orderedScenes, tourTitle } from '@/components/tours/viewer/tour-data';
import { tourViewerLabels } from '@/components/tours/viewer/tour-viewer-labels';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; link: string }> };

const absolute = (path: string) => new URL(path, getEnv().siteOrigin).href;

function description(tour: PublicTour, locale: Locale) {
  const own = locale === 'en' ? (tour.descriptionEn ?? tour.description) : tour.description;
  return own?.trim() || null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, link } = await params;
  const tour = await publicTour(link);
  if (!tour) return {};
  const t = await getTranslations({ locale, namespace: 'tourViewer' });
  const title = tourTitle(tour, locale);
  const page = absoluteUrl(locale, embedPlacePath(link));
  const preview = orderedScenes(tour)[0]?.previewUrl;
  const base = await pageMetadata(
    locale,
    embedPlacePath(link),
    'embedPlace',
    description(tour, locale) ?? t('embedDescription', { title }),
    { title, ...(preview ? { image: { url: preview, width: 1024, height: 512 } } : {}) },
  );
  return {
    ...base,
    // Unlisted tours are for those given the link; public ones may be found.
    robots: { index: tour.visibility === 'public', follow: true },
    // oEmbed discovery: a CMS given this page's address finds the embed code here (oembed.com, section 4).
    alternates: {
      ...base.alternates,
      types: {
        'application/json+oembed': absolute(`/api/oembed?${new URLSearchParams({ url: page, format: 'json' })}`),
      },
    },
  };
}

/**
 * A virtual tour alone, for an iframe on any site (`frame-ancestors *`, decision 020): the viewer over the
 * whole frame, a link to open it on Rassam (its listing's page when it is on the market), and its
 * description for search engines (a schema.org Place with its scenes as photos).
 */
export default async function PlaceEmbedPage({ params }: Props) {
  const { locale, link } = await params;
  setRequestLocale(locale);
  const tour = await publicTour(link);
  if (!tour) notFound();
  const t = await getTranslations('tourViewer');
  const page = absoluteUrl(locale, embedPlacePath(link));
  const about = description(tour, locale);
  return (
    <>
      <PlaceEmbed
        tour={tour}
        labels={await tourViewerLabels(locale)}
        locale={locale}
        openHref={tour.listing ? absoluteUrl(locale, tour.listing.path) : page}
        openLabel={t('openInRassam')}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Place',
          name: tourTitle(tour, locale),
          ...(about ? { description: about } : {}),
          url: page,
          photo: orderedScenes(tour).map((scene) => ({
            '@type': 'ImageObject',
            contentUrl: absolute(scene.previewUrl),
            name: locale === 'en' && scene.nameEn ? scene.nameEn : scene.name,
          })),
        }}
      />
    </>
  );
}
