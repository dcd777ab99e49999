'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { badgeVariants } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { IconButton } from '@/components/ui/icon-button';
import { ResetIcon } from '@/components/ui/icons/reset';
import { ZoomInIcon } from '@/components/ui/icons/zoom-in';
import { ZoomOutIcon } from '@/components/ui/icons/zoom-out';
import { checkerboard, imageBox, mayBeTransparent, sizedSources } from './ui';
import { IDENTITY, MAX_SCALE, MIN_SCALE, fitSize, panBy, wheelFactor, zoomAt, type ZoomState } from './zoom';

const STEP = 1.5;
const KEY_PAN = 48;

/**
 * One image fitted to its box, with zoom (buttons, wheel, pinch, +/−, double click) and pan (drag, arrow
 * keys) kept inside the image, and a reset. The transform is physical (pixels), so RTL needs nothing.
 */
export function ImageStage({
  src,
  mime,
  alt,
  width,
  height,
  priority = false,
  sizes = '100vw',
}: {
  src: string;
  mime: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** The page's main picture (its largest paint): fetched before the page's other images. */
  priority?: boolean;
  /** The slot's width, for choosing among the picture's sizes. */
  sizes?: string;
}) {
  const t = useTranslations('viewers');
  const locale = useLocale();
  const hintId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const [view, setView] = useState<ZoomState>(IDENTITY);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number } | null>(null);

  /** The box, and the image's size fitted in it (at scale 1). */
  const measure = useCallback(() => {
    const box = boxRef.current!.getBoundingClientRect();
    const img = imgRef.current;
    const natural = {
      width: img?.naturalWidth || width || box.width,
      height: img?.naturalHeight || height || box.height,
    };
    return { rect: box, box: { width: box.width, height: box.height }, fitted: fitSize(natural, box) };
  }, [width, height]);

  const zoomBy = useCallback(
    (factor: number, client?: { x: number; y: number }) => {
      const { rect, box, fitted } = measure();
      const focus = client
        ? { x: client.x - rect.left - rect.width / 2, y: client.y - rect.top - rect.height / 2 }
        : { x: 0, y: 0 };
      setView((current) => zoomAt(current, factor, focus, box, fitted));
    },
    [measure],
  );

  // Wheel listeners must be non-passive to keep the page from scrolling while zooming.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(wheelFactor(event.deltaY, event.deltaMode), { x: event.clientX, y: event.clientY });
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture(event.pointerId);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y) };
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const next = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, next);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      if (pinch.current.distance > 0)
        zoomBy(distance / pinch.current.distance, { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 });
      pinch.current.distance = distance;
      return;
    }
    const { box, fitted } = measure();
    setView((current) => (current.scale > 1 ? panBy(current, next.x - last.x, next.y - last.y, box, fitted) : current));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { box, fitted } = measure();
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN, 0],
      ArrowRight: [-KEY_PAN, 0],
      ArrowUp: [0, KEY_PAN],
      ArrowDown: [0, -KEY_PAN],
    };
    const move = moves[event.key];
    if (move && view.scale > 1) setView((current) => panBy(current, move[0], move[1], box, fitted));
    else if (event.key === '+' || event.key === '=') zoomBy(STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / STEP);
    else if (event.key === '0' || event.key === 'Escape') setView(IDENTITY);
    else return;
    event.preventDefault();
  };

  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(view.scale);

  return (
    <div className="relative mx-auto w-full" style={{ maxWidth: imageBox(width, height).maxWidth }}>
      <div
        ref={boxRef}
        role="group"
        tabIndex={0}
        aria-label={alt}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={(event) =>
          view.scale > 1 ? setView(IDENTITY) : zoomBy(2, { x: event.clientX, y: event.clientY })
        }
        onKeyDown={onKeyDown}
        style={{ ...imageBox(width, height), touchAction: view.scale > 1 ? 'none' : 'pan-y' }}
        className={`relative mx-auto max-h-[70vh] w-full overflow-hidden rounded-2xl select-none ${
          view.scale > 1 ? 'cursor-grab active:cursor-grabbing' : 'cursor-zoom-in'
        } ${mayBeTransparent(mime) ? checkerboard : 'bg-muted'}`}
      >
        {/* Zoomed in, the original: a smaller copy would blur. */}
        <img
          ref={imgRef}
          {...(view.scale > 1 ? { src } : sizedSources(src, width, sizes))}
          alt=""
          draggable={false}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          className="absolute inset-0 size-full object-contain will-change-transform"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <p id={hintId} className="sr-only">
        {t('zoomHint')}
      </p>
      <div className="absolute end-3 bottom-3 flex items-center gap-2" dir="ltr">
        <IconButton
          label={t('zoomOut')}
          title={t('zoomOut')}
          size="sm"
          overMedia
          disabled={view.scale <= MIN_SCALE}
          onClick={() => zoomBy(1 / STEP)}
        >
          <ZoomOutIcon />
        </IconButton>
        <output aria-live="polite" className={cn(badgeVariants({ tone: 'media' }), 'min-w-14 justify-center py-1')}>
          {percent}
        </output>
        <IconButton
          label={t('zoomIn')}
          title={t('zoomIn')}
          size="sm"
          overMedia
          disabled={view.scale >= MAX_SCALE}
          onClick={() => zoomBy(STEP)}
        >
          <ZoomInIcon />
        </IconButton>
        <IconButton
          label={t('resetZoom')}
          title={t('resetZoom')}
          size="sm"
          overMedia
          disabled={view.scale === 1}
          onClick={() => setView(IDENTITY)}
        >
          <ResetIcon />
        </IconButton>
      </div>
    </div>
  );
}
