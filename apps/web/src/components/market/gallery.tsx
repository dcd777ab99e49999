'use client';

import { formatNumber, type Locale } from '@rassam/i18n';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { MediaFrame } from '@/components/ui/media-frame';
import { Badge } from '@/components/ui/badge';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronForwardIcon } from '@/components/ui/icons/chevron-forward';
import { CubeIcon } from '@/components/ui/icons/cube';
import { ThumbnailButton } from '@/components/ui/thumbnail-button';
import type { MarketListingModel } from './data';
import { MarketImage } from './market-image';
import { ModelMark } from './model-mark';

/** model-viewer and three.js come only to a listing with a model, and only once its place is seen or chosen. */
const ModelView = dynamic(() => import('@/components/models/model-view'), { ssr: false });

type Item = { kind: 'image'; id: string; url: string } | { kind: 'model'; id: 'model'; model: MarketListingModel };

export interface GalleryLabels {
  region: string;
  previous: string;
  next: string;
  /** A template with {n} and {total} (functions cannot cross to the browser). */
  picture: string;
  /** The model's name in the gallery (its thumbnail, its place's label). */
  model: string;
  /** The short mark on the model's thumbnail and place ("3D"). */
  modelMark: string;
}

/**
 * The listing's model and pictures: the model first (its poster as the thumbnail, with a 3D mark), one
 * large, thumbnails to choose, previous/next buttons, the arrow keys (in the page's direction: in Persian
 * the right arrow goes back) and a swipe on touch screens. On the model, a drag turns it and the arrow keys
 * are its own: the buttons and thumbnails move on.
 */
export function Gallery({
  images,
  model = null,
  title,
  locale,
  labels,
}: {
  images: { id: string; url: string }[];
  model?: MarketListingModel | null;
  title: string;
  locale: Locale;
  labels: GalleryLabels;
}) {
  const items: Item[] = [
    ...(model ? [{ kind: 'model' as const, id: 'model' as const, model }] : []),
    ...images.map((image) => ({ kind: 'image' as const, ...image })),
  ];
  const pictureLabel = (n: number, of: number) =>
    labels.picture.replace('{n}', formatNumber(n, locale)).replace('{total}', formatNumber(of, locale));
  const itemLabel = (i: number) => (items[i]?.kind === 'model' ? labels.model : pictureLabel(i + 1, total));
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const total = items.length;
  const go = (next: number) => setIndex((next + total) % total);
  const current = items[index];
  if (!current) return null;

  const rtl = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as HTMLElement).closest('model-viewer')) return;
    event.preventDefault();
    const forward = event.key === (rtl() ? 'ArrowLeft' : 'ArrowRight');
    go(index + (forward ? 1 : -1));
  }
  function onPointerDown(event: PointerEvent) {
    if (event.pointerType !== 'mouse' && current?.kind === 'image') start.current = event.clientX;
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
        {current.kind === 'model' ? (
          <ModelSlide model={current.model} alt={`${title} (${labels.model})`} />
        ) : (
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
        )}
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
          </>
        ) : null}
        {current.kind === 'model' ? (
          // Where the model's loading bar is not (it runs along the bottom) nor its AR button (top start).
          <ModelMark label={labels.model} aria-live="polite" className="end-3 top-3" />
        ) : total > 1 ? (
          <Badge tone="media" aria-live="polite" className="absolute bottom-3 start-3">
            {itemLabel(index)}
          </Badge>
        ) : null}
      </MediaFrame>
      {total > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {items.map((item, i) => (
            <li key={item.id} className="shrink-0">
              <ThumbnailButton
                onClick={() => setIndex(i)}
                label={itemLabel(i)}
                selected={i === index}
                aria-current={i === index ? 'true' : undefined}
                className="relative"
              >
                {item.kind === 'model' ? (
                  <>
                    {item.model.posterUrl ? (
                      <MarketImage
                        src={item.model.posterUrl}
                        alt=""
                        width={80}
                        height={64}
                        className="h-16 w-20 object-cover"
                      />
                    ) : (
                      <span className="grid h-16 w-20 place-items-center text-muted-foreground">
                        <CubeIcon className="size-7" />
                      </span>
                    )}
                    <ModelMark compact label={labels.modelMark} className="bottom-1 start-1" />
                  </>
                ) : (
                  <MarketImage src={item.url} alt="" width={80} height={64} className="h-16 w-20 object-cover" />
                )}
              </ThumbnailButton>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The model's place: its poster, and the viewer from the moment the place is on screen (the first item of
 * a listing's gallery is seen at once on most screens; one chosen from the thumbnails is seen when chosen).
 * The poster stays under the viewer until the model has loaded.
 */
function ModelSlide({ model, alt }: { model: MarketListingModel; alt: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setSeen(true);
        observer.disconnect();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={place} className="relative aspect-[4/3] w-full" data-testid="listing-model">
      {model.posterUrl && !loaded ? (
        <MarketImage
          src={model.posterUrl}
          alt={seen ? '' : alt}
          width={1200}
          height={900}
          loading="eager"
          className="absolute inset-0 size-full object-contain"
          draggable={false}
        />
      ) : null}
      {seen ? (
        <ModelView
          src={model.glbUrl}
          iosSrc={model.usdzUrl}
          poster={model.posterUrl}
          alt={alt}
          onLoaded={() => setLoaded(true)}
          className="absolute inset-0"
        />
      ) : null}
    </div>
  );
}
