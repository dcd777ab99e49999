import { models, type Model } from '@rassam/db';
import { publicFilePath, withVersion } from './links';

/** The model's columns listingModel reads, for a select that joins `models` to its listings. */
export const listingModelColumns = {
  link: models.link,
  status: models.status,
  glbFileId: models.glbFileId,
  usdzFileId: models.usdzFileId,
  posterFileId: models.posterFileId,
};

/**
 * A listing's model as public listing answers carry it: its files by the model's link, without a signature
 * (a public listing makes them public: models.service publicFile), or null while it is not ready. Kept apart
 * from the service so the market's reads need nothing more than this.
 */
export function listingModel(row: Pick<Model, 'link' | 'status' | 'glbFileId' | 'usdzFileId' | 'posterFileId'>) {
  if (row.status !== 'ready' || !row.glbFileId) return null;
  return {
    link: row.link,
    glbUrl: publicFilePath(row.link, 'glb'),
    usdzUrl: row.usdzFileId ? publicFilePath(row.link, 'usdz') : null,
    // Versioned: a poster the owner replaces is a new address in the market's kept pages (replacePoster).
    posterUrl: row.posterFileId ? withVersion(publicFilePath(row.link, 'poster'), row.posterFileId) : null,
  };
}
