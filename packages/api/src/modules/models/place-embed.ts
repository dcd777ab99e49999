import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import { publicTour } from '../tours/tours.service';

/**
 * oEmbed for a virtual tour's embed page, `/embed/place/{link}` (issue 18, decision 039), beside the models'
 * and the galleries' in models.index.ts.
 */
export const PLACE_PATH = /^\/(?:en\/)?embed\/place\/([A-Za-z0-9]{1,40})\/?$/;

/** What the oEmbed answer says of a tour; null when it is not an accepted unlisted or public one. */
export interface PlaceFacts {
  title: string;
  titleEn: string | null;
  visibility: 'unlisted' | 'public';
  authorName: string;
  /** The start scene's preview (1024×512), a path of ours. */
  previewUrl: string | null;
}

/** The facts of the tour behind a link, when anyone may see it (the public read's rules); null otherwise. */
export async function placeFacts(deps: AppDeps, link: string): Promise<PlaceFacts | null> {
  const tour = await publicTour(deps, link).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'VirtualTourNotFound') return null;
    throw error;
  });
  if (!tour) return null;
  const { view } = tour;
  const start = view.scenes.find((scene) => scene.id === view.startSceneId) ?? view.scenes[0];
  return {
    title: view.title,
    titleEn: view.titleEn,
    visibility: tour.shared ? 'public' : 'unlisted',
    authorName: view.author.name,
    previewUrl: start?.previewUrl ?? null,
  };
}

/** The same facts models.index.ts answers for models and galleries. */
export interface PlaceEmbedFacts {
  title: string;
  authorName: string;
  thumbnail: { url: string; width: number; height: number } | null;
  /** Anyone may find it (a shared cache may keep the answer); an unlisted tour's stays private. */
  shared: boolean;
}

/** A tour's facts for oEmbed, or the same not-found answer as an unknown model (nothing told apart). */
export function placeEmbed(tour: PlaceFacts | null, english: boolean): PlaceEmbedFacts {
  if (!tour) throw new AppError('ModelNotFound', { fields: { url: 'ModelNotFound' } });
  return {
    title: english ? tour.titleEn || tour.title : tour.title,
    authorName: tour.authorName,
    thumbnail: tour.previewUrl ? { url: tour.previewUrl, width: 1024, height: 512 } : null,
    shared: tour.visibility === 'public',
  };
}
