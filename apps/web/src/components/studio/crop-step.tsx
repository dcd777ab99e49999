'use client';

import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconFrame } from '@/components/ui/icons/frame';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  boxStyle,
  croppedName,
  fitRatio,
  fullRect,
  handlePoint,
  HANDLES,
  initialRect,
  isFull,
  moveRect,
  outputType,
  pixelRect,
  rectForKey,
  resizeRect,
  type Direction,
  type Handle,
  type Rect,
  type Size,
} from './crop-geometry';

/** A crop icon (two overlapping corners). */
export function CropIcon({ className = '' }: { className?: string }) {
  return (
    <IconFrame className={className}>
      <path d="M6 2v14a2 2 0 0 0 2 2h14M2 6h14a2 2 0 0 1 2 2v14" />
    </IconFrame>
  );
}

/** The tool's shape, when its form has one (e.g. a video's 16:9): the crop can be locked to it. */
export interface CropRatio {
  value: number;
  /** As the form shows it, e.g. "16:9" (digits in the page's language). */
  label: string;
}

/** What Apply gives: a new picture and the box it was cut with, or null for the original, uncut. */
export type CropResult = { file: File; rect: Rect } | null;

const CURSOR: Record<Handle, string> = {
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  nw: 'nwse-resize',
  se: 'nwse-resize',
};

/** The box cut out of the shown picture, as a new file of the same format where the canvas can write it. */
async function cut(image: HTMLImageElement, src: string, rect: Rect, size: Size): Promise<File> {
  const type = outputType((await (await fetch(src)).blob()).type);
  const px = pixelRect(rect, size);
  const canvas = document.createElement('canvas');
  canvas.width = px.width;
  canvas.height = px.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.drawImage(image, px.x, px.y, px.width, px.height, 0, 0, px.width, px.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, type, type === 'image/png' ? undefined : 0.92),
  );
  if (!blob) throw new Error('no blob');
  return new File([blob], croppedName(undefined, blob.type || type), { type: blob.type || type });
}

/**
 * The crop step of a picture input: a box over the picture, moved by dragging it or the arrow keys and
 * resized by its handles or Shift with the arrow keys (crop-geometry.ts), free or locked to the tool's
 * shape. Apply hands back the cut picture; Reset goes back to the whole (original) picture.
 */
export function CropStep({
  src,
  ratio,
  locked: lockedAtFirst,
  initial,
  onApply,
  onCancel,
}: {
  /** The original picture (a crop is always cut from it, never from an earlier crop). */
  src: string;
  ratio: CropRatio | null;
  locked: boolean;
  /** The box of the current crop, when the picture was cropped before. */
  initial?: Rect;
  onApply: (result: CropResult) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('studio');
  const locale = useLocale() as Locale;
  const id = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [rect, setRect] = useState<Rect | null>(null);
  const [locked, setLocked] = useState(Boolean(ratio) && lockedAtFirst);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const drag = useRef<{ mode: 'move' | Handle; x: number; y: number; start: Rect; scale: number } | null>(null);
  const lockRatio = locked && ratio ? ratio.value : null;

  // The box takes the focus once the picture is there, so the keys work at once.
  useEffect(() => {
    if (!size) return;
    // Centred, so that the form's sticky footer does not hide it.
    boxRef.current?.scrollIntoView({ block: 'center', behavior: 'instant' });
    boxRef.current?.focus({ preventScroll: true });
  }, [size]);

  function onLoad(image: HTMLImageElement) {
    const natural = { width: image.naturalWidth, height: image.naturalHeight };
    setSize(natural);
    // An earlier crop of another shape was made free: it is shown as it was, unlocked.
    if (initial && lockRatio && Math.abs(initial.width / initial.height - lockRatio) > 0.01) setLocked(false);
    setRect(initial ?? initialRect(natural, lockRatio));
  }

  // The form's shape changed while cropping (another aspect ratio chosen): a locked box follows it.
  const ratioValue = ratio?.value;
  useEffect(() => {
    if (!locked || !ratioValue || !size) return;
    setRect((current) =>
      current && Math.abs(current.width / current.height - ratioValue) > 0.001
        ? fitRatio(current, size, ratioValue)
        : current,
    );
  }, [locked, ratioValue, size]);

  function startDrag(event: PointerEvent<HTMLElement>, mode: 'move' | Handle) {
    if (!rect || !size || busy || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const frame = frameRef.current!.getBoundingClientRect();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, start: rect, scale: size.width / frame.width };
    boxRef.current?.focus({ preventScroll: true });
  }

  function onDrag(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || !size) return;
    const dx = (event.clientX - current.x) * current.scale;
    const dy = (event.clientY - current.y) * current.scale;
    setRect(
      current.mode === 'move'
        ? moveRect(current.start, dx, dy, size)
        : resizeRect(current.start, current.mode, dx, dy, size, lockRatio),
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!rect || !size || busy) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    const dir: Direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const next = rectForKey(rect, event.key, event.shiftKey, dir, size, lockRatio);
    if (next) {
      event.preventDefault();
      setRect(next);
    }
  }

  function setLock(value: boolean) {
    setLocked(value);
    if (value && ratio && rect && size) setRect(fitRatio(rect, size, ratio.value));
  }

  async function apply() {
    if (!rect || !size || !imageRef.current) return;
    setBusy(true);
    setFailed(false);
    try {
      await onApply(isFull(rect, size) ? null : { file: await cut(imageRef.current, src, rect, size), rect });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  const px = rect && size ? pixelRect(rect, size) : null;
  const number = (n: number) => formatNumber(n, locale);

  return (
    <Card asChild className="mb-3 space-y-3 p-3 shadow-none sm:p-4">
      <section aria-labelledby={`${id}-title`} data-testid="crop-step">
        <div>
          <h3 id={`${id}-title`} className="text-base font-bold">
            {t('crop.title')}
          </h3>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
            {t('crop.hint')}
          </p>
        </div>
        {ratio ? (
          <div role="radiogroup" aria-label={t('crop.shape')} className="flex flex-wrap gap-2">
            {[false, true].map((lock) => (
              <Button
                key={String(lock)}
                role="radio"
                aria-checked={locked === lock}
                onClick={() => setLock(lock)}
                disabled={busy}
                size="sm"
                variant={locked === lock ? 'primary' : 'outline'}
              >
                {lock ? t('crop.locked', { ratio: ratio.label }) : t('crop.free')}
              </Button>
            ))}
          </div>
        ) : null}
        <div className="flex justify-center rounded-xl bg-muted p-3 sm:p-5">
          <div
            ref={frameRef}
            className="relative isolate inline-block max-w-full touch-none select-none"
            onPointerMove={onDrag}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
          >
            <img
              ref={imageRef}
              src={src}
              alt=""
              draggable={false}
              onLoad={(event) => onLoad(event.currentTarget)}
              className="block h-auto max-h-[min(60vh,32rem)] w-auto max-w-full"
            />
            {rect && size ? (
              // The dimmed surroundings are the box's own shadow, clipped to the picture.
              <div className="absolute inset-0 overflow-hidden">
                <div
                  ref={boxRef}
                  role="group"
                  aria-label={t('crop.area')}
                  aria-describedby={`${id}-hint ${id}-size`}
                  tabIndex={0}
                  data-testid="crop-box"
                  onKeyDown={onKeyDown}
                  onPointerDown={(event) => startDrag(event, 'move')}
                  style={{ ...boxStyle(rect, size), boxShadow: '0 0 0 9999px rgb(0 0 0 / 0.55)' }}
                  className="absolute cursor-move border-2 border-white outline-none focus-visible:outline-4 focus-visible:outline-offset-[-6px] focus-visible:outline-ring"
                >
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-x-0 top-1/3 h-1/3 border-y border-white/40"
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-1/3 w-1/3 border-x border-white/40"
                  />
                </div>
              </div>
            ) : null}
            {rect && size
              ? // The handles sit outside the clipped layer so that a handle on the picture's edge stays whole.
                HANDLES.map((handle) => (
                  <span
                    key={handle}
                    aria-hidden="true"
                    data-handle={handle}
                    onPointerDown={(event) => startDrag(event, handle)}
                    style={{ ...handlePoint(handle, rect, size), cursor: CURSOR[handle] }}
                    className="absolute z-10 grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center"
                  >
                    <span className="size-3.5 rounded-sm border border-primary bg-white shadow" />
                  </span>
                ))
              : null}
          </div>
        </div>
        <p
          id={`${id}-size`}
          aria-live="polite"
          className="text-center text-sm tabular-nums text-muted-foreground"
          data-testid="crop-size"
        >
          {px ? t('crop.size', { width: number(px.width), height: number(px.height) }) : t('crop.loading')}
        </p>
        {failed ? <Alert tone="danger">{t('crop.failed')}</Alert> : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            disabled={busy || !size}
            onClick={() => {
              if (!size) return;
              setLocked(false);
              setRect(fullRect(size));
              boxRef.current?.focus();
            }}
            className="me-auto"
          >
            {t('crop.reset')}
          </Button>
          <Button variant="outline" disabled={busy} onClick={onCancel}>
            {t('crop.cancel')}
          </Button>
          <Button disabled={busy || !size} onClick={() => void apply()}>
            {busy ? t('crop.applying') : t('crop.apply')}
          </Button>
        </div>
      </section>
    </Card>
  );
}
