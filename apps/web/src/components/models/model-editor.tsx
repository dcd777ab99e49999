'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusChip } from '@/components/ui/status-chip';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRouter } from '@/i18n/navigation';
import { followLive } from '@/lib/follow-live';
import { ArPanel } from './editor/ar-panel';
import { DetailsPanel } from './editor/details-panel';
import { noteAt, NotesPanel, type DraftNote } from './editor/notes-panel';
import { SharePanel } from './editor/share-panel';
import { ViewPanel } from './editor/view-panel';
import {
  arPlacement,
  failureReason,
  libraryPath,
  modelTitle,
  statusTones,
  viewHotspots,
  viewSettings,
  type Model,
  type ModelStatus,
} from './model-data';
import type { ModelViewHandle, ViewSettings } from './model-view';

const ModelView = dynamic(() => import('./model-view'), { ssr: false });

/**
 * A model's own page (layout `empty`): the viewer over the whole screen beside (below, on a phone) the
 * editor of its texts, visibility, AR settings, notes, opening view and lighting, and its links. A model
 * still processing is followed live; the page reloads when it settles.
 */
export function ModelEditor({ model: initial, shopOwner }: { model: Model; shopOwner: boolean }) {
  const t = useTranslations('models');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const viewer = useRef<ModelViewHandle>(null);
  const [model, setModel] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setModel(initial);
  }
  // What the panels change before it is saved, shown on the model as it is changed.
  const [notes, setNotes] = useState<DraftNote[] | null>(null);
  const [openNote, setOpenNote] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [view, setView] = useState<Partial<ViewSettings> | null>(null);

  useEffect(() => {
    if (initial.status !== 'processing') return;
    return followLive<ModelStatus, Model>({
      path: `/models/${initial.id}`,
      event: 'model',
      isSettled: (status) => status !== 'processing',
      isGone: (error) => error.status === 404,
      onEvent: (state) => setModel((current) => ({ ...current, ...state })),
      onSettled: (settled) => {
        if (!settled) return router.push(libraryPath);
        setModel(settled);
        router.refresh();
      },
    });
  }, [initial.id, initial.status, router]);

  const saved = (next: Model) => {
    setModel(next);
    setNotes(null);
    setView(null);
  };
  const title = modelTitle(model, locale);
  const shownNotes = notes ?? model.hotspots;

  return (
    <div
      className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_26rem]"
      data-testid="model-editor"
      data-status={model.status}
    >
      <section aria-label={t('editor.viewer')} className="relative h-[60dvh] lg:sticky lg:top-0 lg:h-dvh">
        {model.status === 'ready' && model.glbUrl ? (
          <ModelView
            handle={viewer}
            src={model.glbUrl}
            iosSrc={model.usdzUrl}
            poster={model.posterUrl}
            alt={t('alt', { title })}
            hotspots={viewHotspots({ hotspots: shownNotes }, locale)}
            openHotspot={openNote}
            settings={{ ...viewSettings(model), ...view }}
            ar={arPlacement(model)}
            onSurfacePress={
              placing
                ? (point) => {
                    const note = noteAt(point);
                    setNotes([...shownNotes, note]);
                    setOpenNote(note.id);
                    setPlacing(false);
                  }
                : undefined
            }
            className={placing ? 'cursor-crosshair' : undefined}
          />
        ) : (
          <div className="grid size-full place-items-center p-8">
            {model.posterUrl ? (
              <img src={model.posterUrl} alt="" className="absolute inset-0 size-full object-contain opacity-40" />
            ) : null}
            <div className="relative w-full max-w-sm space-y-3 text-center">
              <StatusChip status={model.status} tones={statusTones} label={t(`status.${model.status}`)} />
              {model.status === 'processing' ? (
                <>
                  <p>{t('editor.processing')}</p>
                  <ProgressBar label={t('processing', { title })} value={model.progress} />
                </>
              ) : (
                <Alert tone="danger">
                  {t('editor.failed', { reason: t(`reasons.${failureReason(model.error?.reason)}`) })}
                </Alert>
              )}
            </div>
          </div>
        )}
        {placing ? (
          <p role="status" className="absolute inset-x-0 bottom-14 text-center text-sm">
            <span className="rounded-full bg-black/60 px-3 py-1.5">{t('notes.placing')}</span>
          </p>
        ) : null}
      </section>
      <aside aria-label={t('editor.panel')} className="bg-card text-foreground lg:h-dvh lg:overflow-y-auto">
        <div className="space-y-1 p-5 pt-16">
          <h1 className="text-xl font-extrabold" dir="auto">
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">{t(`visibility.${model.visibility}`)}</p>
        </div>
        <Tabs defaultValue="details" className="px-5 pb-8">
          <TabsList aria-label={t('editor.sections')} className="mb-4 flex-wrap">
            <TabsTrigger value="details">{t('editor.details')}</TabsTrigger>
            {model.status === 'ready' ? (
              <>
                <TabsTrigger value="notes">{t('editor.notes')}</TabsTrigger>
                <TabsTrigger value="view">{t('editor.view')}</TabsTrigger>
                <TabsTrigger value="ar">{t('editor.ar')}</TabsTrigger>
              </>
            ) : null}
            <TabsTrigger value="share">{t('editor.share')}</TabsTrigger>
          </TabsList>
          <TabsContent value="details">
            <DetailsPanel model={model} onSaved={saved} />
          </TabsContent>
          {model.status === 'ready' ? (
            <>
              <TabsContent value="notes">
                <NotesPanel
                  model={model}
                  notes={shownNotes}
                  onChange={setNotes}
                  open={openNote}
                  onOpen={setOpenNote}
                  placing={placing}
                  onPlacing={setPlacing}
                  placeAtCentre={() => viewer.current?.centrePoint() ?? null}
                  onSaved={saved}
                />
              </TabsContent>
              <TabsContent value="view">
                <ViewPanel
                  model={model}
                  draft={view}
                  onChange={setView}
                  currentOrbit={() => viewer.current?.orbit() ?? null}
                  snapshot={() => viewer.current?.snapshot() ?? Promise.resolve(null)}
                  onSaved={saved}
                  onPosterSaved={setModel}
                />
              </TabsContent>
              <TabsContent value="ar">
                <ArPanel model={model} onSaved={saved} />
              </TabsContent>
            </>
          ) : null}
          <TabsContent value="share">
            <SharePanel model={model} shopOwner={shopOwner} onSaved={saved} />
          </TabsContent>
        </Tabs>
      </aside>
    </div>
  );
}
