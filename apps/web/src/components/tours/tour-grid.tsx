import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { PanoramaIcon } from '@/components/ui/icons/panorama';
import { StatusChip } from '@/components/ui/status-chip';
import { Link } from '@/i18n/navigation';
import { useStatusLabels, useVisibilityLabels } from './tour-labels';
import { statusTones, tourPath, tourPreview, tourTitle, type TourView } from './tour-api';

/** The owner's tours as cards: the start scene's preview, the review's state (a refusal with its reason). */
export function TourGrid({ tours }: { tours: TourView[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="tour-grid">
      {tours.map((tour) => (
        <TourCard key={tour.id} tour={tour} />
      ))}
    </ul>
  );
}

function TourCard({ tour }: { tour: TourView }) {
  const t = useTranslations('tours');
  const locale = useLocale() as Locale;
  const statuses = useStatusLabels();
  const visibilities = useVisibilityLabels();
  const title = tourTitle(tour, locale);
  const preview = tourPreview(tour);
  return (
    <Card asChild className="flex flex-col overflow-hidden">
      <li data-testid="tour-card" data-status={tour.status} data-id={tour.id}>
        <Link href={tourPath(tour.id)} className="relative block aspect-[2/1] overflow-hidden bg-muted">
          {preview ? (
            <img src={preview} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <PanoramaIcon className="absolute inset-0 m-auto size-12 text-muted-foreground" aria-hidden />
          )}
          <Badge tone="media" className="absolute start-2 top-2">
            {visibilities[tour.visibility]}
          </Badge>
          <span className="sr-only">{t('open', { title })}</span>
        </Link>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StatusChip status={tour.status} tones={statusTones} data-testid="status" label={statuses[tour.status]} />
            <DateText value={tour.updatedAt} month="short" className="text-xs text-muted-foreground" />
          </div>
          <p className="line-clamp-2 text-sm font-semibold" dir="auto">
            <Link href={tourPath(tour.id)} className="hover:text-link">
              {title}
            </Link>
          </p>
          {tour.status === 'rejected' && tour.rejectionReason ? (
            <Alert tone="danger" role="note" data-testid="rejection">
              {t.rich('review.reason', { reason: () => <bdi>{tour.rejectionReason}</bdi> })}
            </Alert>
          ) : null}
          <p className="mt-auto text-xs text-muted-foreground">
            {tour.kind === 'imported' ? t('imported') : t('sceneCount', { count: tour.scenes.length })}
          </p>
        </div>
      </li>
    </Card>
  );
}
