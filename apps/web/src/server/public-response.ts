/**
 * How the web server answers a public page (issue 16, decision 030): the page comes from Next.js, from its
 * cache when it has it, and is finished here before it leaves.
 * - Its Content-Security-Policy, made from its inline scripts' hashes (page-policy.ts): the page has no
 *   per-request nonce, being the same for everyone.
 * - Its Cache-Control: Next.js says `s-maxage=N, stale-while-revalidate=…` for a cached page; a visitor who
 *   is not signed in gets it `public` (a CDN may keep it), a signed-in one `private, no-cache`. A page
 *   rendered for the visit (private, no-store) keeps what Next.js said. A public answer sets no cookie.
 * - Its compression, done here because the hashes are read from the plain HTML: Next.js is asked for it
 *   without Accept-Encoding. The compressed bytes of a cached page are kept by its ETag, so a page served
 *   a thousand times is compressed once (a memo of a transformation, bounded; which page is fresh is
 *   Next.js's cache's business alone).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isEmbedPage } from '../routes/public-pages';
import { publicPagePolicy } from './page-policy';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
type Encoding = 'br' | 'gzip' | 'identity';

const SESSION_COOKIE = /(?:^|;\s*)user_session=/;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|text\/x-component)/i;
/** How long a CDN may answer a page past its freshness while it fetches a new one. */
export const STALE_WHILE_REVALIDATE_SECONDS = 300;

export interface PublicResponderOptions {
  mapStyleUrl?: string;
  /** Bytes of compressed pages and policies kept; the oldest go first. */
  memoBytes?: number;
  warn?: (message: string) => void;
}

interface Finished {
  policy?: string;
  bodies: Map<Encoding, Buffer>;
  size: number;
}

/** The encoding to answer in: brotli, then gzip, when the client takes it (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

/** Public Cache-Control for a page Next.js kept; private for a signed-in visitor; otherwise unchanged. */
export function publicCacheControl(nextValue: string | undefined, signedIn: boolean): string | undefined {
  const shared = nextValue?.match(/s-maxage=(\d+)/);
  if (!shared) return nextValue;
  if (signedIn) return 'private, no-cache';
  return `public, max-age=0, s-maxage=${shared[1]}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

/**
 * A cached redirect comes back from Next.js with its Location twice (set, then restored with the cached
 * headers): a header repeated that way (any but Set-Cookie) keeps its first value.
 */
function withoutRepeats(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value) && name !== 'set-cookie') headers[name] = value[0];
  }
  return headers;
}

/**
 * The page's Cache-Control, as above. A public answer carries no Set-Cookie (the proxy's locale cookie,
 * which the page's script writes instead: components/layout/locale-cookie.tsx): a CDN would keep it with
 * the page and hand it to everyone, or refuse to keep the page.
 */
function setCacheControl(headers: OutgoingHttpHeaders, signedIn: boolean) {
  const value = publicCacheControl(headers['cache-control'] as string | undefined, signedIn);
  if (value === undefined) delete headers['cache-control'];
  else headers['cache-control'] = value;
  if (value?.startsWith('public')) delete headers['set-cookie'];
}

export function createPublicResponder(options: PublicResponderOptions = {}) {
  const memoBytes = options.memoBytes ?? 64 * 1024 * 1024;
  const memo = new Map<string, Finished>();
  let memoSize = 0;
  const warned = new Set<string>();

  function remember(key: string, entry: Finished) {
    memo.delete(key);
    memo.set(key, entry);
    memoSize += entry.size;
    for (const [oldKey, old] of memo) {
      if (memoSize <= memoBytes) break;
      memo.delete(oldKey);
      memoSize -= old.size;
    }
  }

  /** A kept answer's key: Next.js's ETag (a hash of the body) with what else decides the answer. */
  function memoKey(headers: OutgoingHttpHeaders, embeddable: boolean): string | undefined {
    return headers.etag ? `${headers.etag}\n${headers['content-type'] ?? ''}\n${embeddable}` : undefined;
  }

  function finish(
    body: Buffer,
    headers: OutgoingHttpHeaders,
    encoding: Encoding,
    signedIn: boolean,
    embeddable: boolean,
    key: string | undefined,
    remembered: Finished | undefined,
  ) {
    const type = String(headers['content-type'] ?? '');
    let entry = remembered;
    if (!entry) {
      entry = { bodies: new Map([['identity', body]]), size: body.length };
      if (type.startsWith('text/html') && !headers['content-security-policy']) {
        const { policy, unknown } = publicPagePolicy(body.toString('utf8'), { ...options, embeddable });
        entry.policy = policy;
        for (const script of unknown) {
          if (warned.has(script)) continue;
          warned.add(script);
          options.warn?.(`An inline script of an unknown shape was left out of a public page's policy: ${script}`);
        }
      }
      if (key) remember(key, entry);
    } else {
      // Touch: most recently used last.
      memo.delete(key!);
      memo.set(key!, entry);
    }
    if (entry.policy) headers['content-security-policy'] = entry.policy;
    setCacheControl(headers, signedIn);

    let chosen: Encoding = COMPRESSIBLE.test(type) && body.length >= 1024 ? encoding : 'identity';
    let out = entry.bodies.get(chosen);
    if (!out) {
      out = compress(body, chosen);
      if (out.length >= body.length) {
        chosen = 'identity';
        out = body;
      } else {
        entry.bodies.set(chosen, out);
        if (key) {
          entry.size += out.length;
          memoSize += out.length;
        }
      }
    }
    if (chosen !== 'identity') headers['content-encoding'] = chosen;
    else delete headers['content-encoding'];
    const vary = String(headers.vary ?? '');
    if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    delete headers['transfer-encoding'];
    headers['content-length'] = String(out.length);
    return out;
  }

  /** Answers a public page's request through `render` (Next.js), finishing its answer as above. */
  function handle(req: IncomingMessage, res: ServerResponse, render: Handler) {
    const encoding = chooseEncoding(String(req.headers['accept-encoding'] ?? ''));
    delete req.headers['accept-encoding'];
    const signedIn = SESSION_COOKIE.test(req.headers.cookie ?? '');
    const embeddable = isEmbedPage(new URL(req.url ?? '/', 'http://localhost').pathname);
    const headOnly = req.method === 'HEAD';

    // Next.js writes a kept page as one string: it is turned into bytes only if no finished answer has its ETag.
    const chunks: (Buffer | string)[] = [];
    const writeHead = res.writeHead.bind(res);
    const end = res.end.bind(res);
    let status = 200;
    let statusMessage: string | undefined;

    const keep = (chunk: unknown, encodingArg?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const text = typeof encodingArg === 'string' ? (encodingArg as BufferEncoding) : 'utf8';
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? text === 'utf8' || text === 'utf-8'
              ? chunk
              : Buffer.from(chunk, text)
            : Buffer.from(chunk as Uint8Array),
      );
    };
    // Headers are held until the whole body is here: the policy and the length depend on it.
    res.writeHead = ((code: number, ...rest: unknown[]) => {
      status = code;
      const [first, second] = rest;
      if (typeof first === 'string') statusMessage = first;
      const given = (typeof first === 'string' ? second : first) as OutgoingHttpHeaders | unknown[] | undefined;
      if (Array.isArray(given)) {
        for (let i = 0; i < given.length; i += 2) res.setHeader(String(given[i]), given[i + 1] as string);
      } else if (given) {
        for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
      }
      res.statusCode = code;
      return res;
    }) as ServerResponse['writeHead'];
    res.flushHeaders = () => {};
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      status = res.statusCode || status;
      const headers = withoutRepeats(res.getHeaders());
      const bodiless = headOnly || status === 204 || status === 304;
      const key = bodiless ? undefined : memoKey(headers, embeddable);
      const remembered = key ? memo.get(key) : undefined;
      // An answer finished once under the same ETag has this body: it need not be put together again.
      const body =
        (status === 200 && remembered?.bodies.get('identity')) ||
        Buffer.concat(chunks.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part)));
      const noBody = bodiless || body.length === 0;
      // A 304 or a HEAD updates what the client keeps: its Cache-Control says the same as the page's.
      if (noBody) setCacheControl(headers, signedIn);
      const out = noBody ? body : finish(body, headers, encoding, signedIn, embeddable, key, remembered);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      if (statusMessage) writeHead(status, statusMessage, headers);
      else writeHead(status, headers);
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      return end(noBody ? undefined : out, callback);
    }) as ServerResponse['end'];

    return render(req, res);
  }

  return { handle };
}
