'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PanoramaIcon } from '@/components/ui/icons/panorama';
import { Alert } from '@/components/ui/alert';
import { MediaFrame, MediaFrameCover } from '@/components/ui/media-frame';
import { api } from '@/lib/api-client';
import { useSceneParam } from './scene-param';
import type { Locale, TourViewerLabels, ViewerTour } from './types';

const TourViewer = dynamic(() => import('./tour-viewer'), { ssr: false });

/** What a market listing says of its tour (the listing detail's `tour`). */
export interface ListingTourSummary {
  link: string;
  title: string;
  titleEn: string | null;
  previewUrl: string;
}

export interface ListingTourProps {
  tour: ListingTourSummary;
  labels: TourViewerLabels;
  locale: Locale;
  heading: string;
  intro: string;
  enter: string;
  /** Said when the tour could not be fetched, with a button to try again. */
  loadError: string;
  retry: string;
}

/**
 * A listing's virtual tour. Until the visitor asks for it, the first scene's preview and a button: the tour
 * (its scenes, and Photo Sphere Viewer) loads only then, so the listing page stays as light as the others.
 * A deep link to a scene (`?scene=`) opens it at once. Entering moves focus to the viewer.
 */
export function ListingTour({
  tour: summary,
  labels,
  locale,
  heading,
  intro,
  enter,
  loadError,
  retry,
}: ListingTourProps) {
  const [sceneId, setSceneId] = useSceneParam();
  const [entered, setEntered] = useState(false);
  const [tour, setTour] = useState<ViewerTour | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (sceneId !== undefined) setEntered(true);
  }, [sceneId]);

  useEffect(() => {
    if (!entered) return;
    let alive = true;
    setFailed(false);
    api
      .get<ViewerTour>(`/public/tours/${encodeURIComponent(summary.link)}`, { toastErrors: false })
      .then(({ data }) => alive && setTour(data))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [entered, summary.link, attempt]);

  return (
    <Card asChild padded className="mt-8">
      <section aria-labelledby="listing-tour" data-testid="listing-tour">
        <div className="mb-4">
          <h2 id="listing-tour" className="flex items-center gap-2 text-lg font-bold">
            <PanoramaIcon className="size-5 text-muted-foreground" />
            {heading}
          </h2>
          <p className="text-sm text-muted-foreground">{intro}</p>
        </div>
        {tour ? (
          <TourViewer
            tour={tour}
            labels={labels}
            locale={locale}
            sceneId={sceneId}
            onSceneChange={setSceneId}
            autoFocus
          />
        ) : failed ? (
          <Alert tone="warning">
            <p className="font-semibold">{loadError}</p>
            <Button variant="link" className="mt-2 text-current underline" onClick={() => setAttempt((n) => n + 1)}>
              {retry}
            </Button>
          </Alert>
        ) : (
          <MediaFrame className="aspect-[2/1] w-full">
            <img src={summary.previewUrl} alt="" decoding="async" className="size-full object-cover" />
            <MediaFrameCover>
              <Button size="control" loading={entered} onClick={() => setEntered(true)} data-testid="enter-tour">
                <PanoramaIcon className="size-5" />
                {enter}
              </Button>
            </MediaFrameCover>
          </MediaFrame>
        )}
      </section>
    </Card>
  );
}
