/**
 * What the public image libraries share (a shop's media, the service catalogue's and the blog's images): card
 * sizes made at upload, the admins' libraries' public reads and checks, and a removed image's files deleted once
 * nothing names them any more.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  blogMedia,
  designs,
  files,
  serviceMedia,
  shopMedia,
  tourImages,
  tourScenes,
  tours,
  type Executor,
} from '@rassam/db';
import { AppError } from './app-error';
import type { AppDeps } from './context';
import { IMAGE_WIDTHS } from './image-widths';
import { makeSizedCopy, needsSize, sizedKey, storedImageAt } from './sized-images';
import { sniff, storeUpload, toFileView } from '../modules/generation/files.service';

/** The widths cards ask for (a desktop's column, a phone's row at 2–3×): made at upload, not by the first visitor. */
const CARD_WIDTHS: readonly (typeof IMAGE_WIDTHS)[number][] = [320, 640];

export async function makeCardSizes(
  deps: Pick<AppDeps, 'storage'>,
  file: typeof files.$inferSelect,
  sizes: readonly (typeof IMAGE_WIDTHS)[number][] = CARD_WIDTHS,
) {
  const widths = sizes.filter((width) => needsSize(file, width));
  if (widths.length === 0) return;
  const original = (await deps.storage.get(file.storageKey))?.body;
  if (original) for (const width of widths) await makeSizedCopy(deps.storage, file, width, original);
}

/** The library of images the admins upload for a public part of the site: the services' or the blog's. */
export type AdminLibrary = typeof serviceMedia | typeof blogMedia;

export interface LibraryImage {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
}

/** Where a library's images are public, by id. */
type UrlOf = (id: string) => string;

/**
 * Stores an admin's upload in a library (`add` records it there): checked by content, re-encoded without its
 * metadata by storeUpload, with its sized copies made at once.
 */
export async function uploadLibraryImage(
  deps: AppDeps,
  adminId: string,
  bytes: Uint8Array,
  library: {
    add: (fileId: string) => Promise<unknown>;
    urlOf: UrlOf;
    widths?: readonly (typeof IMAGE_WIDTHS)[number][];
  },
) {
  if (sniff(bytes)?.kind !== 'image')
    throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
  const file = await storeUpload(deps, { id: adminId }, bytes);
  await library.add(file.id);
  await makeCardSizes(deps, file, library.widths);
  return { ...toFileView(file), url: library.urlOf(file.id) };
}

/** A library, newest first, with how many things show each image (`usedBy`, a count over `files.id`). */
export async function libraryImageList(db: Executor, library: AdminLibrary, usedBy: SQL<number>, urlOf: UrlOf) {
  const rows = await db
    .select({ file: files, usedBy })
    .from(library)
    .innerJoin(files, eq(files.id, library.fileId))
    .orderBy(desc(library.createdAt), desc(files.id));
  return rows.map((row) => ({
    ...toFileView(row.file),
    url: urlOf(row.file.id),
    usedBy: row.usedBy,
    createdAt: row.file.createdAt.toISOString(),
  }));
}

/** The images of `library` among `ids`, by id: an id whose file has gone (its uploader deleted) has none. */
export async function libraryImages(
  db: Executor,
  library: AdminLibrary,
  ids: string[],
  urlOf: UrlOf,
): Promise<Map<string, LibraryImage>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, width: files.width, height: files.height })
    .from(library)
    .innerJoin(files, eq(files.id, library.fileId))
    .where(inArray(library.fileId, unique));
  return new Map(rows.map((row) => [row.id, { ...row, url: urlOf(row.id) }]));
}

/**
 * Which of `ids` are images of `library`. Their library rows stay locked until the caller's transaction ends:
 * an image removed meanwhile is removed after the save, from what was saved too.
 */
export async function heldLibraryImages(tx: Executor, library: AdminLibrary, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await tx
    .select({ id: library.fileId })
    .from(library)
    .where(inArray(library.fileId, [...new Set(ids)]))
    .for('share');
  return new Set(found.map((row) => row.id));
}

/** An image of `library`, to anyone (at a served width when asked); any other file is FileNotFound. */
export async function publicLibraryFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  library: AdminLibrary,
  fileId: string,
  width?: number,
) {
  const [row] = await deps.db
    .select({ file: files })
    .from(library)
    .innerJoin(files, eq(files.id, library.fileId))
    .where(eq(library.fileId, fileId))
    .limit(1);
  if (!row) throw new AppError('FileNotFound');
  return storedImageAt(deps.storage, row.file, width);
}

/** How a library's image is sent: public while the library holds it, briefly, so that a removal takes effect soon. */
export const LIBRARY_IMAGE_HEADERS = {
  cacheControl: 'public, max-age=300',
  contentSecurityPolicy: "default-src 'none'; img-src 'self'; sandbox",
} as const;

/**
 * An upload nothing points at any more. A shop shows only its owner's files and every one of them is in
 * its library (adoptFiles), so the libraries answer for profiles, banners, landings and listings, and a
 * service or a blog post shows only images of its library; a design names its input files by id in its
 * `input`; a tour keeps its panoramas' originals, its floor plan and its notes' pictures (an owner may also
 * put one of those in their shop's library: taking it out again must not delete the tour's file); outputs
 * are not uploads.
 */
export const unreferencedUpload = and(
  eq(files.purpose, 'upload'),
  sql`not exists (select 1 from ${shopMedia} where ${shopMedia.fileId} = ${files.id})`,
  sql`not exists (select 1 from ${serviceMedia} where ${serviceMedia.fileId} = ${files.id})`,
  sql`not exists (select 1 from ${blogMedia} where ${blogMedia.fileId} = ${files.id})`,
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
