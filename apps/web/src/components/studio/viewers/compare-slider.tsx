'use client';

import { formatNumber, localeDirection, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { checkerboard, imageBox, mayBeTransparent } from './ui';

const clamp = (value: number) => Math.min(100, Math.max(0, value));
/** The handle's line and knob: centred on the handle's position, from its start side in either direction. */
const centred = 'absolute start-1/2 -translate-x-1/2 rtl:translate-x-1/2';

/**
 * Before and after in one box: the "before" image covers the start side up to the handle. `position` is
 * the share of the box (0..100) from the start side, which is the right in RTL; arrow keys move the
 * handle the way they point, whatever the direction.
 */
export function CompareSlider({
  before,
  after,
  mime,
  width,
  height,
  alt,
}: {
  before: string;
  after: string;
  mime: string;
  width: number | null;
  height: number | null;
  alt: string;
}) {
  const t = useTranslations('viewers');
  const locale = useLocale() as Locale;
  const rtl = localeDirection[locale] === 'rtl';
  const boxRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(50);
  const dragging = useRef(false);

  const fromPointer = (clientX: number) => {
    const rect = boxRef.current!.getBoundingClientRect();
    const fraction = (clientX - rect.left) / rect.width;
    setPosition(clamp(Math.round((rtl ? 1 - fraction : fraction) * 1000) / 10));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    fromPointer(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) fromPointer(event.clientX);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 2;
    // Right moves the handle right: towards the end in LTR, towards the start in RTL.
    const towardsEnd: Record<string, number> = {
      ArrowRight: rtl ? -step : step,
      ArrowLeft: rtl ? step : -step,
      ArrowUp: step,
      ArrowDown: -step,
      PageUp: 10,
      PageDown: -10,
    };
    if (event.key in towardsEnd) setPosition((current) => clamp(current + towardsEnd[event.key]!));
    else if (event.key === 'Home') setPosition(0);
    else if (event.key === 'End') setPosition(100);
    else return;
    event.preventDefault();
  };

  // clip-path is physical: keep the start side of the before image.
  const hidden = 100 - position;
  const clip = rtl ? `inset(0 0 0 ${hidden}%)` : `inset(0 ${hidden}% 0 0)`;
  const backdrop = mayBeTransparent(mime) ? checkerboard : 'bg-muted';
  const percent = formatNumber(Math.round(position), locale);

  return (
    <div
      ref={boxRef}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
      style={{ ...imageBox(width, height), touchAction: 'pan-y' }}
      className={cn(
        'relative mx-auto max-h-[70vh] w-full cursor-ew-resize overflow-hidden rounded-2xl select-none',
        backdrop,
      )}
    >
      <img
        src={after}
        alt={`${alt} (${t('after')})`}
        draggable={false}
        className="absolute inset-0 size-full object-contain"
      />
      <div className={cn('absolute inset-0', backdrop)} style={{ clipPath: clip }}>
        <img
          src={before}
          alt={`${alt} (${t('before')})`}
          draggable={false}
          className="absolute inset-0 size-full object-contain"
        />
      </div>
      <Badge tone="media" className="pointer-events-none absolute start-3 top-3">
        {t('before')}
      </Badge>
      <Badge tone="media" className="pointer-events-none absolute end-3 top-3">
        {t('after')}
      </Badge>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('compare')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position}
        aria-valuetext={t('compareValue', { percent })}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="group absolute inset-y-0 w-11 -translate-x-1/2 rtl:translate-x-1/2 focus-visible:outline-none"
        style={{ insetInlineStart: `${position}%` }}
      >
        <span className={cn(centred, 'inset-y-0 w-0.5 bg-card shadow-[0_0_0_1px_rgb(0_0_0/0.25)]')} />
        <span
          className={cn(
            centred,
            'top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-card text-foreground shadow-lg ring-1 ring-border',
            'group-focus-visible:outline-3 group-focus-visible:outline-offset-2 group-focus-visible:outline-ring',
          )}
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
            <path d="M9 7l-5 5 5 5M15 7l5 5-5 5" />
          </svg>
        </span>
      </div>
    </div>
  );
}
