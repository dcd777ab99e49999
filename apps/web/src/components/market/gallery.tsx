'use client';

import { formatNumber, type Locale } from '@rassam/i18n';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { MediaFrame } from '@/components/ui/media-frame';
import { Badge } from '@/components/ui/badge';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronForwardIcon } from '@/components/ui/icons';
import { ThumbnailButton } from '@/components/ui/thumbnail-button';
import { MarketImage } from './market-image';

/**
 * The listing's pictures: one large, thumbnails to choose, previous/next buttons, the arrow keys (in the
 * page's direction: in Persian the right arrow goes back) and a swipe on touch screens.
 */
export function Gallery({
  images,
  title,
  locale,
  labels,
}: {
  images: { id: string; url: string }[];
  title: string;
  locale: Locale;
  /** `picture` is a template with {n} and {total} (functions cannot cross to the browser). */
  labels: { region: string; previous: string; next: string; picture: string };
}) {
  const pictureLabel = (n: number, of: number) =>
    labels.picture.replace('{n}', formatNumber(n, locale)).replace('{total}', formatNumber(of, locale));
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const total = images.length;
  const go = (next: number) => setIndex((next + total) % total);
  const current = images[index];
  if (!current) return null;

  const rtl = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = event.key === (rtl() ? 'ArrowLeft' : 'ArrowRight');
    go(index + (forward ? 1 : -1));
  }
  function onPointerDown(event: PointerEvent) {
    if (event.pointerType !== 'mouse') start.current = event.clientX;
  }
  function onPointerUp(event: PointerEvent) {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) < 40) return;
    // A swipe towards the start of the line shows the next picture.
    const towardsStart = rtl() ? dx > 0 : dx < 0;
    go(index + (towardsStart ? 1 : -1));
  }

  return (
    <section aria-roledescription="carousel" aria-label={labels.region} onKeyDown={onKeyDown}>
      <MediaFrame
        className="touch-pan-y"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <MarketImage
          key={current.id}
          src={current.url}
          sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw"
          alt={total > 1 ? `${title} (${pictureLabel(index + 1, total)})` : title}
          width={1200}
          height={900}
          loading={index === 0 ? 'eager' : 'lazy'}
          className="aspect-[4/3] w-full object-contain"
          draggable={false}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
        {total > 1 ? (
          <>
            <IconButton
              overMedia
              label={labels.previous}
              onClick={() => go(index - 1)}
              className="absolute start-3 top-1/2 -translate-y-1/2"
            >
              <ChevronForwardIcon className="size-5 rotate-180" />
            </IconButton>
            <IconButton
              overMedia
              label={labels.next}
              onClick={() => go(index + 1)}
              className="absolute end-3 top-1/2 -translate-y-1/2"
            >
              <ChevronForwardIcon className="size-5" />
            </IconButton>
            <Badge tone="media" aria-live="polite" className="absolute bottom-3 start-3">
              {pictureLabel(index + 1, total)}
            </Badge>
          </>
        ) : null}
      </MediaFrame>
      {total > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <ThumbnailButton
                onClick={() => setIndex(i)}
                label={pictureLabel(i + 1, total)}
                selected={i === index}
                aria-current={i === index ? 'true' : undefined}
              >
                <MarketImage src={image.url} alt="" width={80} height={64} className="h-16 w-20 object-cover" />
              </ThumbnailButton>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
