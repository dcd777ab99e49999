'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CubeIcon } from '@/components/ui/icons/cube';
import { MediaFrame, MediaFrameCover } from '@/components/ui/media-frame';
import type { Direction, GalleryItem, GalleryLabels, RoomStyle } from './types';

const GalleryScene = dynamic(() => import('./gallery-scene'), { ssr: false });

export interface ShopGalleryProps {
  items: GalleryItem[];
  roomStyle: RoomStyle;
  labels: GalleryLabels;
  dir: Direction;
  heading: string;
  intro: string;
  enter: string;
  /** "12 items", in the page's language. */
  count: string;
}

/**
 * The shop page's gallery section. Until the visitor asks for it, a cover of the first pictures and a
 * button: the room (three.js, models) loads only then, so the shop page stays as light as the others for
 * the many who never walk in. Entering moves focus to the room's canvas.
 */
export function ShopGallery({ items, roomStyle, labels, dir, heading, intro, enter, count }: ShopGalleryProps) {
  const [entered, setEntered] = useState(false);
  const cover = items.slice(0, 4);
  return (
    <Card asChild padded className="mt-8">
      <section aria-labelledby="shop-gallery" data-testid="shop-gallery">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="shop-gallery" className="flex items-center gap-2 text-lg font-bold">
              <CubeIcon className="size-5 text-muted-foreground" />
              {heading}
            </h2>
            <p className="text-sm text-muted-foreground">
              {intro} <span className="whitespace-nowrap">({count})</span>
            </p>
          </div>
        </div>
        {entered ? (
          <GalleryScene items={items} roomStyle={roomStyle} labels={labels} dir={dir} autoFocus />
        ) : (
          <MediaFrame className="grid aspect-square w-full grid-cols-2 grid-rows-2 gap-1 sm:aspect-[4/1] sm:grid-cols-4 sm:grid-rows-1">
            {cover.map((item) => (
              <img
                key={item.id}
                src={item.posterUrl}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full bg-muted object-cover"
              />
            ))}
            <MediaFrameCover>
              <Button size="control" onClick={() => setEntered(true)} data-testid="enter-gallery">
                <CubeIcon className="size-5" />
                {enter}
              </Button>
            </MediaFrameCover>
          </MediaFrame>
        )}
      </section>
    </Card>
  );
}
