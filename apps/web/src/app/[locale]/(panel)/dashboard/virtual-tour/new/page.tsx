import { type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { NewTour } from '@/components/tours/new-tour';
import { newTourPath, toursPath, tourTitle, type TourView } from '@/components/tours/tour-api';
import { ownTour } from '@/components/tours/server';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';

type Params = Promise<{ locale: Locale }>;

export const generateMetadata = panelMetadata(newTourPath, 'tourNew');

/** A new tour: its title, then its panoramas (`?tour=` once the tour is made). */
export default async function NewTourPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ tour?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const [t, tour] = await Promise.all([
    getTranslations('tours'),
    searchParams.then(({ tour: id }): Promise<TourView | null> => (id ? ownTour(id) : Promise.resolve(null))),
  ]);
  const step = tour ? 'scenes' : 'title';

  return (
    <>
      <Breadcrumbs
        label={t('breadcrumb')}
        className="mb-2"
        items={[{ label: t('title'), href: toursPath }, { label: t('new') }]}
      />
      <PageHeader title={t('new')} intro={t('newIntro')} />
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>{step === 'title' ? t('create.step1') : t('create.step2')}</CardTitle>
          <CardDescription>{step === 'title' ? t('create.step1Intro') : t('create.step2Intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <NewTour tour={tour ? { id: tour.id, title: tourTitle(tour, locale) } : null} />
        </CardContent>
      </Card>
    </>
  );
}
