'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { IconButton } from '@/components/ui/icon-button';
import { ArrowForwardIcon } from '@/components/ui/icons/arrow-forward';
import { CloseIcon } from '@/components/ui/icons/close';
import { PanoramaIcon } from '@/components/ui/icons/panorama';
import { MediaFrame } from '@/components/ui/media-frame';
import { TextLink } from '@/components/ui/text-link';
import {
  fill,
  noteText,
  orderedScenes,
  resolveSceneId,
  sceneLinks,
  sceneName,
  sceneNotes,
  tourTitle,
} from './tour-data';
import type { TourEngine } from './tour-engine';
import type { Locale, TourEditing, TourViewerLabels, ViewerTour } from './types';

export type { TourEditing, TourViewerLabels, ViewerTour } from './types';

export interface TourViewerProps {
  tour: ViewerTour;
  labels: TourViewerLabels;
  locale: Locale;
  /** The scene shown, when the page controls it (the deep link `?scene=`); else the tour's start. */
  sceneId?: string;
  onSceneChange?(sceneId: string): void;
  /** `page`: a frame of its own proportions with the lists beside it. `fill`: fills its parent (the embed). */
  variant?: 'page' | 'fill';
  /** The editor's mode: no navigation on a link, clicks place hotspots, hotspots drag. */
  editing?: TourEditing;
  /** Focus the viewer when it mounts (it was asked for: the button that opened it is gone). */
  autoFocus?: boolean;
  /**
   * Links out of the tour (a note's listing) open in a new tab: in the embed (another site's frame), and where
   * leaving the page would lose work (the editor, the review).
   */
  newTabLinks?: boolean;
  className?: string;
}

type Status = 'loading' | 'ready' | 'unavailable';

/**
 * A virtual tour (issue 18, decision 039): Photo Sphere Viewer with the virtual-tour, markers, autorotate,
 * gyroscope, stereo and map plugins, beside the lists keyboard and screen-reader users move through (the
 * scenes, and the current scene's links and notes, as real buttons). Photo Sphere Viewer is imported only
 * once the component is mounted, so no page carries it in its first load; without WebGL the scenes'
 * previews and the same lists stay.
 */
export default function TourViewer({
  tour,
  labels,
  locale,
  sceneId,
  onSceneChange,
  variant = 'page',
  editing,
  autoFocus = false,
  newTabLinks = false,
  className,
}: TourViewerProps) {
  const dir = locale === 'fa' ? 'rtl' : 'ltr';
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<TourEngine | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [painted, setPainted] = useState(false);
  const [ownScene, setOwnScene] = useState(() => resolveSceneId(tour, sceneId));
  const [noteId, setNoteId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const helpId = useId();
  const headingId = useId();
  const fills = variant === 'fill';
  const isEditing = Boolean(editing);

  const currentId = sceneId !== undefined ? resolveSceneId(tour, sceneId) : ownScene;
  const scenes = useMemo(() => orderedScenes(tour), [tour]);
  const current = tour.scenes.find((scene) => scene.id === currentId) ?? null;
  const title = tourTitle(tour, locale);

  // The latest props, read by the viewer's events without rebuilding it.
  const latest = useRef({ tour, labels, locale, editing, onSceneChange, currentId });
  useEffect(() => {
    latest.current = { tour, labels, locale, editing, onSceneChange, currentId };
  });

  useEffect(() => {
    if (autoFocus) stageRef.current?.focus();
  }, [autoFocus]);

  const arrive = (id: string) => {
    const { tour, labels, locale, onSceneChange, currentId } = latest.current;
    setNoteId(null);
    if (id === currentId) return;
    setOwnScene(id);
    const scene = tour.scenes.find((s) => s.id === id);
    if (scene) setAnnouncement(fill(labels.arrived, { scene: sceneName(scene, locale) }));
    onSceneChange?.(id);
  };

  // The viewer is made once per language and mode; scenes, hotspots and the current scene are passed on.
  useEffect(() => {
    const container = stageRef.current;
    const first = latest.current;
    if (!container || first.currentId === null) return;
    let alive = true;
    let engine: TourEngine | null = null;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotion = () => engine?.setReducedMotion(motion.matches);
    import('./tour-engine').then(
      ({ createTourEngine, webglAvailable }) => {
        if (!alive) return;
        if (!webglAvailable()) return setStatus('unavailable');
        try {
          engine = createTourEngine({
            container,
            tour: first.tour,
            sceneId: first.currentId!,
            locale,
            dir,
            lang: first.labels.psv,
            editing: isEditing,
            selectedHotspotId: first.editing?.selectedHotspotId ?? null,
            reducedMotion: motion.matches,
            onFullscreen: () => toggleFullscreen(frameRef.current),
            onSceneChange: (id) => alive && arrive(id),
            onNote: (id) => alive && setNoteId(id),
            onPick: (point) => latest.current.editing?.onPick(point),
            onSelect: (id) => latest.current.editing?.onSelect(id),
            onMove: (id, point) => latest.current.editing?.onMove(id, point),
            onViewChange: (view) => latest.current.editing?.onViewChange?.(view),
            onPainted: () => alive && setPainted(true),
          });
        } catch {
          // A context that cannot be made (blocklisted GPU, a browser out of contexts): previews and lists.
          return setStatus('unavailable');
        }
        engineRef.current = engine;
        motion.addEventListener('change', onMotion);
        setStatus('ready');
      },
      () => alive && setStatus('unavailable'),
    );
    return () => {
      alive = false;
      setPainted(false);
      motion.removeEventListener('change', onMotion);
      engine?.destroy();
      engineRef.current = null;
    };
    // Made again only for another tour, language or mode; the rest is read from `latest`.
  }, [locale, dir, isEditing, tour.id]);

  // The page moved to another scene (the deep link, the scene list).
  useEffect(() => {
    if (currentId) engineRef.current?.showScene(currentId);
  }, [currentId, status]);

  // The editor changed the tour or chose a hotspot: the marks follow without reloading the panorama.
  const selectedHotspotId = editing?.selectedHotspotId ?? null;
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    engineRef.current?.update(tour, selectedHotspotId);
  }, [tour, selectedHotspotId]);

  const links = current ? sceneLinks(tour, current) : [];
  const notes = current ? sceneNotes(current) : [];
  const note = notes.find((n) => n.id === noteId) ?? null;

  const lists = (
    <>
      <h2 id={headingId} className="mb-2 text-base font-bold">
        {labels.scenes}
      </h2>
      <ol className="space-y-1" data-testid="tour-scenes">
        {scenes.map((scene) => (
          <li key={scene.id}>
            <Button
              variant="item"
              width="full"
              aria-current={scene.id === currentId ? 'true' : undefined}
              onClick={() => arrive(scene.id)}
            >
              <span className="min-w-0 flex-1 truncate">{sceneName(scene, locale)}</span>
              {scene.id === currentId ? <span className="sr-only">, {labels.current}</span> : null}
            </Button>
          </li>
        ))}
      </ol>
      {links.length + notes.length > 0 ? (
        <>
          <h3 className="mt-4 mb-2 text-sm font-bold">{labels.inScene}</h3>
          <ul className="space-y-1" data-testid="tour-hotspots">
            {links.map((link) => {
              const target = tour.scenes.find((s) => s.id === link.target)!;
              return (
                <li key={link.id}>
                  <Button
                    variant="item"
                    width="full"
                    aria-current={editing?.selectedHotspotId === link.id ? 'true' : undefined}
                    onFocus={() => engineRef.current?.lookAt(link)}
                    onClick={() => (editing ? editing.onSelect(link.id) : arrive(link.target))}
                  >
                    <span className="min-w-0 flex-1 truncate">
                      {fill(labels.goTo, { scene: sceneName(target, locale) })}
                    </span>
                    <ArrowForwardIcon className="size-4" />
                  </Button>
                </li>
              );
            })}
            {notes.map((hotspot) => (
              <li key={hotspot.id}>
                <Button
                  variant="item"
                  width="full"
                  aria-current={editing?.selectedHotspotId === hotspot.id ? 'true' : undefined}
                  aria-expanded={editing ? undefined : noteId === hotspot.id}
                  onFocus={() => engineRef.current?.lookAt(hotspot)}
                  onClick={() => (editing ? editing.onSelect(hotspot.id) : setNoteId(hotspot.id))}
                >
                  <span className="min-w-0 flex-1 truncate">
                    {labels.note}: {noteText(hotspot, locale)}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );

  if (status === 'unavailable') {
    return (
      <section
        aria-labelledby={headingId}
        className={cn('space-y-4', fills && 'size-full overflow-auto p-3', className)}
        dir={dir}
      >
        <Alert tone="info">{labels.noWebgl}</Alert>
        {current ? (
          <MediaFrame className="aspect-[2/1] w-full">
            <img src={current.previewUrl} alt={sceneName(current, locale)} className="size-full object-cover" />
          </MediaFrame>
        ) : null}
        <nav aria-labelledby={headingId}>{lists}</nav>
        {note ? (
          <NotePanel note={note} locale={locale} labels={labels} newTab={newTabLinks} onClose={() => setNoteId(null)} />
        ) : null}
      </section>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      // The lists go beside the viewer where its own box is wide (a container query: the viewer sits in a
      // page's full width or in a listing's column), under it elsewhere.
      className={cn(fills ? 'relative size-full' : '@container', className)}
      dir={dir}
      data-tour-status={status}
      // Tests and tools wait on this before pointing at the panorama (a click earlier finds no sphere).
      data-tour-painted={painted || undefined}
    >
      <div className={fills ? 'contents' : 'grid gap-4 @3xl:grid-cols-[minmax(0,1fr)_16rem]'}>
        <div className={fills ? 'size-full' : 'space-y-2'}>
          <MediaFrame
            ref={frameRef}
            className={fills ? 'size-full rounded-none border-0' : 'aspect-[3/4] max-h-[75vh] w-full sm:aspect-video'}
            data-tour-stage=""
          >
            {/* Photo Sphere Viewer's own controls are spatial (left turns left): laid out left to right. Its
                layers' z-indexes (markers 30, navbar 90) stay inside it (isolate), under the note and lists. */}
            <div
              ref={stageRef}
              tabIndex={0}
              role="application"
              aria-label={fill(labels.viewer, { title })}
              aria-describedby={helpId}
              dir="ltr"
              className="isolate size-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              onFocus={() => engineRef.current?.setKeyboard(true)}
              onBlur={() => engineRef.current?.setKeyboard(false)}
            />
            {status === 'loading' ? (
              <p role="status" className="absolute inset-0 grid place-items-center text-sm text-muted-foreground">
                {labels.loading}
              </p>
            ) : null}
            {current ? (
              <p
                className="pointer-events-none absolute start-3 top-3 flex max-w-[70%] items-center gap-2 rounded-xl bg-card/90 px-3 py-1.5 text-sm font-semibold shadow ring-1 ring-border"
                data-testid="tour-scene-name"
              >
                <PanoramaIcon className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate">{sceneName(current, locale)}</span>
              </p>
            ) : null}
            {note ? (
              <NotePanel
                note={note}
                locale={locale}
                labels={labels}
                newTab={newTabLinks}
                onClose={() => setNoteId(null)}
              />
            ) : null}
            <p aria-live="polite" className="sr-only">
              {announcement}
            </p>
          </MediaFrame>
          <p id={helpId} className={fills ? 'sr-only' : 'text-sm text-muted-foreground'}>
            {editing ? labels.editHelp : labels.help}
          </p>
        </div>
        <nav
          aria-labelledby={headingId}
          className={
            fills
              ? 'absolute start-3 top-14 max-h-[60%] w-64 max-w-[calc(100%-1.5rem)] overflow-auto rounded-xl bg-card/95 p-2 opacity-0 shadow ring-1 ring-border focus-within:opacity-100'
              : undefined
          }
        >
          {lists}
        </nav>
      </div>
    </section>
  );
}

/**
 * An info hotspot's note over the viewer: its text in the reader's language, its picture (described by the
 * text, which is what the owner wrote about it) and a link to its listing's page.
 */
function NotePanel({
  note,
  locale,
  labels,
  newTab,
  onClose,
}: {
  note: Extract<ViewerTour['scenes'][number]['hotspots'][number], { type: 'info' }>;
  locale: Locale;
  labels: TourViewerLabels;
  newTab: boolean;
  onClose(): void;
}) {
  const text = noteText(note, locale);
  const listing = note.listing;
  return (
    <div
      role="region"
      aria-label={text.slice(0, 60)}
      className="absolute inset-x-3 bottom-16 mx-auto max-h-[60%] max-w-md overflow-auto rounded-xl bg-card/95 p-3 shadow ring-1 ring-border"
      data-testid="tour-note"
    >
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-sm leading-7 whitespace-pre-line">{text}</p>
        <IconButton label={labels.close} size="sm" onClick={onClose}>
          <CloseIcon className="size-4" />
        </IconButton>
      </div>
      {note.imageUrl ? (
        <img
          src={note.imageUrl}
          alt={text}
          loading="lazy"
          className="mt-2 w-full rounded-lg"
          data-testid="note-image"
        />
      ) : null}
      {listing ? (
        <TextLink
          href={listing.path}
          locale={locale}
          className="mt-2 inline-flex items-center gap-1 text-sm"
          data-testid="note-listing"
          {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {fill(labels.listing, { title: (locale === 'en' && listing.titleEn) || listing.title })}
          <ArrowForwardIcon className="size-4" />
        </TextLink>
      ) : null}
    </div>
  );
}

/** The frame (viewer, lists over it, notes) fills the screen, or leaves it. */
function toggleFullscreen(frame: HTMLElement | null) {
  if (!frame) return;
  if (document.fullscreenElement) void document.exitFullscreen();
  else void frame.requestFullscreen?.().catch(() => undefined);
}
