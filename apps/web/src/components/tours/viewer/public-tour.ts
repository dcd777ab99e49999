import 'server-only';
import { cache } from 'react';
import { publicApi } from '@/lib/server-api';
import type { ViewerTour } from './types';

/** What `GET /api/public/tours/{link}` answers (the contract's PublicTourView), as far as the pages read it. */
export interface PublicTour extends ViewerTour {
  slug: string;
  description: string | null;
  descriptionEn: string | null;
  visibility: 'unlisted' | 'public';
  author: { name: string };
  shop: { name: string; nameEn: string | null; link: string } | null;
  /** The market listing it is on; `path` is the listing's page without the locale. */
  listing: { path: string } | null;
}

export const embedPlacePath = (link: string) => `/embed/place/${link}`;

/** An accepted unlisted or public tour with a scene to show, asked as nobody; null otherwise (the page's 404). */
export const publicTour = cache(async (link: string): Promise<PublicTour | null> => {
  if (!/^[A-Za-z0-9]{1,40}$/.test(link)) return null;
  const result = await publicApi<PublicTour>(`/public/tours/${link}`);
  return result.ok && result.data.scenes.length > 0 ? result.data : null;
});
