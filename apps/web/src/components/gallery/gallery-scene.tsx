'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardLink } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { CubeIcon } from '@/components/ui/icons/cube';
import { MediaFrame } from '@/components/ui/media-frame';
import { TextLink } from '@/components/ui/text-link';
import { useRouter } from '@/i18n/navigation';
import type { CameraMode, GalleryEngine } from './gallery-engine';
import { Joystick } from './joystick';
import type { ModelState } from './lod';
import type { Direction, GalleryItem, GalleryLabels, RoomStyle } from './types';

export type { Direction, GalleryItem, GalleryLabels, RoomStyle } from './types';

export interface GallerySceneProps {
  items: GalleryItem[];
  roomStyle: RoomStyle;
  labels: GalleryLabels;
  dir: Direction;
  /** Opens an item's listing; without it the gallery navigates to `item.href`. */
  onOpen?(item: GalleryItem): void;
  /** Focus the room when it mounts (it was asked for: a button that opened it is gone). */
  autoFocus?: boolean;
  /**
   * `page`: the room in a frame of its own proportions with the list of items beside it. `fill`: the room
   * fills its parent (an embed); the list stays in the page for keyboard and screen-reader users and shows
   * over the room while focus is in it.
   */
  variant?: 'page' | 'fill';
  className?: string;
}

type Status = 'loading' | 'ready' | 'unavailable';

const fill = (text: string, title: string) => text.replace('{title}', title);

/**
 * A shop's 3D gallery (issue 17, decision 034): a room with the owner's models on plinths and pictures on
 * the walls, to walk through (keys, joystick, drag) or orbit, beside the list of the same items as links,
 * which is what keyboard and screen-reader users move through (focusing one brings the camera to it), and
 * what everyone gets, as a grid of posters, where WebGL is not available. three.js is imported only once
 * the component is mounted, so the list is in the page before the 3D room has downloaded.
 */
export default function GalleryScene({
  items,
  roomStyle,
  labels,
  dir,
  onOpen,
  autoFocus = false,
  variant = 'page',
  className,
}: GallerySceneProps) {
  const router = useRouter();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<GalleryEngine | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [mode, setMode] = useState<CameraMode>('walk');
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const helpId = useId();
  const headingId = useId();
  const fills = variant === 'fill';

  useEffect(() => {
    if (autoFocus) canvasRef.current?.focus();
  }, [autoFocus]);

  // The room is rebuilt only when what it shows changes, not when the page re-renders with a new array.
  const itemsKey = JSON.stringify(items);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableItems = useMemo(() => items, [itemsKey]);
  const byId = useMemo(() => new Map(stableItems.map((item) => [item.id, item])), [stableItems]);

  // The latest callbacks, read by the engine's events without rebuilding the room.
  const latest = useRef({ onOpen, router, byId, labels });
  useEffect(() => {
    latest.current = { onOpen, router, byId, labels };
  });

  const open = useCallback((item: GalleryItem) => {
    const { onOpen, router } = latest.current;
    if (onOpen) onOpen(item);
    else router.push(item.href);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let alive = true;
    let engine: GalleryEngine | null = null;
    let observer: ResizeObserver | null = null;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotion = () => engine?.setReducedMotion(motion.matches);

    import('./gallery-engine').then(
      ({ GalleryEngine, webglAvailable }) => {
        if (!alive) return;
        if (!webglAvailable()) {
          setStatus('unavailable');
          return;
        }
        try {
          engine = new GalleryEngine({
            canvas,
            items: stableItems,
            dir,
            roomStyle,
            reducedMotion: motion.matches,
            onPick: (id) => {
              const item = latest.current.byId.get(id);
              if (item) open(item);
            },
            onHover: setHoveredId,
            onModelState: (id: string, state: ModelState) => {
              const item = latest.current.byId.get(id);
              const { labels } = latest.current;
              if (!item) return;
              if (state === 'loading') setAnnouncement(fill(labels.loadingModel, item.title));
              else if (state === 'failed') setAnnouncement(fill(labels.modelError, item.title));
              else setAnnouncement('');
            },
            onContextLost: () => setStatus('unavailable'),
          });
        } catch {
          // A context that cannot be made (blocklisted GPU, a browser out of contexts): the poster grid.
          setStatus('unavailable');
          return;
        }
        engineRef.current = engine;
        observer = new ResizeObserver(([entry]) => {
          if (entry) engine?.resize(entry.contentRect.width, entry.contentRect.height);
        });
        observer.observe(canvas);
        motion.addEventListener('change', onMotion);
        setMode('walk');
        setStatus('ready');
      },
      () => alive && setStatus('unavailable'),
    );

    return () => {
      alive = false;
      observer?.disconnect();
      motion.removeEventListener('change', onMotion);
      engine?.dispose();
      engineRef.current = null;
      setHoveredId(null);
      setFocusedId(null);
    };
  }, [stableItems, dir, roomStyle, open]);

  // A context lost while the page is open: give back what the engine holds now, not at unmount.
  useEffect(() => {
    if (status !== 'unavailable') return;
    engineRef.current?.dispose();
    engineRef.current = null;
  }, [status]);

  const focusItem = (id: string) => {
    setFocusedId(id);
    engineRef.current?.focusItem(id);
  };

  const switchMode = (next: CameraMode) => {
    engineRef.current?.setMode(next);
    setMode(next);
  };

  const captionItem = byId.get(hoveredId ?? focusedId ?? '');
  const kindLabel = (item: GalleryItem) => (item.kind === 'model' ? labels.model : labels.image);
  const openLink = (item: GalleryItem) => (event: MouseEvent) => {
    if (!onOpen) return;
    event.preventDefault();
    onOpen(item);
  };

  if (status === 'unavailable') {
    return (
      <section aria-labelledby={headingId} className={cn('space-y-4', className)} dir={dir}>
        <h2 id={headingId} className="text-lg font-bold">
          {labels.itemsHeading}
        </h2>
        <Alert tone="info">{labels.noWebgl}</Alert>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {stableItems.map((item) => (
            <li key={item.id}>
              <CardLink href={item.href} onClick={openLink(item)} className="block overflow-hidden">
                <img
                  src={item.posterUrl}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full bg-muted object-cover"
                />
                <span className="flex items-center gap-2 p-3 text-sm font-semibold">
                  {item.kind === 'model' ? <CubeIcon className="size-4 text-muted-foreground" /> : null}
                  {item.title}
                  <span className="sr-only">, {kindLabel(item)}</span>
                </span>
              </CardLink>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cn(fills ? 'relative size-full' : 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]', className)}
      dir={dir}
      data-gallery-status={status}
    >
      <div className={fills ? 'size-full' : 'space-y-2'}>
        <MediaFrame
          className={fills ? 'size-full rounded-none' : 'aspect-[3/4] max-h-[75vh] w-full sm:aspect-video'}
          data-gallery-stage=""
        >
          <canvas
            ref={canvasRef}
            tabIndex={0}
            role="application"
            aria-label={labels.scene}
            aria-describedby={helpId}
            className="block size-full touch-none outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          />
          {status === 'loading' ? (
            <p role="status" className="absolute inset-0 grid place-items-center text-sm text-muted-foreground">
              {labels.loadingScene}
            </p>
          ) : null}
          {captionItem ? (
            <div className="absolute start-3 top-3 flex max-w-[70%] items-center gap-2 rounded-xl bg-card/90 py-1.5 ps-3 pe-1.5 shadow ring-1 ring-border">
              <span className="truncate text-sm font-semibold">{captionItem.title}</span>
              <Button size="sm" onClick={() => open(captionItem)}>
                {labels.open}
              </Button>
            </div>
          ) : null}
          <div
            role="group"
            aria-label={labels.mode}
            className="absolute end-3 top-3 flex gap-1 rounded-xl bg-card/90 p-1 shadow ring-1 ring-border"
          >
            {(['walk', 'orbit'] as const).map((key) => (
              <Button
                key={key}
                size="sm"
                variant={mode === key ? 'primary' : 'ghost'}
                aria-pressed={mode === key}
                disabled={status !== 'ready'}
                onClick={() => switchMode(key)}
              >
                {labels[key]}
              </Button>
            ))}
          </div>
          {status === 'ready' ? (
            <Joystick
              label={labels.joystick}
              onMove={(x, y) => engineRef.current?.setJoystick(x, y)}
              className="absolute start-4 bottom-4 hidden pointer-coarse:grid"
            />
          ) : null}
          <p aria-live="polite" className="absolute end-3 bottom-3 text-xs text-muted-foreground empty:hidden">
            {announcement}
          </p>
        </MediaFrame>
        <p id={helpId} className={fills ? 'sr-only' : 'text-sm text-muted-foreground'}>
          {labels.help}
        </p>
      </div>
      <nav
        aria-labelledby={headingId}
        className={
          fills
            ? 'absolute start-3 bottom-3 max-h-[60%] w-64 max-w-[calc(100%-1.5rem)] overflow-auto rounded-xl bg-card/95 p-2 opacity-0 shadow ring-1 ring-border focus-within:opacity-100'
            : undefined
        }
      >
        <h2 id={headingId} className="mb-2 text-base font-bold">
          {labels.itemsHeading}
        </h2>
        <ol className="space-y-1">
          {stableItems.map((item) => (
            <li key={item.id}>
              <TextLink
                href={item.href}
                tone="quiet"
                aria-current={focusedId === item.id ? 'true' : undefined}
                className="flex items-center gap-2 rounded-lg px-2 py-1.5 aria-[current=true]:bg-muted aria-[current=true]:text-foreground"
                onFocus={() => focusItem(item.id)}
                onClick={openLink(item)}
              >
                {item.kind === 'model' ? (
                  <CubeIcon className="size-4" />
                ) : (
                  <span aria-hidden="true" className="size-4 shrink-0 rounded-sm border-2 border-current" />
                )}
                <span className="min-w-0 flex-1 truncate">{item.title}</span>
                <span className="sr-only">, {kindLabel(item)}</span>
              </TextLink>
            </li>
          ))}
        </ol>
      </nav>
    </section>
  );
}
