import { tours, tourScenes, type Tour, type TourScene } from '@rassam/db';
import { withVersion } from '../models/links';
import { publicBase } from './tour-files';

/** The tour's and its start scene's columns listingTour reads, for a select that joins them to a listing. */
export const listingTourColumns = {
  link: tours.link,
  status: tours.status,
  title: tours.title,
  titleEn: tours.titleEn,
  sceneId: tourScenes.id,
  previewFileId: tourScenes.previewFileId,
};

/**
 * A listing's tour as public listing answers carry it: its link (the viewer reads the tour by it:
 * `GET /api/public/tours/{link}`, open while a public listing shows it) and its start scene's preview, or
 * null while the tour is not accepted. Kept apart from the service so the market's reads need only this.
 */
export function listingTour(row: {
  link: Tour['link'] | null;
  status: Tour['status'] | null;
  title: Tour['title'] | null;
  titleEn: Tour['titleEn'];
  sceneId: TourScene['id'] | null;
  previewFileId: TourScene['previewFileId'];
}) {
  // Every column is nullable in a left join: no tour at all reads as all of them null.
  if (row.status !== 'accepted' || !row.link || row.title === null) return null;
  return {
    link: row.link,
    title: row.title,
    titleEn: row.titleEn,
    previewUrl: row.sceneId
      ? withVersion(`${publicBase(row.link)}/scenes/${row.sceneId}/preview`, row.previewFileId)
      : null,
  };
}
