/**
 * A micro-cache of the market's public pages for visitors who are not signed in (decision 012): the
 * same list page asked for many times a second is rendered once every few seconds, as a CDN in front of
 * the site would do, but inside the embedded server. React's server rendering costs 10 to 20 ms of one
 * core per page, so without it a single process serves only some 60 list pages a second.
 *
 * Only what is the same for every anonymous visitor is kept: GET of a public market page (not a listing's
 * own page, whose visits count as views), without a
 * session cookie, not a client-side navigation (RSC) nor a prefetch; the answer only when it is a 200
 * HTML page that sets no cookie but the language one. The key holds what changes the page: host, path and query, whether
 * the client takes gzip, and the theme and language cookies. A change to the market made through this
 * process clears it (onMarketChange); other changes show once the entry's seconds are over.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

interface Stored {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The biggest page kept; a bigger one is served but not stored. */
  maxBodyBytes?: number;
  now?: () => number;
}

const PUBLIC_PAGE = /^(?:\/en)?\/market(?:\/|$|\?)/;
/** A listing's own page counts its visitors' views: each visit must reach the API. */
const LISTING_PAGE = /^(?:\/en)?\/market\/[^/?]+\/(?:places|shop)\/[^/?]+/;
const SESSION_COOKIE = /(?:^|;\s*)user_session=/;

/**
 * A cookie every visitor with the same key gets the same way may be replayed with the page: the language
 * cookie, which the locale proxy sets from the page's path. Any other cookie makes the page private.
 */
function setsOnlyShareableCookies(header: OutgoingHttpHeaders['set-cookie'] | number) {
  if (header === undefined) return true;
  const lines = Array.isArray(header) ? header : [String(header)];
  return lines.every((line) => line.startsWith('NEXT_LOCALE='));
}

/** The cookies that change a public page: the theme (the <html> class) and the remembered language. */
const THEME_COOKIE = /(?:^|;\s*)theme=([^;]*)/;
const LOCALE_COOKIE = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/;

/** The key of a request that may be served from the cache, or null. */
export function cacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' || !req.url || !PUBLIC_PAGE.test(req.url) || LISTING_PAGE.test(req.url)) return null;
  const headers = req.headers;
  if (SESSION_COOKIE.test(headers.cookie ?? '')) return null;
  if (headers.rsc || headers['next-router-prefetch'] || headers.purpose === 'prefetch') return null;
  if (req.url.includes('_rsc=')) return null;
  const gzip = /\bgzip\b/.test(String(headers['accept-encoding'] ?? ''));
  return JSON.stringify([
    headers.host ?? '',
    req.url,
    gzip,
    headers.cookie?.match(THEME_COOKIE)?.[1] ?? '',
    headers.cookie?.match(LOCALE_COOKIE)?.[1] ?? '',
  ]);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const entries = new Map<string, Stored>();
  /** Renders in progress: the requests for the same page wait for them instead of rendering it again. */
  const rendering = new Map<string, Promise<void>>();
  /** Bumped by clear(): a page whose rendering began before a change is not stored after it. */
  let generation = 0;

  function send(res: ServerResponse, stored: Stored) {
    res.writeHead(stored.status, {
      ...stored.headers,
      age: String(Math.floor((now() - stored.storedAt) / 1000)),
      'x-page-cache': 'hit',
    });
    res.end(stored.body);
  }

  function fresh(key: string) {
    const stored = entries.get(key);
    if (stored && now() - stored.storedAt < options.ttlMs) return stored;
    if (stored) entries.delete(key);
    return undefined;
  }

  /** Passes the request to `render` and keeps a copy of the answer when it may be shared. */
  function renderAndStore(key: string, req: IncomingMessage, res: ServerResponse, render: Handler) {
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size <= maxBodyBytes) chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    }) as ServerResponse['end'];
    res.setHeader('x-page-cache', 'miss');
    const startedIn = generation;

    return new Promise<void>((resolve) => {
      let settled = false;
      const done = () => {
        if (settled) return;
        settled = true;
        const headers = res.getHeaders();
        const shareable =
          res.statusCode === 200 &&
          size <= maxBodyBytes &&
          setsOnlyShareableCookies(headers['set-cookie']) &&
          String(headers['content-type'] ?? '').startsWith('text/html');
        if (shareable && res.writableFinished && startedIn === generation) {
          delete headers['x-page-cache'];
          entries.delete(key);
          entries.set(key, { status: 200, headers, body: Buffer.concat(chunks), storedAt: now() });
          while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
        }
        resolve();
      };
      res.once('finish', done);
      res.once('close', done);
      Promise.resolve(render(req, res)).catch(() => {});
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, render: Handler) {
    const key = cacheKey(req);
    if (key === null) return render(req, res);
    const stored = fresh(key);
    if (stored) return send(res, stored);
    const inProgress = rendering.get(key);
    if (inProgress) {
      await inProgress;
      const shared = fresh(key);
      if (shared) return send(res, shared);
    }
    const rendered = renderAndStore(key, req, res, render);
    rendering.set(key, rendered);
    await rendered;
    if (rendering.get(key) === rendered) rendering.delete(key);
  }

  return {
    handle,
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
