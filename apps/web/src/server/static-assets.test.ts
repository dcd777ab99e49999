import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticAssets } from './static-assets';

const script = `console.log(${JSON.stringify('درود '.repeat(500))});`;
let dir: string;
let server: Server;
let base = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-assets-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'chunks/app.js'), script);
  writeFileSync(join(dir, 'chunks/app.js.br'), brotliCompressSync(script));
  // A stylesheet the build left without a copy (under the size worth one), and a secret beside the folder.
  writeFileSync(join(dir, 'chunks/small.css'), 'a{}');
  writeFileSync(join(dir, '..', `${dir.split('/').pop()}-secret.js.br`), 'not for you');
  const assets = createStaticAssets(dir);
  server = createServer((req, res) => {
    if (!assets.serve(req, res)) res.writeHead(418).end('next');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request (fetch would decode the body and refuse a path with `..` in it). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (done, fail) => {
      const req = request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    },
  );
}

describe("the build's scripts and styles in brotli", () => {
  it('sends the brotli copy, with the headers of a build file, to a browser that takes brotli', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'content-length': String(res.body.length),
    });
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    // A query (a deployment id) does not change the file; HEAD has the headers alone.
    expect((await get('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'br' })).status).toBe(200);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next.js a browser without brotli, a file without a copy, other paths, writes and escapes', async () => {
    const leftToNext = async (path: string, headers: Record<string, string>, method = 'GET') =>
      expect((await get(path, headers, method)).status).toBe(418);
    await leftToNext('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    await leftToNext('/_next/static/chunks/app.js', { 'accept-encoding': 'br;q=0, gzip' });
    await leftToNext('/_next/static/chunks/app.js', {});
    await leftToNext('/_next/static/chunks/small.css', { 'accept-encoding': 'br' });
    await leftToNext('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' });
    await leftToNext('/_next/static/chunks/app.js.br', { 'accept-encoding': 'br' });
    await leftToNext('/chunks/app.js', { 'accept-encoding': 'br' });
    await leftToNext('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST');
    // Out of the folder, written plainly or encoded, and a broken escape.
    const outside = `${dir.split('/').pop()}-secret.js`;
    await leftToNext(`/_next/static/../${outside}`, { 'accept-encoding': 'br' });
    await leftToNext(`/_next/static/%2e%2e/${outside}`, { 'accept-encoding': 'br' });
    await leftToNext('/_next/static/%E0%A4%A.js', { 'accept-encoding': 'br' });
  });
});
