import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { serverApiPage } from '@/lib/server-api';
import { TourAttach } from './tour-attach';
import { tourTitle, type TourView } from './tour-api';

/** Tours read to choose from: an owner's tours fit in one page of the API's largest. */
const TOURS_READ = 50;

/** The "Virtual tour" section of a place's editor: the tour shown on the place, chosen from the owner's own. */
export async function PlaceTourSection({ listingId, locale }: { listingId: string; locale: Locale }) {
  const [t, list] = await Promise.all([
    getTranslations('tours'),
    serverApiPage<TourView>(`/tours?page=1&pageSize=${TOURS_READ}`),
  ]);
  const tours = list.ok ? list.data : [];
  const attached = tours.find((tour) => tour.listing?.id === listingId) ?? null;
  return (
    <Card padded asChild>
      <section aria-labelledby="place-tour" data-testid="place-tour">
        <h2 id="place-tour" className="mb-3 text-lg font-bold">
          {t('attach.title')}
        </h2>
        <TourAttach
          listingId={listingId}
          attached={attached ? { id: attached.id, title: tourTitle(attached, locale) } : null}
          choices={tours
            .filter((tour) => !tour.listing)
            .map((tour) => ({ id: tour.id, title: tourTitle(tour, locale), status: tour.status }))}
          loadFailed={!list.ok}
        />
      </section>
    </Card>
  );
}
