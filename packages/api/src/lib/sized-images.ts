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

/** Makes the WebP of the stored image at most `width` wide and keeps it under sizedKey. */
export async function makeSizedCopy(storage: Storage, file: StoredFile, width: number, original?: Uint8Array) {
  const source = original ?? (await storage.get(file.storageKey))?.body;
  if (!source) throw new AppError('FileNotFound');
  const body = new Uint8Array(
    await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  );
  await storage.put(sizedKey(file.storageKey, width), body, 'image/webp');
}

/** Copies being made in this process, by storage and key: asks that come together wait for one sharp run. */
const making = new WeakMap<Storage, Map<string, Promise<void>>>();

function makeOnce(storage: Storage, key: string, make: () => Promise<void>): Promise<void> {
  let inStorage = making.get(storage);
  if (!inStorage) making.set(storage, (inStorage = new Map()));
  const ongoing = inStorage.get(key);
  if (ongoing) return ongoing;
  const made = make().finally(() => inStorage.delete(key));
  inStorage.set(key, made);
  return made;
}

/**
 * What a route sends for a stored image asked at a width: its sized copy when the image is wider (made on
 * the first ask, see sendStoredFile's makeIfMissing; first asks at the same time share one making), else the
 * original as it is.
 */
export function storedImageAt(storage: Storage, file: StoredFile, width?: number) {
  if (width === undefined || !needsSize(file, width)) return { key: file.storageKey, contentType: file.mime };
  const key = sizedKey(file.storageKey, width);
  return {
    key,
    contentType: 'image/webp',
    makeIfMissing: () => makeOnce(storage, key, () => makeSizedCopy(storage, file, width)),
  };
}
