import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { compress } from 'hono/compress';

/** A JSON answer's Content-Type: `application/json` or a `+json` kind (`application/problem+json`). */
export const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json(?:\s*;|$)/i;

/** Below this, compressing costs more than it saves (a gzip header alone is 18 bytes). */
const THRESHOLD_BYTES = 1024;

const isJson = (response: Response) => JSON_CONTENT_TYPE.test(response.headers.get('Content-Type') ?? '');

/**
 * Gives a JSON answer its Content-Length. The routes' `c.json` leaves it out, and without it the
 * compression below cannot tell a 40-byte answer from a 40 KB one. The body is already a string in memory;
 * a request that accepts no encoding (the pages' in-process calls) is not compressed, so it is not copied.
 */
const measureJson: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.req.header('Accept-Encoding')) return;
  if (!isJson(c.res) || !c.res.body || c.res.headers.has('Content-Length')) return;
  const bytes = new Uint8Array(await c.res.arrayBuffer());
  c.res = new Response(bytes, c.res);
  c.res.headers.set('Content-Length', String(bytes.byteLength));
};

/**
 * Compresses JSON answers of 1 KB or more (gzip, or deflate) for clients that accept it: a market list or
 * the tool catalogue is tens of KB of text. Files (already compressed, and served in ranges) and event
 * streams are left as they are; hono's compress also skips 206, HEAD, an answer that already has an
 * encoding and `Cache-Control: no-transform`, says `Vary: Accept-Encoding`, and weakens a strong ETag.
 */
export const compressJson: MiddlewareHandler = every(
  compress({ contentTypeFilter: JSON_CONTENT_TYPE, threshold: THRESHOLD_BYTES }),
  measureJson,
);
