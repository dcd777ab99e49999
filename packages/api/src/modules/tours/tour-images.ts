/**
 * The pictures info hotspots show (issue 18: "information: text in fa and en, an image, a link to a listing";
 * decision 037). The owner uploads one for a tour; it is told by its content (JPEG, PNG or WebP), decoded once
 * and re-encoded as a WebP of at most INFO_IMAGE_MAX_SIDE a side, so nothing of the upload but its pixels is
 * kept (no metadata, nothing a crafted file carried). It is stored under the tour's files (`tour_images`, by
 * its file's id), counted in the tour's bytes, and named by hotspots as `imageId`. Anyone but the owner reads
 * one only while a hotspot of the open tour shows it: a picture uploaded after the tour was accepted is not
 * served until the hotspot that shows it has been reviewed.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { files, tourImages, tourScenes, type Executor, type SceneHotspot, type Tour } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import { sniff } from '../generation/files.service';
import { invalidPanorama } from './panorama';
import { MB } from './tour-files';
import { INFO_IMAGE_MAX_MB, INFO_IMAGE_MAX_SIDE } from './tours.schemas';

export const infoImageLimitBytes = INFO_IMAGE_MAX_MB * MB;
/** A 48-megapixel phone photo fits; more would only be shrunk, at the cost of memory while decoding. */
const MAX_PIXELS = 50_000_000;
/** A picture no hotspot took this long after its upload was left behind (an editor closed unsaved). */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export const tooLargeImage = () =>
  new AppError('FileSizeValidationError', {
    status: 413,
    fields: { file: 'FileSizeValidationError' },
    details: { maxBytes: infoImageLimitBytes },
  });

/** The upload as the WebP kept: turned upright, at most INFO_IMAGE_MAX_SIDE a side, transparency kept. */
export async function infoImage(bytes: Uint8Array) {
  if (bytes.length === 0) throw invalidPanorama();
  if (bytes.length > infoImageLimitBytes) throw tooLargeImage();
  const sniffed = sniff(bytes);
  if (!sniffed || !['image/jpeg', 'image/png', 'image/webp'].includes(sniffed.mime)) throw invalidPanorama();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(INFO_IMAGE_MAX_SIDE, INFO_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (cause) {
    throw invalidPanorama(cause);
  }
}

/** The pictures hotspots name. */
export const imageIdsOf = (hotspots: SceneHotspot[]) =>
  hotspots.flatMap((hotspot) => (hotspot.type === 'info' && hotspot.imageId ? [hotspot.imageId] : []));

/** Which of `ids` are pictures of this tour. */
export async function imagesOfTour(db: Executor, tourId: string, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: tourImages.fileId })
    .from(tourImages)
    .where(and(eq(tourImages.tourId, tourId), inArray(tourImages.fileId, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Deletes the tour's pictures no hotspot shows any more, among those `dropped` (a scene's hotspots let them
 * go) and those left behind a day after their upload; call it in the transaction that changed the hotspots,
 * after the change. Answers the stored keys to delete once it commits and the bytes the tour no longer takes.
 */
export async function dropUnusedImages(tx: Executor, tourId: string, dropped: string[]) {
  const scenes = await tx
    .select({ hotspots: tourScenes.hotspots })
    .from(tourScenes)
    .where(eq(tourScenes.tourId, tourId));
  const used = new Set(scenes.flatMap((scene) => imageIdsOf(scene.hotspots)));
  const candidates = await tx
    .select({ id: tourImages.fileId })
    .from(tourImages)
    .where(
      and(
        eq(tourImages.tourId, tourId),
        or(
          dropped.length ? inArray(tourImages.fileId, dropped) : sql`false`,
          lt(tourImages.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
        ),
      ),
    );
  const unused = candidates.map((row) => row.id).filter((id) => !used.has(id));
  if (!unused.length) return { keys: [], bytes: 0 };
  // The tour_images rows go with their files (on delete cascade).
  const gone = await tx
    .delete(files)
    .where(inArray(files.id, unused))
    .returning({ key: files.storageKey, size: files.size });
  return { keys: gone.map((row) => row.key), bytes: gone.reduce((sum, row) => sum + row.size, 0) };
}

/**
 * A picture of the tour as a file to send. `shownOnly` (anyone but the owner and the admins): only while a
 * hotspot of the tour shows it. Anything else is FileNotFound.
 */
export async function tourImageFile(db: Executor, tour: Tour, imageId: string, shownOnly: boolean) {
  if (!/^[0-9a-f-]{36}$/i.test(imageId)) throw new AppError('FileNotFound');
  const [file] = await db
    .select({ id: files.id, storageKey: files.storageKey, mime: files.mime })
    .from(tourImages)
    .innerJoin(files, eq(files.id, tourImages.fileId))
    .where(and(eq(tourImages.tourId, tour.id), eq(tourImages.fileId, imageId)))
    .limit(1);
  if (!file) throw new AppError('FileNotFound');
  if (shownOnly) {
    const [shown] = await db
      .select({ id: tourScenes.id })
      .from(tourScenes)
      .where(
        and(
          eq(tourScenes.tourId, tour.id),
          sql`${tourScenes.hotspots} @> ${JSON.stringify([{ type: 'info', imageId }])}::jsonb`,
        ),
      )
      .limit(1);
    if (!shown) throw new AppError('FileNotFound');
  }
  return file;
}

/** The tour's pictures' storage keys by their ids (for the export). */
export async function imageKeysOf(db: Executor, tourId: string) {
  const rows = await db
    .select({ id: files.id, key: files.storageKey })
    .from(tourImages)
    .innerJoin(files, eq(files.id, tourImages.fileId))
    .where(eq(tourImages.tourId, tourId));
  return new Map(rows.map((row) => [row.id, row.key]));
}
