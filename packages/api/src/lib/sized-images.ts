/**
 * Smaller copies of stored images: a WebP at one of a few widths, made on the first ask (or ahead, by the
 * caller) and kept beside the original under a derived key. No table row: a copy lives and goes with its
 * file, behind whatever check guards the original. Used by the market's images and by shared results.
 */
import sharp from 'sharp';
import type { files } from '@rassam/db';
import { AppError } from './app-error';
import type { Storage } from './storage';

type StoredFile = typeof files.$inferSelect;

/** Whether the file is an image wider than `width`: a smaller one is served as it is. */
export const needsSize = (file: StoredFile, width: number) =>
  file.kind === 'image' && (file.width === null || file.width > width);

/** Where the copy of a stored image at a width is kept: beside the original, under a derived key. */
export const sizedKey = (storageKey: string, width: number) => `${storageKey}.w${width}.webp`;

/** A WebP of the stored image at most `width` wide, made once and kept (under sizedKey). */
export async function sizedCopy(storage: Storage, file: StoredFile, width: number, original?: Uint8Array) {
  const key = sizedKey(file.storageKey, width);
  const kept = original ? null : await storage.get(key);
  if (kept) return kept.body;
  const source = original ?? (await storage.get(file.storageKey))?.body;
  if (!source) throw new AppError('FileNotFound');
  const body = new Uint8Array(
    await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  );
  await storage.put(key, body, 'image/webp');
  return body;
}
