import { randomBytes } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** What a stored object is, without its bytes: enough to answer a conditional or ranged request. */
export interface StoredObject {
  size: number;
  /** A strong entity tag, quoted (`"…"`): it changes whenever the bytes do. */
  etag: string;
  contentType: string;
}

/** Bytes `start` to `end` of an object, both included (HTTP's `bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A streamed put ran past its `maxBytes`: nothing was stored (and an object already there was kept). */
export class ObjectTooLarge extends Error {
  override name = 'ObjectTooLarge';
  constructor(
    readonly key: string,
    readonly maxBytes: number,
  ) {
    super(`storage: ${JSON.stringify(key)} is larger than ${maxBytes} bytes`);
  }
}

/** Where uploaded and generated files live: local disk by default, S3-compatible when configured (storage-s3.ts). */
export interface Storage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores what `body` brings, read as it comes, so that a large object never sits in memory whole. Past
   * `maxBytes` it stops reading, cancels `body` and throws ObjectTooLarge; on that or any other failure
   * (the body's own error included) nothing is left under `key`, or what was there before stays: the new
   * object appears whole or not at all. Resolves with the size stored.
   */
  putStream(
    key: string,
    body: ReadableStream<Uint8Array>,
    contentType: string,
    options: { maxBytes: number },
  ): Promise<{ size: number }>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  /** The object's size, tag and type, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /**
   * The object's bytes (only `range` when given, which must lie inside it) as a stream that reads as it is
   * consumed, so a large file never sits in memory whole; null when there is none. Cancel it to stop early.
   */
  read(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  delete(key: string): Promise<void>;
  /** A URL anyone holding it may GET for a while (S3 presigned); absent for local disk. */
  signedGetUrl?(key: string, expiresSeconds: number): string;
}

const contentTypes: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };
const contentTypeOf = (key: string) => contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** How much of a file one pull reads: large enough for few system calls, small enough to stay out of the way. */
const READ_CHUNK_BYTES = 256 * 1024;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * A file's bytes from `start` to `end` as a web stream that reads a chunk only when its reader asks
 * (one chunk queued at most), and closes the file when done or cancelled.
 */
function fileStream(handle: FileHandle, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  const close = () => handle.close().catch(() => undefined);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const length = Math.min(READ_CHUNK_BYTES, end + 1 - position);
      if (length <= 0) {
        await close();
        controller.close();
        return;
      }
      try {
        const { bytesRead, buffer } = await handle.read(Buffer.allocUnsafe(length), 0, length, position);
        if (bytesRead === 0) throw new Error('the file ended before the range did');
        position += bytesRead;
        controller.enqueue(buffer.subarray(0, bytesRead));
      } catch (error) {
        await close();
        controller.error(error);
      }
    },
    cancel: close,
  });
}

/** Where an object is written before it takes its name: beside it, under a name no other write uses. */
const partialPath = (path: string) => `${path}.${randomBytes(6).toString('hex')}.partial`;

export function createLocalStorage(root: string): Storage {
  const resolveKey = (key: string) => {
    const path = normalize(join(root, key));
    // Keys come from our own code, but a key must never climb out of the root all the same.
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`storage key outside root: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = resolveKey(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside its place and renamed when whole, as putStream does: a reader of the key (a sized copy
      // made on a first ask while a second ask reads it) gets the old object or the new, never half of one.
      const partial = partialPath(path);
      try {
        await writeFile(partial, body, { flag: 'wx' });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async putStream(key, body, _contentType, { maxBytes }) {
      const path = resolveKey(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside its place and renamed when whole: a reader never sees half an object.
      const partial = partialPath(path);
      const reader = body.getReader();
      let handle: FileHandle | undefined;
      let size = 0;
      try {
        handle = await open(partial, 'wx');
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.length;
          if (size > maxBytes) throw new ObjectTooLarge(key, maxBytes);
          for (let at = 0; at < value.length;) at += (await handle.write(value, at)).bytesWritten;
        }
        await handle.close();
        handle = undefined;
        await rename(partial, path);
        return { size };
      } catch (error) {
        await reader.cancel(error).catch(() => {});
        await handle?.close().catch(() => {});
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return { body: await readFile(resolveKey(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const info = await stat(resolveKey(key));
        if (!info.isFile()) return null;
        // Size and modification time, as nginx tags a file: a rewrite changes the time, whatever the bytes.
        const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
        return { size: info.size, etag, contentType: contentTypeOf(key) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      let handle: FileHandle;
      try {
        handle = await open(resolveKey(key), 'r');
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      try {
        return fileStream(handle, range?.start ?? 0, range ? range.end : (await handle.stat()).size - 1);
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}
