/**
 * Sends a stored file the way browsers and players expect (decision 022): streamed from the storage as the
 * client reads it (never whole in memory), one byte range on request (`206`, what Safari needs to play a
 * video), an ETag with `If-None-Match` (`304`) and `If-Range`, and the caller's cache policy. Every route that
 * sends file bytes goes through here, after its own check of who may read the file.
 */
import type { Context } from 'hono';
import { AppError } from './app-error';
import { errorResponse } from './create-app';
import type { AppEnv } from './context';
import type { ByteRange, Storage } from './storage';

export interface StoredFileAnswer {
  key: string;
  /** The file's type as recorded at upload; the storage's own when absent. */
  contentType?: string;
  /** Who may keep the file and for how long: `private` for an owner's file, `public` for one anyone may read. */
  cacheControl: string;
  /** A policy for the file if it were opened as a page of our origin (it never should be). */
  contentSecurityPolicy?: string;
  /** `attachment; filename…` for a file that is to be saved rather than shown (lib/attachments.ts). */
  contentDisposition?: string;
  /** Stores the file when it is not there yet (a sized copy, made on the first ask). */
  makeIfMissing?: () => Promise<void>;
}

/**
 * The one range of a `Range` header, against a file of `size` bytes: null when there is none or it is to be
 * ignored (malformed, another unit, or several ranges: RFC 9110 lets a server send the whole file instead),
 * `unsatisfiable` when it starts past the end (or the file is empty).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // `-n`: the last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** Whether an `If-None-Match` list names this tag (weak comparison, as RFC 9110 asks for this header). */
function matchesAny(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export async function sendStoredFile(c: Context<AppEnv>, storage: Storage, file: StoredFileAnswer): Promise<Response> {
  let info = await storage.stat(file.key);
  if (!info && file.makeIfMissing) {
    await file.makeIfMissing();
    info = await storage.stat(file.key);
  }
  if (!info) throw new AppError('FileNotFound');
  const headers: Record<string, string> = {
    'Content-Type': file.contentType ?? info.contentType,
    'Cache-Control': file.cacheControl,
    ETag: info.etag,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    ...(file.contentSecurityPolicy ? { 'Content-Security-Policy': file.contentSecurityPolicy } : {}),
    ...(file.contentDisposition ? { 'Content-Disposition': file.contentDisposition } : {}),
  };

  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && matchesAny(ifNoneMatch, info.etag)) {
    const { 'Content-Type': _type, ...notModified } = headers;
    return c.body(null, 304, notModified);
  }

  // If-Range: the range holds only for the version the client has (same strong tag); otherwise the whole file.
  const ifRange = c.req.header('if-range');
  const range = ifRange === undefined || ifRange === info.etag ? parseRange(c.req.header('range'), info.size) : null;
  if (range === 'unsatisfiable') {
    const refused = errorResponse(c, new AppError('RangeNotSatisfiable'));
    refused.headers.set('Content-Range', `bytes */${info.size}`);
    refused.headers.set('Accept-Ranges', 'bytes');
    return refused;
  }
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    headers['Content-Length'] = String(range.end - range.start + 1);
  } else {
    headers['Content-Length'] = String(info.size);
  }
  const status = range ? 206 : 200;
  // Hono answers HEAD with the GET route's headers and drops the body: a stream opened here would never be read.
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  const body = await storage.read(file.key, range ?? undefined);
  if (!body) throw new AppError('FileNotFound');
  return c.body(body, status, headers);
}
