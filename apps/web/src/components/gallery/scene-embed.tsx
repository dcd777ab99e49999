'use client';

import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import type { Direction, GalleryItem, GalleryLabels, RoomStyle } from './types';

const GalleryScene = dynamic(() => import('./gallery-scene'), { ssr: false });

export interface SceneEmbedProps {
  items: GalleryItem[];
  roomStyle: RoomStyle;
  labels: GalleryLabels;
  dir: Direction;
  /** Items with absolute `href`s: the embed sits in another site's frame, and opens them in a new tab. */
  shopHref: string;
  openLabel: string;
}

/**
 * A shop's gallery alone, for an iframe on any site: the room over the whole frame, items opening their
 * listing on Rassam in a new tab (never inside the frame), and a small link to the shop.
 */
export function SceneEmbed({ items, roomStyle, labels, dir, shopHref, openLabel }: SceneEmbedProps) {
  return (
    <div className="relative size-full" data-testid="scene-embed">
      <GalleryScene
        items={items}
        roomStyle={roomStyle}
        labels={labels}
        dir={dir}
        variant="fill"
        onOpen={(item) => window.open(item.href, '_blank', 'noopener')}
      />
      <Button asChild variant="outline" size="sm" className="absolute end-3 bottom-3 rounded-full shadow">
        <a href={shopHref} target="_blank" rel="noopener">
          {openLabel}
        </a>
      </Button>
    </div>
  );
}
