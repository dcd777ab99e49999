'use client';

import { Button } from '@/components/ui/button';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Link } from '@/i18n/navigation';
import type { MapPoint } from './types';

/**
 * The accessible way to every listing on the map: the same listings as a list of links, each with a
 * button that shows it on the map. Beside the map on wide screens, under it on phones.
 */
export function ListingList({
  points,
  heading,
  note,
  busy,
  selectedId,
  onShow,
}: {
  points: MapPoint[];
  heading: string;
  note?: string;
  busy?: boolean;
  selectedId: string | null;
  onShow: (point: MapPoint) => void;
}) {
  const t = useTranslations('marketMap');
  return (
    <section aria-labelledby="map-list-heading" aria-busy={busy || undefined} className="flex min-h-0 flex-col">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="map-list-heading" className="text-base font-semibold" aria-live="polite" data-testid="map-list-count">
          {heading}
        </h2>
        {busy && <span className="text-xs text-muted-foreground">{t('loading')}</span>}
      </div>
      {note && <p className="mb-2 text-xs text-muted-foreground">{note}</p>}
      <ol className="min-h-0 flex-1 space-y-2 overflow-y-auto pe-1" aria-label={t('listLabel')} data-testid="map-list">
        {points.map((point) => (
          <li
            key={point.id}
            data-listing={point.id}
            className={cn(
              'rounded-xl border p-3 text-sm',
              point.id === selectedId ? 'border-ring bg-info-soft' : 'border-border bg-card',
            )}
          >
            <Link href={point.href} className="font-semibold hover:underline">
              {point.title}
            </Link>
            <p className="mt-0.5 text-xs text-muted-foreground">{point.shop}</p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{point.price ?? ''}</span>
              <Button variant="outline" size="sm" onClick={() => onShow(point)}>
                {t('showOnMap')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
