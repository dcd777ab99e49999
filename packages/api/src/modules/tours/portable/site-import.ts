/**
 * Zip import (decision 038): a tour exported by Pano2VR, 3DVista, krpano or Marzipano is a folder with an
 * `index.html`, zipped as it is or with that folder inside. The zip is read by models' safe reader
 * (`openSafeZip`: zip-slip, links, entry count, bombs, all refused from the central directory before a byte
 * is inflated); the site is the folder that holds `index.html`, stored file by file under the tour's own
 * prefix with a manifest beside it, and served later under a sandbox (site-serve.ts).
 */
import { AppError } from '../../../lib/app-error';
import type { Storage } from '../../../lib/storage';
import { resolveIntakeLimits, type IntakeLimits } from '../../models/intake/limits';
import { openSafeZip, type SafeZip } from '../../models/intake/safe-zip';
import { contentTypeFor } from './content-types';

/**
 * A tour's site is many more files than a model (krpano's multi-resolution tiles run to thousands) and
 * mostly pictures that do not compress: more entries and bytes than models allow, the same bomb ratio.
 */
export const tourImportLimits = (maxUploadMb: number): IntakeLimits =>
  resolveIntakeLimits({
    maxUploadBytes: maxUploadMb * 2 ** 20,
    maxEntries: 10_000,
    // Room for the pictures' own bytes (they hardly compress) and the text files that do.
    maxUncompressedBytes: Math.max(512, maxUploadMb * 2.5) * 2 ** 20,
  });

/** The limits with TOUR_IMPORT_MAX_MB's default (200 MB). */
export const TOUR_IMPORT_LIMITS = tourImportLimits(200);

export interface SiteFile {
  /** The path inside the site, relative to the folder holding index.html. */
  path: string;
  size: number;
  contentType: string;
}

export interface SiteManifest {
  version: 1;
  /** The page a bare `/` opens (its name as the zip wrote it: `index.html`, `Index.htm`, ...). */
  index: string;
  files: SiteFile[];
}

export interface ReadSite {
  manifest: SiteManifest;
  /** The sum of the files' sizes, as the central directory declares them (held to during inflation). */
  bytes: number;
  /** The page's `<title>`, to name the tour when the owner gave no name. */
  title: string | null;
  /** Stores every file and then the manifest under `prefix`; a failure removes what was stored. */
  store(storage: Storage, prefix: string): Promise<void>;
}

const INDEX = /^index\.html?$/i;
/** Files stored at once: enough to overlap the storage's latency, few enough to keep memory flat. */
const STORE_CONCURRENCY = 4;

/** Where a tour's site lives in storage, beside the tours module's own files of that tour. */
export const tourSitePrefix = (tourId: string) => `tours/${tourId}/`;
export const siteManifestKey = (prefix: string) => `${prefix}site.json`;
export const siteFileKey = (prefix: string, path: string) => `${prefix}site/${path}`;

/**
 * Checks an uploaded zip and finds its site, without inflating anything but the index page. No file, or
 * bytes that are not a zip: `ZipFileNotFound`; no `index.html` at the top or one folder deep:
 * `IndexFileNotFoundInZipException`; anything unsafe: `FileFormatIsNotValid` with the reason.
 */
export async function readSiteZip(bytes: Uint8Array, limits: IntakeLimits = TOUR_IMPORT_LIMITS): Promise<ReadSite> {
  if (bytes.byteLength === 0) throw new AppError('ZipFileNotFound', { details: { reason: 'empty-file' } });
  if (bytes.byteLength > limits.maxUploadBytes) {
    throw new AppError('FileSizeValidationError', {
      status: 413,
      fields: { file: 'FileSizeValidationError' },
      details: { maxBytes: limits.maxUploadBytes },
    });
  }
  const zip = await openSafeZip(bytes, limits);
  if (zip.files.length === 0) throw new AppError('ZipFileNotFound', { details: { reason: 'empty-zip' } });

  const root = siteRoot(zip.files.map((file) => file.name));
  const inSite = zip.files.filter((file) => file.name.startsWith(root));
  const files: SiteFile[] = inSite.map((file) => ({
    path: file.name.slice(root.length),
    size: file.declaredSize,
    contentType: contentTypeFor(file.name),
  }));
  const index = files.find((file) => !file.path.includes('/') && INDEX.test(file.path))!.path;
  const manifest: SiteManifest = { version: 1, index, files };
  const title = pageTitle((await zip.read(root + index)).toString('utf8'));
  return {
    manifest,
    bytes: files.reduce((sum, file) => sum + file.size, 0),
    title,
    store: (storage, prefix) => storeSite(zip, root, manifest, storage, prefix),
  };
}

/**
 * The folder the site lives in: '' when index.html is at the top, else the one first-level folder with an
 * index.html (when several have one, the one with the most files: the tour, not a help page beside it).
 */
export function siteRoot(names: string[]): string {
  if (names.some((name) => INDEX.test(name))) return '';
  const folders = names
    .map((name) => name.split('/'))
    .filter((parts) => parts.length === 2 && INDEX.test(parts[1]!))
    .map((parts) => `${parts[0]}/`);
  if (folders.length === 0) {
    throw new AppError('IndexFileNotFoundInZipException', { details: { reason: 'no-index-html' } });
  }
  const count = (folder: string) => names.filter((name) => name.startsWith(folder)).length;
  return folders.sort((a, b) => count(b) - count(a) || a.localeCompare(b))[0]!;
}

/** A text squeezed to a title: control characters and runs of spaces made one space, cut to 120; null if empty. */
export function asTitle(text: string): string | null {
  // eslint-disable-next-line no-control-regex
  const squeezed = text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ');
  const title = squeezed.trim().slice(0, 120).trim();
  return title || null;
}

/** The text of the page's first <title> (its common entities read), as a title. */
export function pageTitle(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html.slice(0, 64 * 1024));
  if (!match) return null;
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
  return asTitle(match[1]!.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!));
}

async function storeSite(zip: SafeZip, root: string, manifest: SiteManifest, storage: Storage, prefix: string) {
  const stored: string[] = [];
  const queue = [...manifest.files];
  const worker = async () => {
    try {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const key = siteFileKey(prefix, file.path);
        const body = await zip.read(root + file.path);
        await storage.put(key, body, file.contentType);
        stored.push(key);
      }
    } catch (error) {
      // The other workers stop at their next file.
      queue.length = 0;
      throw error;
    }
  };
  const results = await Promise.allSettled(Array.from({ length: STORE_CONCURRENCY }, worker));
  const failure = results.find((result) => result.status === 'rejected');
  try {
    if (failure) throw failure.reason;
    // Written last: a site with a manifest is whole.
    await storage.put(siteManifestKey(prefix), new TextEncoder().encode(JSON.stringify(manifest)), 'application/json');
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
}

/** The site's manifest, or null when the tour has no site (not imported, or its import did not finish). */
export async function readSiteManifest(storage: Storage, prefix: string): Promise<SiteManifest | null> {
  const object = await storage.get(siteManifestKey(prefix));
  if (!object) return null;
  return JSON.parse(Buffer.from(object.body).toString('utf8')) as SiteManifest;
}

/** Removes a site's files and its manifest (the tour's deletion calls this). */
export async function deleteSite(storage: Storage, prefix: string): Promise<void> {
  const manifest = await readSiteManifest(storage, prefix);
  if (!manifest) return;
  await storage.delete(siteManifestKey(prefix));
  for (const file of manifest.files) await storage.delete(siteFileKey(prefix, file.path)).catch(() => {});
}
