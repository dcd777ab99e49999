// The web server: Next.js behind a plain Node HTTP server, so that the client's address reaches the API
// (Next.js keeps an X-Forwarded-For the client sent, which would let anyone pick their rate-limit bucket).
import { createServer } from 'node:http';
import next from 'next';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);

// Generation workers run in this process (the embedded default; WORKER_CONCURRENCY=0 leaves them to
// `npm run worker`). They are loaded by Node through tsx, not bundled by Next.js: the media code (ffmpeg,
// OpenCV, espeak) stays out of the web bundle. Loading them first also opens the process's one database
// handle, which the API routes then share (packages/api/src/runtime.ts keeps it on globalThis).
const { tsImport } = await import('tsx/esm/api');
const { startGenerationWorkers } = await tsImport('../../packages/api/src/generation-workers.ts', import.meta.url);
await startGenerationWorkers();

const app = next({ dev, dir: import.meta.dirname, port });
await app.prepare();
const handle = app.getRequestHandler();

// /api goes straight to the Hono app (the process's one, on globalThis) through @hono/node-server, without
// Next.js's routing in front of it, which cost more than the API's own work on a cached market list
// (decision 012). app/api/[[...route]] stays for `next dev` and `next start` run without this server.
const { getRuntime } = await tsImport('../../packages/api/src/runtime.ts', import.meta.url);
const { api, env } = await getRuntime();
const { CLIENT_ADDRESS_HEADER, resolveClientAddress } = await tsImport(
  '../../packages/api/src/lib/client-address.ts',
  import.meta.url,
);
const { apiRequestListener } = await tsImport('../../packages/api/src/lib/node-listener.ts', import.meta.url);
const serveApi = apiRequestListener((request, connection) => api.fetch(request, connection));
const isApi = (url = '') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

// The market's public pages for visitors who are not signed in, kept a few seconds (src/server/page-cache.ts,
// PAGE_CACHE_SECONDS; 0 turns it off). A market change made here drops them at once.
const { createPageCache } = await tsImport('./src/server/page-cache.ts', import.meta.url);
const { onMarketChange } = await tsImport('../../packages/api/src/modules/market/market.cache.ts', import.meta.url);
const pageCache =
  !dev && env.PAGE_CACHE_SECONDS > 0
    ? createPageCache({ ttlMs: env.PAGE_CACHE_SECONDS * 1000, maxEntries: 2000 })
    : null;
if (pageCache) onMarketChange(() => pageCache.clear());

const server = createServer((req, res) => {
  if (isApi(req.url)) return void serveApi(req, res);
  // Pages call the API in-process, with no socket (src/lib/server-api.ts): the address is resolved here,
  // by the API's own rule, and handed over in a header this server always writes, so a client's is lost.
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], env.TRUST_PROXY);
  req.headers[CLIENT_ADDRESS_HEADER] = address ?? 'unknown';
  if (pageCache) void pageCache.handle(req, res, handle);
  else handle(req, res);
});
server.listen(port, () =>
  console.log(`Rassam is listening on http://localhost:${port} (${dev ? 'development' : 'production'})`),
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
