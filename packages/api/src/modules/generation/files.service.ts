/**
 * Files in our storage: uploads checked by their content (never by name or Content-Type), images
 * re-encoded with their metadata (EXIF, GPS) dropped, and generated outputs re-hosted (provider URLs
 * expire and must never reach users).
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { probe } from '@rassam/ai/media';
import { files, type FileKind, type FilePurpose, type User } from '@rassam/db';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/app-error';

/** Upload limits per kind (bytes). */
export const UPLOAD_LIMITS: Record<Exclude<FileKind, 'model3d'>, number> = {
  image: 15 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  audio: 25 * 1024 * 1024,
};
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));
/** Larger images are refused rather than decoded (a decompression bomb costs memory, not bytes). */
const MAX_IMAGE_PIXELS = 40_000_000;

export interface Sniffed {
  kind: FileKind;
  mime: string;
  ext: string;
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

/** What the bytes are, from their signature; null for anything we do not accept. */
export function sniff(bytes: Uint8Array): Sniffed | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(bytes, 1, 4) === 'PNG') return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE')
    return { kind: 'audio', mime: 'audio/wav', ext: 'wav' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return { kind: 'image', mime: 'image/avif', ext: 'avif' };
    if (brand.startsWith('M4A')) return { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' };
    if (brand === 'qt  ') return { kind: 'video', mime: 'video/quicktime', ext: 'mov' };
    return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0))
    return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
  if (ascii(bytes, 0, 4) === 'OggS') return { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(bytes, 0, 4) === 'fLaC') return { kind: 'audio', mime: 'audio/flac', ext: 'flac' };
  if (ascii(bytes, 0, 4) === 'glTF') return { kind: 'model3d', mime: 'model/gltf-binary', ext: 'glb' };
  return null;
}

interface Prepared {
  bytes: Buffer;
  mime: string;
  ext: string;
  width?: number;
  height?: number;
}

/** Decodes and re-encodes an image: orientation applied, metadata gone, a bomb refused. */
async function reencodeImage(bytes: Uint8Array, sniffed: Sniffed): Promise<Prepared> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).rotate();
    const meta = await image.metadata();
    // Transparency is kept (PNG); photos stay JPEG; the rest become WebP.
    const [out, mime, ext] =
      sniffed.mime === 'image/png' || meta.hasAlpha
        ? [image.png({ compressionLevel: 8 }), 'image/png', 'png']
        : sniffed.mime === 'image/jpeg'
          ? [image.jpeg({ quality: 92, mozjpeg: true }), 'image/jpeg', 'jpg']
          : [image.webp({ quality: 90 }), 'image/webp', 'webp'];
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { bytes: data, mime, ext, width: info.width, height: info.height };
  } catch {
    throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
  }
}

function storageKey(userId: string, id: string, ext: string) {
  return `media/${userId}/${id}.${ext}`;
}

/** The row of an object already in storage. */
async function record(deps: AppDeps, values: typeof files.$inferInsert & { id: string }) {
  const [row] = await deps.db.insert(files).values(values).returning();
  return row!;
}

async function save(
  deps: AppDeps,
  userId: string,
  purpose: FilePurpose,
  kind: FileKind,
  prepared: Prepared & { durationMs?: number },
) {
  const id = crypto.randomUUID();
  const key = storageKey(userId, id, prepared.ext);
  await deps.storage.put(key, prepared.bytes, prepared.mime);
  return record(deps, {
    id,
    userId,
    purpose,
    kind,
    mime: prepared.mime,
    size: prepared.bytes.length,
    width: prepared.width,
    height: prepared.height,
    durationMs: prepared.durationMs,
    storageKey: key,
    sha256: createHash('sha256').update(prepared.bytes).digest('hex'),
  });
}

/** A user's upload, checked by content and size. */
export async function storeUpload(deps: AppDeps, user: Pick<User, 'id'>, bytes: Uint8Array) {
  const sniffed = sniff(bytes);
  if (!sniffed || sniffed.kind === 'model3d') {
    throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
  }
  if (bytes.length > UPLOAD_LIMITS[sniffed.kind]) {
    throw new AppError('FileSizeValidationError', {
      status: 413,
      fields: { file: 'FileSizeValidationError' },
      details: { maxBytes: UPLOAD_LIMITS[sniffed.kind] },
    });
  }
  if (sniffed.kind === 'image') return save(deps, user.id, 'upload', 'image', await reencodeImage(bytes, sniffed));
  const { kind, prepared } = await probeMedia(Buffer.from(bytes), sniffed);
  return save(deps, user.id, 'upload', kind, prepared);
}

/** Longest video or sound we accept: the tools take short clips, and a long one costs every reader. */
const MAX_MEDIA_SECONDS = 10 * 60;

/**
 * A video or a sound is read whole by ffmpeg before we keep it: a file whose signature looks right but
 * that does not decode is refused, and its real size and length are recorded. An MP4 with no picture is
 * a sound (phones record voice notes as .m4a or .mp4).
 */
async function probeMedia(
  bytes: Buffer,
  sniffed: Sniffed,
): Promise<{ kind: FileKind; prepared: Prepared & { durationMs?: number } }> {
  const invalid = () => new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
  const info = await probe(bytes).catch(() => {
    throw invalid();
  });
  const picture = info.width !== undefined && info.height !== undefined;
  if (!picture && !info.audioCodec) throw invalid();
  if (!(info.durationSeconds > 0) || info.durationSeconds > MAX_MEDIA_SECONDS) {
    throw new AppError('FileFormatIsNotValid', {
      fields: { file: 'FileFormatIsNotValid' },
      details: { maxSeconds: MAX_MEDIA_SECONDS },
    });
  }
  const kind: FileKind = sniffed.kind === 'video' && !picture ? 'audio' : sniffed.kind;
  const mime = kind === 'audio' && sniffed.kind === 'video' ? 'audio/mp4' : sniffed.mime;
  return {
    kind,
    prepared: {
      bytes,
      mime,
      ext: kind === 'audio' && sniffed.kind === 'video' ? 'm4a' : sniffed.ext,
      ...(kind === 'video' ? { width: info.width, height: info.height } : {}),
      durationMs: Math.round(info.durationSeconds * 1000),
    },
  };
}

/** A generated output, stored as the user's (its kind and type are checked like an upload's). */
export async function storeOutput(
  deps: AppDeps,
  userId: string,
  output: { data: Buffer; width?: number; height?: number; durationSeconds?: number },
  purpose: Extract<FilePurpose, 'output' | 'thumbnail'> = 'output',
) {
  const sniffed = sniff(output.data);
  if (!sniffed) throw new Error('a provider produced bytes of an unknown type');
  let { width, height } = output;
  if (sniffed.kind === 'image' && (width === undefined || height === undefined)) {
    const meta = await sharp(output.data).metadata();
    width = meta.width;
    height = meta.height;
  }
  return save(deps, userId, purpose, sniffed.kind, {
    bytes: output.data,
    mime: sniffed.mime,
    ext: sniffed.ext,
    width,
    height,
    durationMs: output.durationSeconds === undefined ? undefined : Math.round(output.durationSeconds * 1000),
  });
}

/** An output streamed into storage (streamOutput), not yet recorded. */
export interface StreamedObject {
  id: string;
  key: string;
  sniffed: Sniffed;
  size: number;
  sha256: string;
}

/** Enough of the first bytes to tell every type `sniff` knows. */
const SNIFF_BYTES = 64;

async function writeAll(file: Awaited<ReturnType<typeof open>>, chunk: Uint8Array) {
  for (let at = 0; at < chunk.length;) at += (await file.write(chunk, at)).bytesWritten;
}

/**
 * A generated output's bytes, piped into storage as they arrive (decision 022): its type from its first
 * bytes (which also name its key), its sha256 and size on the way, and a copy written to `copyTo` for
 * ffprobe and sharp, which read files; nothing is held in memory but the chunk passing. Over `maxBytes`
 * the storage stops and keeps nothing (ObjectTooLarge). The caller records the object (recordStreamed)
 * or deletes it.
 */
export async function streamOutput(
  deps: AppDeps,
  userId: string,
  body: ReadableStream<Uint8Array>,
  options: { copyTo: string; maxBytes: number },
): Promise<StreamedObject> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  for (let length = 0; length < SNIFF_BYTES;) {
    const next = await reader.read();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  const sniffed = sniff(Buffer.concat(head));
  if (!sniffed) {
    await reader.cancel();
    throw new Error('a provider produced bytes of an unknown type');
  }
  const id = crypto.randomUUID();
  const key = storageKey(userId, id, sniffed.ext);
  const hash = createHash('sha256');
  const copy = await open(options.copyTo, 'w');
  const passing = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          let chunk = head.shift();
          if (!chunk) {
            const next = await reader.read();
            if (next.done) return controller.close();
            chunk = next.value;
          }
          hash.update(chunk);
          await writeAll(copy, chunk);
          controller.enqueue(chunk);
        } catch (error) {
          controller.error(error);
          await reader.cancel(error).catch(() => {});
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  try {
    const { size } = await deps.storage.putStream(key, passing, sniffed.mime, { maxBytes: options.maxBytes });
    return { id, key, sniffed, size, sha256: hash.digest('hex') };
  } finally {
    await copy.close();
  }
}

/**
 * The row of a streamed output, its facts read from the copy where the provider gave none (an image's
 * size by sharp; a video's or a sound's by the caller, from ffprobe).
 */
export async function recordStreamed(
  deps: AppDeps,
  userId: string,
  streamed: StreamedObject,
  output: { copy: string; width?: number; height?: number; durationSeconds?: number },
) {
  let { width, height } = output;
  if (streamed.sniffed.kind === 'image' && (width === undefined || height === undefined)) {
    const meta = await sharp(output.copy).metadata();
    width = meta.width;
    height = meta.height;
  }
  return record(deps, {
    id: streamed.id,
    userId,
    purpose: 'output',
    kind: streamed.sniffed.kind,
    mime: streamed.sniffed.mime,
    size: streamed.size,
    width,
    height,
    durationMs: output.durationSeconds === undefined ? undefined : Math.round(output.durationSeconds * 1000),
    storageKey: streamed.key,
    sha256: streamed.sha256,
  });
}

/** The file's row, for its owner (or an admin); anyone else gets FileNotFound. */
export async function fileFor(deps: AppDeps, viewer: Pick<User, 'id' | 'role'>, id: string) {
  const [row] = await deps.db
    .select()
    .from(files)
    .where(viewer.role === 'admin' ? eq(files.id, id) : and(eq(files.id, id), eq(files.userId, viewer.id)))
    .limit(1);
  if (!row) throw new AppError('FileNotFound');
  return row;
}

export function toFileView(row: typeof files.$inferSelect) {
  return {
    id: row.id,
    url: `/api/files/${row.id}`,
    mime: row.mime,
    kind: row.kind,
    size: row.size,
    ...(row.width === null ? {} : { width: row.width }),
    ...(row.height === null ? {} : { height: row.height }),
  };
}
