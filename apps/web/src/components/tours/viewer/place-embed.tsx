'use client';

import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { useSceneParam } from './scene-param';
import type { Locale, TourViewerLabels, ViewerTour } from './types';

const TourViewer = dynamic(() => import('./tour-viewer'), { ssr: false });

export interface PlaceEmbedProps {
  tour: ViewerTour;
  labels: TourViewerLabels;
  locale: Locale;
  /** The tour's page on Rassam (absolute: the embed sits in another site's frame). */
  openHref: string;
  openLabel: string;
}

/** A tour alone, for an iframe on any site: the viewer over the whole frame and a link to open it on Rassam. */
export function PlaceEmbed({ tour, labels, locale, openHref, openLabel }: PlaceEmbedProps) {
  const [sceneId, setSceneId] = useSceneParam();
  return (
    <div className="relative size-full" data-testid="place-embed">
      <TourViewer
        tour={tour}
        labels={labels}
        locale={locale}
        sceneId={sceneId}
        onSceneChange={setSceneId}
        variant="fill"
        newTabLinks
      />
      <Button asChild variant="outline" size="sm" className="absolute end-3 top-3 rounded-full shadow">
        <a href={openHref} target="_blank" rel="noopener">
          {openLabel}
        </a>
      </Button>
    </div>
  );
}
