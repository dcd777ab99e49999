import { MediaFrame } from '@/components/ui/media-frame';
import type { ReactNode } from 'react';

/** The explorers' layout: the map, and the list of what it shows beside it (under it on phones). */
export function MapLayout({ map, list }: { map: ReactNode; list: ReactNode }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
      <MediaFrame className="h-[55vh] min-h-72 lg:h-[70vh]">{map}</MediaFrame>
      <div className="flex max-h-[75vh] min-h-0 flex-col lg:h-[70vh] lg:max-h-none">{list}</div>
    </div>
  );
}
