/**
 * What the public image libraries share (a shop's media, the service catalogue's images): card sizes made at
 * upload, and a removed image's files deleted once nothing names them any more.
 */
import { and, eq, sql } from 'drizzle-orm';
import { designs, files, serviceMedia, shopMedia, tourImages, tourScenes, tours, type Executor } from '@rassam/db';
import { AppError } from './app-error';
import type { AppDeps } from './context';
import { IMAGE_WIDTHS } from './image-widths';
import { makeSizedCopy, needsSize, sizedKey } from './sized-images';

/** The widths cards ask for (a desktop's column, a phone's row at 2–3×): made at upload, not by the first visitor. */
const CARD_WIDTHS = [320, 640] as const;

export async function makeCardSizes(deps: Pick<AppDeps, 'storage'>, file: typeof files.$inferSelect) {
  const widths = CARD_WIDTHS.filter((width) => needsSize(file, width));
  if (widths.length === 0) return;
  const original = (await deps.storage.get(file.storageKey))?.body;
  if (original) for (const width of widths) await makeSizedCopy(deps.storage, file, width, original);
}

/**
 * An upload nothing points at any more. A shop shows only its owner's files and every one of them is in
 * its library (adoptFiles), so the libraries answer for profiles, banners, landings and listings, and a
 * service shows only images of the services' library; a design names its input files by id in its
 * `input`; a tour keeps its panoramas' originals, its floor plan and its notes' pictures (an owner may also
 * put one of those in their shop's library: taking it out again must not delete the tour's file); outputs
 * are not uploads.
 */
export const unreferencedUpload = and(
  eq(files.purpose, 'upload'),
  sql`not exists (select 1 from ${shopMedia} where ${shopMedia.fileId} = ${files.id})`,
  sql`not exists (select 1 from ${serviceMedia} where ${serviceMedia.fileId} = ${files.id})`,
  sql`not exists (select 1 from ${designs} where ${designs.userId} = ${files.userId} and ${designs.input}::text like '%' || ${files.id}::text || '%')`,
  sql`not exists (select 1 from ${tourScenes} where ${tourScenes.originalFileId} = ${files.id})`,
  sql`not exists (select 1 from ${tours} where ${tours.planFileId} = ${files.id})`,
  sql`not exists (select 1 from ${tourImages} where ${tourImages.fileId} = ${files.id})`,
);

/**
 * Takes an image out of a library, in one transaction: the file's row is locked first (an owner saving a
 * listing or a service with this image at the same moment adopts it before, and is stripped by `takeOut`, or
 * after this commits), `takeOut` removes the library's row and whatever showed it (false: it was not in the
 * library, FileNotFound), and the file itself goes when nothing else names it; then its stored copies go.
 */
export async function removeLibraryImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  fileId: string,
  takeOut: (tx: Executor) => Promise<boolean>,
) {
  const { storageKey, deleted } = await deps.db.transaction(async (tx) => {
    const [file] = await tx
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.id, fileId))
      .for('update');
    if (!(await takeOut(tx)) || !file) throw new AppError('FileNotFound');
    const gone = await tx
      .delete(files)
      .where(and(eq(files.id, fileId), unreferencedUpload))
      .returning({ id: files.id });
    return { storageKey: file.storageKey, deleted: gone.length > 0 };
  });
  await discardImage(deps, storageKey, deleted);
}

/**
 * After the commit that took an image out of its library: its sized copies always go (only the library's
 * public route serves them), the original when its row was deleted too. A key that cannot be deleted now is
 * logged, never a failure of what was done.
 */
export async function discardImage(deps: Pick<AppDeps, 'storage' | 'logger'>, storageKey: string, deleted: boolean) {
  const keys = [...(deleted ? [storageKey] : []), ...IMAGE_WIDTHS.map((width) => sizedKey(storageKey, width))];
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      deps.logger.warn('stored file not deleted', { key: keys[i], error: String(result.reason) });
  });
}
