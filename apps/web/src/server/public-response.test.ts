import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, createPublicResponder, publicCacheControl } from './public-response';

const body = `<!doctype html><html><body>${'<p>صفحه</p>'.repeat(200)}<script>self.__next_f.push([1,"x"])</script></body></html>`;
let renders = 0;

/** Stands in for Next.js answering a kept page (streamed in two writes), a redirect, and a 304. */
function next(req: IncomingMessage, res: ServerResponse) {
  renders += 1;
  if (req.url === '/moved') {
    res.setHeader('location', ['/there', '/there']);
    res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940');
    res.writeHead(308);
    res.end();
    return;
  }
  if (req.headers['if-none-match'] === '"v1"') {
    res.writeHead(304, { etag: '"v1"', 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' });
    res.end();
    return;
  }
  expect(req.headers['accept-encoding']).toBeUndefined();
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940');
  res.setHeader('etag', '"v1"');
  // The proxy's locale cookie, which next-intl sets when the visitor's differs from the page's language.
  res.setHeader('set-cookie', 'NEXT_LOCALE=fa; Path=/; Max-Age=31536000; SameSite=lax');
  res.write(body.slice(0, 100));
  res.end(body.slice(100));
}

let base = '';
const server = createServer((req, res) => createPublicResponder().handle(req, res, next));
const shared = createPublicResponder();
const sharedServer = createServer((req, res) => shared.handle(req, res, next));
let sharedBase = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => sharedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sharedBase = `http://127.0.0.1:${(sharedServer.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  sharedServer.close();
});

async function raw(url: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('a public page as the web server answers it', () => {
  it('says public to a visitor, with the policy of its inline scripts and its length', async () => {
    const answer = await raw(`${base}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(answer.headers['content-security-policy']).toMatch(/script-src (?:'sha256-[^']+' ){2}'self'/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(body);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(body));
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    // A CDN would keep a cookie with the page: the page's script remembers the language instead.
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('lets any site frame an embed and only our own pages frame the rest, the same HTML kept apart', async () => {
    const frameAncestors = (answer: { headers: IncomingMessage['headers'] }) =>
      String(answer.headers['content-security-policy']).match(/frame-ancestors ([^;]+)/)?.[1];
    // The shared responder keeps one policy per page: an embed after a page of the same ETag gets its own.
    expect(frameAncestors(await raw(`${sharedBase}/market`))).toBe("'self'");
    expect(frameAncestors(await raw(`${sharedBase}/embed/model/abc`))).toBe('*');
    expect(frameAncestors(await raw(`${sharedBase}/en/embed/model/abc`))).toBe('*');
    expect(frameAncestors(await raw(`${sharedBase}/embedded`))).toBe("'self'");
  });

  it('says private to a signed-in visitor (the same HTML), whose answer keeps its cookies', async () => {
    const answer = await raw(`${base}/`, { cookie: 'theme=dark; user_session=abc' });
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['set-cookie']).toEqual(['NEXT_LOCALE=fa; Path=/; Max-Age=31536000; SameSite=lax']);
    expect(answer.body.toString()).toBe(body);
  });

  it('compresses in brotli or gzip as the client takes them, the same bytes each time', async () => {
    const before = renders;
    const br = await raw(`${sharedBase}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(body);
    const gzip = await raw(`${sharedBase}/`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(body);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    const again = await raw(`${sharedBase}/`, { 'accept-encoding': 'br' });
    expect(again.body.equals(br.body)).toBe(true);
    // Each asked Next.js (its cache decides freshness); only the compression was kept.
    expect(renders - before).toBe(3);
  });

  it('passes a 304 on without a body, and a redirect with one Location', async () => {
    const notModified = await raw(`${base}/`, { 'if-none-match': '"v1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const moved = await raw(`${base}/moved`);
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe('/there');
  });
});

describe('its parts', () => {
  it('chooses brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });

  it('rewrites only what Next.js kept', () => {
    expect(publicCacheControl('s-maxage=60, stale-while-revalidate=31535940', false)).toMatch(/^public, .*s-maxage=60/);
    expect(publicCacheControl('private, no-cache, no-store, max-age=0, must-revalidate', false)).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    );
    expect(publicCacheControl(undefined, false)).toBeUndefined();
  });
});
