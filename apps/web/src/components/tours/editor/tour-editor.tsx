'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { LocationValue } from '@/components/shop/location-picker';
import type { CategoryNode } from '@/components/shop/types';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EyeIcon } from '@/components/ui/icons/eye';
import { MediaFrame } from '@/components/ui/media-frame';
import { StatusChip } from '@/components/ui/status-chip';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import TourViewer from '@/components/tours/viewer/tour-viewer';
import type { TourViewerLabels } from '@/components/tours/viewer/types';
import { api } from '@/lib/api-client';
import {
  orderedScenes,
  statusTones,
  tourTitle,
  type Hotspot,
  type NoteListings,
  type StartView,
  type TourView,
} from '../tour-api';
import { useStatusLabels } from '../tour-labels';
import { DetailsPanel } from './details-panel';
import { hotspotAt, HotspotsPanel, type HotspotKind } from './hotspots-panel';
import { PlanPanel } from './plan-panel';
import { PublishPanel } from './publish-panel';
import { ScenesPanel } from './scenes-panel';

/**
 * A tour's editor: the panorama of the scene being edited (a click places a hotspot, a drag moves it) or,
 * in preview, the tour as visitors walk it; beside it, its sections, each saved on its own. Hotspot edits
 * are kept per scene until saved, so moving between scenes (or a refused save) loses nothing.
 */
export function TourEditor({
  tour: initial,
  labels,
  categories,
  location,
  listings,
}: {
  tour: TourView;
  labels: TourViewerLabels;
  categories: CategoryNode[];
  location: LocationValue | null;
  /** What an info hotspot may link to: the owner's shop's listings. */
  listings: NoteListings;
}) {
  const t = useTranslations('tours');
  const locale = useLocale() as Locale;
  const statuses = useStatusLabels();
  const [tour, setTour] = useState(initial);
  const [sceneId, setSceneId] = useState<string | null>(
    () => initial.startSceneId ?? orderedScenes(initial)[0]?.id ?? null,
  );
  const [drafts, setDrafts] = useState<Record<string, Hotspot[]>>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [kind, setKind] = useState<HotspotKind>('link');
  const [view, setView] = useState<StartView | null>(null);
  const [preview, setPreview] = useState(false);
  const [tab, setTab] = useState(initial.scenes.length ? 'hotspots' : 'scenes');

  const reload = useCallback(async () => {
    const { data } = await api.get<TourView>(`/tours/${initial.id}`, { toastErrors: false });
    setTour(data);
    setSceneId((current) =>
      current && data.scenes.some((scene) => scene.id === current)
        ? current
        : (data.startSceneId ?? orderedScenes(data)[0]?.id ?? null),
    );
  }, [initial.id]);

  const scene = tour.scenes.find((s) => s.id === sceneId) ?? null;
  const hotspots = scene ? (drafts[scene.id] ?? scene.hotspots) : [];
  const setHotspots = (next: Hotspot[] | null) => {
    if (!scene) return;
    setDrafts(({ [scene.id]: _dropped, ...rest }) => (next ? { ...rest, [scene.id]: next } : rest));
  };
  const shown = {
    ...tour,
    scenes: tour.scenes.map((s) => (drafts[s.id] && !preview ? { ...s, hotspots: drafts[s.id]! } : s)),
  };
  const choose = (id: string) => {
    setSceneId(id);
    setSelected(null);
    // Until the viewer reports a turn, it shows the new scene's start view.
    setView(null);
  };
  const unsaved = Object.keys(drafts).length;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]" data-testid="tour-editor">
      <section aria-labelledby="tour-heading" className="min-w-0 space-y-3 lg:sticky lg:top-20">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h1 id="tour-heading" className="text-2xl font-extrabold" dir="auto">
              {tourTitle(tour, locale)}
            </h1>
            <StatusChip status={tour.status} tones={statusTones} label={statuses[tour.status]} className="mt-1" />
          </div>
          {tour.kind === 'scenes' && tour.scenes.length ? (
            <Button
              variant={preview ? 'primary' : 'outline'}
              aria-pressed={preview}
              onClick={() => {
                setPreview(!preview);
                setSelected(null);
              }}
              data-testid="preview-toggle"
            >
              <EyeIcon className="size-4" />
              {t('editor.preview')}
            </Button>
          ) : null}
        </div>
        {tour.status === 'accepted' ? <Alert tone="info">{t('editor.resubmits')}</Alert> : null}
        <MediaFrame className="h-[55dvh] lg:h-[70dvh]">
          {tour.kind === 'imported' && tour.site ? (
            <iframe
              src={tour.site.url}
              title={tourTitle(tour, locale)}
              sandbox="allow-scripts"
              className="size-full border-0"
            />
          ) : scene ? (
            <TourViewer
              key={preview ? 'preview' : 'edit'}
              tour={shown}
              labels={labels}
              locale={locale}
              variant="fill"
              newTabLinks
              sceneId={scene.id}
              onSceneChange={choose}
              editing={
                preview
                  ? undefined
                  : {
                      selectedHotspotId: selected,
                      onPick: (point) => {
                        const hotspot = hotspotAt(point, kind, scene, tour);
                        setHotspots([...hotspots, hotspot]);
                        setSelected(hotspot.id);
                        setTab('hotspots');
                      },
                      onSelect: (id) => {
                        setSelected(id);
                        if (id) setTab('hotspots');
                      },
                      onMove: (id, point) =>
                        setHotspots(
                          hotspots.map((h) => (h.id === id ? { ...h, yaw: point.yaw, pitch: point.pitch } : h)),
                        ),
                      onViewChange: setView,
                    }
              }
            />
          ) : (
            <p className="grid size-full place-items-center p-6 text-center text-muted-foreground">
              {t('editor.noScenes')}
            </p>
          )}
        </MediaFrame>
        {preview ? (
          <p className="text-sm text-muted-foreground">{t('editor.previewHint')}</p>
        ) : scene ? (
          <p className="text-sm text-muted-foreground">{t('editor.editHint')}</p>
        ) : null}
        {unsaved ? (
          <Alert tone="warning" role="status">
            {t('editor.unsaved', { count: unsaved })}
          </Alert>
        ) : null}
      </section>
      <Card padded asChild className="min-w-0">
        <aside aria-label={t('editor.sections')}>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={t('editor.sections')} className="mb-4 flex-wrap">
              {tour.kind === 'scenes' ? (
                <>
                  <TabsTrigger value="scenes">{t('editor.scenes')}</TabsTrigger>
                  {scene ? <TabsTrigger value="hotspots">{t('editor.hotspots')}</TabsTrigger> : null}
                  <TabsTrigger value="plan">{t('editor.plan')}</TabsTrigger>
                </>
              ) : null}
              <TabsTrigger value="details">{t('editor.details')}</TabsTrigger>
              <TabsTrigger value="publish">{t('editor.publish')}</TabsTrigger>
            </TabsList>
            {tour.kind === 'scenes' ? (
              <>
                <TabsContent value="scenes">
                  <ScenesPanel tour={tour} current={sceneId} onCurrent={choose} onChanged={reload} />
                </TabsContent>
                {scene ? (
                  <TabsContent value="hotspots">
                    <HotspotsPanel
                      key={scene.id}
                      tour={tour}
                      scene={scene}
                      hotspots={hotspots}
                      onChange={setHotspots}
                      selected={selected}
                      onSelect={setSelected}
                      kind={kind}
                      onKind={setKind}
                      view={view ?? scene.view}
                      listings={listings}
                      onSaved={reload}
                    />
                  </TabsContent>
                ) : null}
                <TabsContent value="plan">
                  <PlanPanel tour={tour} onSaved={reload} />
                </TabsContent>
              </>
            ) : null}
            <TabsContent value="details">
              <DetailsPanel tour={tour} categories={categories} location={location} onSaved={reload} />
            </TabsContent>
            <TabsContent value="publish">
              <PublishPanel tour={tour} onSaved={reload} />
            </TabsContent>
          </Tabs>
        </aside>
      </Card>
    </div>
  );
}
