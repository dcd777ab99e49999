/**
 * Where a tour's files live and how their addresses read (decision 037). Storage keys sit under the tour
 * (`tours/{userId}/{tourId}/…`), so an export or a deletion finds them together. The owner reads every file
 * with the session cookie; anyone else by the tour's link while the tour is open to them (tours.service).
 * Every address carries its file's version (`?v=`, a digest of the file's id or the tiles' folder): a new
 * file is a new address, so each one may be kept for a year.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FileKind, FilePurpose, SceneTiles, TourScene, files } from '@rassam/db';
import type { AppDeps } from '../../lib/context';
import { fileVersion, withVersion } from '../models/links';
import type { SceneFileName } from './tours.schemas';

export const MB = 1024 * 1024;
export const uploadLimitBytes = (deps: Pick<AppDeps, 'env'>) => deps.env.TOUR_UPLOAD_MAX_MB * MB;
export const quotaBytes = (deps: Pick<AppDeps, 'env'>) => deps.env.TOUR_QUOTA_MB * MB;

export const tourPrefix = (userId: string, tourId: string) => `tours/${userId}/${tourId}`;
/** A new folder for a scene's tiles: cut again, they are a new folder and a new version. */
export const newTilesPrefix = (userId: string, tourId: string, sceneId: string) =>
  `${tourPrefix(userId, tourId)}/tiles/${sceneId}-${randomBytes(6).toString('base64url')}`;
export const tileKey = (tiles: Pick<SceneTiles, 'prefix'>, col: number, row: number) =>
  `${tiles.prefix}/${col}_${row}.webp`;
/** Every tile's key, for deleting them. */
export function tileKeys(tiles: SceneTiles | null): string[] {
  if (!tiles) return [];
  const keys: string[] = [];
  for (let row = 0; row < tiles.rows; row++)
    for (let col = 0; col < tiles.cols; col++) keys.push(tileKey(tiles, col, row));
  return keys;
}

export type FileRow = typeof files.$inferInsert & { id: string; storageKey: string; size: number };

/** Puts bytes in storage under the tour and returns the files row to insert for them. */
export async function putTourFile(
  deps: AppDeps,
  userId: string,
  tourId: string,
  bytes: Uint8Array,
  meta: { mime: string; ext: string; kind?: FileKind; purpose: FilePurpose; width?: number; height?: number },
): Promise<FileRow> {
  const id = randomUUID();
  const storageKey = `${tourPrefix(userId, tourId)}/${id}.${meta.ext}`;
  await deps.storage.put(storageKey, bytes, meta.mime);
  return {
    id,
    userId,
    purpose: meta.purpose,
    kind: meta.kind ?? 'image',
    mime: meta.mime,
    size: bytes.length,
    width: meta.width,
    height: meta.height,
    storageKey,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** Deletes stored objects, ignoring ones already gone (a deletion must finish whatever storage says). */
export async function deleteKeys(deps: AppDeps, keys: string[]) {
  for (let i = 0; i < keys.length; i += 16) {
    await Promise.all(keys.slice(i, i + 16).map((key) => deps.storage.delete(key).catch(() => {})));
  }
}

const sceneFileId = (scene: TourScene, name: SceneFileName) =>
  name === 'preview' ? scene.previewFileId : scene.imageFileId;

/** The file addresses of a scene, under the owner's base (`/api/tours/{id}`) or the public one (`/api/public/tours/{link}`). */
export function sceneUrls(base: string, scene: TourScene, owner: boolean) {
  const file = (name: SceneFileName) =>
    withVersion(`${base}/scenes/${scene.id}/${owner ? 'files/' : ''}${name}`, sceneFileId(scene, name));
  const tiles =
    scene.tileStatus === 'ready' && scene.tiles
      ? {
          width: scene.tiles.width,
          cols: scene.tiles.cols,
          rows: scene.tiles.rows,
          url: `${base}/scenes/${scene.id}/tiles/{col}_{row}.webp?v=${fileVersion(scene.tiles.prefix)}`,
        }
      : null;
  return { previewUrl: file('preview'), imageUrl: file('image'), tiles };
}

export const ownerBase = (id: string) => `/api/tours/${id}`;
export const publicBase = (link: string) => `/api/public/tours/${link}`;
export const planUrl = (base: string, fileId: string) => withVersion(`${base}/plan/image`, fileId);
/** An info hotspot's picture, named by its file's id (which is also its version). */
export const infoImageUrl = (base: string, fileId: string) => withVersion(`${base}/images/${fileId}`, fileId);
export const embedPath = (link: string) => `/embed/place/${link}`;
