import { type Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { CategoryNode } from '@/components/shop/types';
import { TourEditor } from '@/components/tours/editor/tour-editor';
import { locationTrail, noteListings, ownTour } from '@/components/tours/server';
import { tourPath, toursPath, tourTitle } from '@/components/tours/tour-api';
import { tourViewerLabels } from '@/components/tours/viewer/tour-viewer-labels';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { requireUser } from '@/lib/guards';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Params = Promise<{ locale: Locale; id: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, id } = await params;
  // None of the caller's (null) is the 404 page's title too; a failure to ask (a visitor's 401) is the guard's.
  const tour = await ownTour(id).catch(() => undefined);
  if (tour === null) notFound();
  const base = await pageMetadata(
    locale,
    tourPath(id),
    'tour',
    undefined,
    tour ? { title: tourTitle(tour, locale) } : {},
  );
  return { ...base, robots: { index: false, follow: false } };
}

/**
 * A tour's editor (layout `panel`, as routes.json has it: the panel's menu stays beside the panorama). Another
 * user's tour, or no tour, is the 404 page.
 */
export default async function TourPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const tour = await ownTour(id);
  if (!tour) notFound();
  const [t, labels, categories, location, listings] = await Promise.all([
    getTranslations('tours'),
    tourViewerLabels(locale),
    serverApi<CategoryNode[]>('/market/categories?kind=place'),
    locationTrail(tour.locationId),
    noteListings(),
  ]);
  return (
    <>
      <Breadcrumbs
        label={t('breadcrumb')}
        className="mb-2"
        items={[{ label: t('title'), href: toursPath }, { label: tourTitle(tour, locale) }]}
      />
      <TourEditor
        tour={tour}
        labels={labels}
        categories={categories.ok ? categories.data : []}
        location={location}
        listings={listings}
      />
    </>
  );
}
