import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

type Render = (req: IncomingMessage, res: ServerResponse) => unknown;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** A server whose pages go through the cache, rendered by `render`, which counts its calls. */
async function serve(render: Render, options: { ttlMs?: number } = {}) {
  let time = 1_000_000;
  const cache = createPageCache({ ttlMs: options.ttlMs ?? 10_000, maxEntries: 3, now: () => time });
  const renders: string[] = [];
  server = createServer((req, res) => {
    void cache.handle(req, res, (q, r) => {
      renders.push(q.url ?? '');
      return render(q, r);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
    return { status: response.status, cache: response.headers.get('x-page-cache'), body: await response.text() };
  };
  return { cache, renders, get, advance: (ms: number) => (time += ms) };
}

let counter = 0;
const html: Render = (req, res) => {
  counter += 1;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.write(`<p>${req.url} `);
  res.end(`render ${counter}</p>`);
};

describe('the page cache', () => {
  it("keeps an anonymous visitor's market page for its seconds, then renders it again", async () => {
    const site = await serve(html);
    const first = await site.get('/market/places/all');
    expect(first.cache).toBe('miss');
    const second = await site.get('/market/places/all');
    expect(second).toMatchObject({ status: 200, cache: 'hit', body: first.body });
    expect(site.renders).toHaveLength(1);
    site.advance(10_000);
    expect((await site.get('/market/places/all')).cache).toBe('miss');
    expect(site.renders).toHaveLength(2);
  });

  it('renders for each signed-in visitor, client navigation, listing page and page outside the market', async () => {
    const site = await serve(html);
    for (let i = 0; i < 2; i++) {
      await site.get('/market/places/all', { cookie: 'theme=dark; user_session=abc' });
      await site.get('/market/places/all', { rsc: '1' });
      await site.get('/market/places/all?_rsc=x1');
      await site.get('/dashboard/shop');
      await site.get('/en/ai');
      // A listing's page counts views: every visit reaches the API.
      await site.get('/market/naderi/places/cafe-naderi');
      await site.get('/en/market/naderi/shop/tea-set?ref=x');
    }
    expect(site.renders).toHaveLength(14);
    // Lists whose first segment is a kind are not listing pages.
    await site.get('/market/places/all/iran');
    expect((await site.get('/market/places/all/iran')).cache).toBe('hit');
  });

  it('keeps apart what changes the page: language path, query, theme, gzip', async () => {
    const site = await serve(html);
    const variants: [string, Record<string, string>][] = [
      ['/market', {}],
      ['/en/market', {}],
      ['/market?q=kafe', {}],
      ['/market', { cookie: 'theme=dark' }],
      ['/market', { 'accept-encoding': 'gzip' }],
    ];
    for (const [path, headers] of variants) expect((await site.get(path, headers)).cache).toBe('miss');
    expect(site.renders).toHaveLength(5);
  });

  it('does not keep errors, redirects, pages that set a cookie, or what is not HTML', async () => {
    const site = await serve((req, res) => {
      if (req.url === '/market/missing') res.statusCode = 404;
      if (req.url === '/market/old') {
        res.statusCode = 308;
        res.setHeader('location', '/market/new');
      }
      if (req.url === '/market/cookie') res.setHeader('set-cookie', ['NEXT_LOCALE=fa; Path=/', 'user_session=abc']);
      if (req.url === '/market/language') res.setHeader('set-cookie', 'NEXT_LOCALE=fa; Path=/');
      res.setHeader('content-type', req.url === '/market/data' ? 'application/json' : 'text/html');
      res.end('x');
    });
    for (const path of ['/market/missing', '/market/old', '/market/cookie', '/market/data']) {
      await site.get(path);
      expect((await site.get(path)).cache, path).toBe('miss');
    }
    // The language cookie the locale proxy sets from the path is the same for everyone: that page is kept.
    await site.get('/market/language');
    expect((await site.get('/market/language')).cache).toBe('hit');
  });

  it('renders a page once for visitors who ask for it at the same time', async () => {
    const site = await serve(async (req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      html(req, res);
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => site.get('/market/places/all')));
    expect(site.renders).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.cache === 'hit')).toHaveLength(7);
  });

  it('drops everything on clear, and does not keep a page rendered before the change', async () => {
    let release: (() => void) | undefined;
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const site = await serve(async (req, res) => {
      if (req.url === '/market/slow' && !release) {
        started();
        await new Promise<void>((resolve) => (release = resolve));
      }
      html(req, res);
    });
    await site.get('/market/a');
    site.cache.clear();
    expect((await site.get('/market/a')).cache).toBe('miss');
    const slow = site.get('/market/slow');
    await slowStarted;
    site.cache.clear();
    release!();
    await slow;
    expect((await site.get('/market/slow')).cache).toBe('miss');
  });

  it('holds at most its number of pages, dropping the least recently stored', async () => {
    const site = await serve(html);
    for (const path of ['/market/1', '/market/2', '/market/3', '/market/4']) await site.get(path);
    expect(site.cache.size).toBe(3);
    expect((await site.get('/market/1')).cache).toBe('miss');
    expect((await site.get('/market/4')).cache).toBe('hit');
  });
});
