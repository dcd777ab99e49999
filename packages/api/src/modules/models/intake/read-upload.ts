import { posix } from 'node:path';
import { GLB_BUFFER, type Document, type GLTF, type JSONDocument } from '@gltf-transform/core';
import { AppError } from '../../../lib/app-error';
import { checkGlbContainer, looksLikeGlb } from './glb-container';
import { gltfIO } from '../gltf-io';
import { resolveResources } from './gltf-resources';
import type { IntakeLimits } from './limits';
import { refuse } from './refuse';
import { looksLikeZip, openSafeZip, type SafeZip } from './safe-zip';
import { readUsdz, USD_LAYER } from '../usdz-read';

export type Upload =
  /** A GLB; `bytes` are the upload, for the validator. */
  | { kind: 'glb'; document: Document; bytes: Uint8Array }
  /** A zip holding a .gltf (with its .bin and textures) or a .glb; `index` is that file's name in it. */
  | { kind: 'gltf-zip'; document: Document; index: string }
  /**
   * A USDZ package (a safe zip led by a USD layer, `index`), its USD read into glTF by three.js's parsers
   * (usdz-read/); `warnings` say what glTF could not carry (skinning, animation, ...).
   */
  | { kind: 'usdz'; document: Document; bytes: Uint8Array; index: string; warnings: string[] };

export interface ReadOptions {
  /** Checked between the steps of reading a USDZ (its parsing is synchronous). */
  signal?: AbortSignal;
}

/**
 * Reads an uploaded model. What it is comes from its bytes, never from its name: a GLB by its magic, a
 * zip by its signature (then a USDZ when its first file is a USD layer, else a glTF package). The name
 * only picks the words of a refusal (a garbage "model.zip" is a zip that could not be read).
 */
export async function readUpload(
  bytes: Uint8Array,
  fileName: string,
  limits: IntakeLimits,
  options: ReadOptions = {},
): Promise<Upload> {
  if (bytes.byteLength > limits.maxUploadBytes) {
    throw new AppError('FileSizeValidationError', {
      status: 413,
      fields: { file: 'FileSizeValidationError' },
      details: { maxBytes: limits.maxUploadBytes },
    });
  }
  const namedZip = /\.(zip|usdz)$/i.test(fileName);
  if (bytes.byteLength === 0) {
    throw namedZip
      ? new AppError('ZipFileNotFound', { details: { reason: 'empty-file' } })
      : refuse('empty-file', { fileName });
  }
  if (looksLikeGlb(bytes)) return { kind: 'glb', document: await readGlb(bytes, async () => undefined), bytes };
  if (looksLikeZip(bytes)) return readZip(bytes, fileName, limits, options);
  if (namedZip) throw new AppError('ZipFileNotFound', { details: { reason: 'unreadable-zip' } });
  // A lone .gltf cannot carry its .bin and textures (unless all are data: URIs): ask for a zip.
  throw refuse(/\.gltf$/i.test(fileName) ? 'gltf-needs-zip' : 'not-a-model', { fileName });
}

async function readZip(
  bytes: Uint8Array,
  fileName: string,
  limits: IntakeLimits,
  options: ReadOptions,
): Promise<Upload> {
  const zip = await openSafeZip(bytes, limits);
  const first = zip.files[0];
  if (first && USD_LAYER.test(first.name)) {
    const { document, warnings } = await readUsdz(zip, limits, options);
    return { kind: 'usdz', document, bytes, index: first.name, warnings };
  }

  const index = pickIndex(zip);
  if (!index) {
    // A USDZ must open with its root layer: one named .usdz, or holding layers elsewhere, is told so.
    if (/\.usdz$/i.test(fileName) || zip.files.some((file) => USD_LAYER.test(file.name))) {
      throw refuse('no-usd-layer', { entry: first?.name ?? null });
    }
    throw new AppError('IndexFileNotFoundInZipException');
  }
  const indexBytes = await zip.read(index);
  const folder = posix.dirname(index) === '.' ? '' : posix.dirname(index);
  const names = new Set(zip.files.map((file) => file.name));
  const readSibling = async (name: string) => (names.has(name) ? zip.read(name) : undefined);

  const document = /\.glb$/i.test(index)
    ? await readGlb(indexBytes, readSibling, folder)
    : await readGltf(parseJson(indexBytes), readSibling, folder);
  return { kind: 'gltf-zip', document, index };
}

/**
 * The model's index file: the .gltf nearest the zip's root (a package is often one folder deep), or
 * failing that the nearest .glb; between two at the same depth, the first in the archive.
 */
function pickIndex(zip: SafeZip): string | undefined {
  const depth = (name: string) => name.split('/').length;
  const nearest = (pattern: RegExp) =>
    zip.files
      .filter((file) => pattern.test(file.name))
      .reduce<string | undefined>(
        (best, file) => (best === undefined || depth(file.name) < depth(best) ? file.name : best),
        undefined,
      );
  return nearest(/\.gltf$/i) ?? nearest(/\.glb$/i);
}

function parseJson(bytes: Uint8Array): GLTF.IGLTF {
  try {
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('not an object');
    return json as GLTF.IGLTF;
  } catch (error) {
    throw refuse('unreadable-gltf', { problem: 'the .gltf is not JSON' }, error);
  }
}

/** A GLB's JSON and BIN chunks, split after checking the container (glb-container.ts). */
async function readGlb(bytes: Uint8Array, read: ReadSibling, folder = ''): Promise<Document> {
  const glb = checkGlbContainer(bytes);
  const data = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const jsonLength = data.getUint32(12, true);
  const json = parseJson(glb.subarray(20, 20 + jsonLength));
  const resources: Record<string, Uint8Array> = {};
  const binStart = 20 + jsonLength;
  if (binStart + 8 <= glb.byteLength && data.getUint32(binStart + 4, true) === 0x004e4942) {
    resources[GLB_BUFFER] = glb.subarray(binStart + 8, binStart + 8 + data.getUint32(binStart, true));
  }
  return readGltf(json, read, folder, resources);
}

type ReadSibling = (name: string) => Promise<Uint8Array | undefined>;

async function readGltf(
  json: GLTF.IGLTF,
  read: ReadSibling,
  folder: string,
  resources: Record<string, Uint8Array> = {},
): Promise<Document> {
  const all = { ...resources, ...(await resolveResources(json, folder, read)) };
  // Our bytes are never on a SharedArrayBuffer; the cast only narrows the buffer type glTF Transform names.
  const jsonDoc: JSONDocument = { json, resources: all as JSONDocument['resources'] };
  const io = await gltfIO();
  try {
    return await io.readJSON(jsonDoc);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // glTF Transform's messages are English and technical; they go in the details, the reason is ours.
    throw refuse('unreadable-gltf', { problem: String((error as Error)?.message ?? error).slice(0, 300) }, error);
  }
}
