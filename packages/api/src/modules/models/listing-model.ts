import type { Model } from '@rassam/db';
import { publicFilePath } from './links';

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
    posterUrl: row.posterFileId ? publicFilePath(row.link, 'poster') : null,
  };
}
