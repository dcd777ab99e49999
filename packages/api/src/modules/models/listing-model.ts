import { models, type Model } from '@rassam/db';
import { publicFilePath, withVersion } from './links';

/** The model's columns listingModel reads, for a select that joins `models` to its listings. */
export const listingModelColumns = {
  link: models.link,
  status: models.status,
  glbFileId: models.glbFileId,
  usdzFileId: models.usdzFileId,
  galleryFileId: models.galleryFileId,
  posterFileId: models.posterFileId,
};

/**
 * A listing's model as public listing answers carry it: its files by the model's link, without a signature
 * (a public listing makes them public: models.service publicFile), or null while it is not ready. Kept apart
 * from the service so the market's reads need nothing more than this.
 */
export function listingModel(
  row: Pick<Model, 'link' | 'status' | 'glbFileId' | 'usdzFileId' | 'galleryFileId' | 'posterFileId'>,
) {
  if (row.status !== 'ready' || !row.glbFileId) return null;
  const glbUrl = publicFilePath(row.link, 'glb');
  return {
    link: row.link,
    glbUrl,
    usdzUrl: row.usdzFileId ? publicFilePath(row.link, 'usdz') : null,
    // The shop's 3D gallery loads the lighter copy; a model light already, or processed before there were
    // copies, is drawn from its GLB.
    galleryUrl: row.galleryFileId ? publicFilePath(row.link, 'gallery') : glbUrl,
    // Versioned: a poster the owner replaces is a new address in the market's kept pages (replacePoster).
    posterUrl: row.posterFileId ? withVersion(publicFilePath(row.link, 'poster'), row.posterFileId) : null,
  };
}
