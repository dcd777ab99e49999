// The web server: Next.js behind a plain Node HTTP server, so that the client's address reaches the API
// (Next.js keeps an X-Forwarded-For the client sent, which would let anyone pick their rate-limit bucket).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
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
const { apiRequestListener, keepIdleSocketsOpen } = await tsImport(
  '../../packages/api/src/lib/node-listener.ts',
  import.meta.url,
);
const serveApi = apiRequestListener((request, connection) => api.fetch(request, connection));
const isApi = (url = '') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

// Public pages (the same for every visitor, kept by Next.js's cache) get their hash-based policy, their
// public Cache-Control and their compression here (src/server/public-response.ts, decision 030).
const { isPublicPage } = await tsImport('./src/routes/public-pages.ts', import.meta.url);
const { createPublicResponder } = await tsImport('./src/server/public-response.ts', import.meta.url);
const publicPages = dev
  ? null
  : createPublicResponder({ mapStyleUrl: env.MAP_STYLE_URL, warn: (message) => console.warn(message) });
const pathOf = (url = '/') => url.split('?')[0];
// The build's scripts and styles in brotli, from the copies the build wrote (src/server/static-assets.ts).
const { createStaticAssets } = await tsImport('./src/server/static-assets.ts', import.meta.url);
const staticAssets = dev ? null : createStaticAssets(`${import.meta.dirname}/.next/static`);

// A change to public content made in this process (packages/api/src/lib/public-changes.ts) drops the cached
// pages at once, through Next.js's own revalidation, which it offers only inside its requests: the server
// asks itself, with a secret made here. A burst of changes makes at most one more request after the running
// one; each change gets the promise of a drop that began after it, which the write's answer waits for.
//
// A public page (or a link's prefetch of it) whose render began before the change reads the data as it was
// and is kept when it ends, after the first drop: an admin's list prefetched a shop's page, the shop was
// taken off the market, and the page still answered 200 for a minute. So the pages being answered when a
// change comes are awaited, and the cache dropped once more after the last of them (the write's answer
// waits for that too, within the API's bound, SETTLE_TIMEOUT_MS).
const REVALIDATE_PATH = '/internal/revalidate';
process.env.RASSAM_REVALIDATE_SECRET = randomBytes(32).toString('hex');
const { onPublicChange } = await tsImport('../../packages/api/src/lib/public-changes.ts', import.meta.url);
let running = null;
let queued = null;
function dropCachedPages() {
  return fetch(`http://127.0.0.1:${port}${REVALIDATE_PATH}`, {
    method: 'POST',
    headers: { 'x-rassam-revalidate': process.env.RASSAM_REVALIDATE_SECRET },
  })
    .then((response) => {
      if (response.status !== 204) console.warn(`Dropping cached pages answered ${response.status}`);
      return untilExpiryIsSeen();
    })
    .catch((error) => console.warn(`Dropping cached pages failed: ${error.message}`));
}
// Next.js stamps a drop with the wall clock (Date.now()) but asks whether a page has expired by the process's
// monotonic clock (performance.timeOrigin + performance.now(): its tags manifest). When the wall clock has
// been stepped forward since this process started (a virtual machine's clock set by its host), the second
// lags behind, and a dropped page is still answered from the cache until it catches up: a write seemed not
// to show, and came a few seconds later. So a drop is done only once both clocks have passed its stamp.
let clockWarned = false;
function untilExpiryIsSeen() {
  const lag = Date.now() - (performance.timeOrigin + performance.now());
  if (lag <= 0) return undefined;
  if (lag > 100 && !clockWarned) {
    clockWarned = true;
    console.warn(`The wall clock is ${Math.round(lag)} ms ahead of this process's monotonic clock; drops wait for it.`);
  }
  return new Promise((resolve) => setTimeout(resolve, Math.min(Math.ceil(lag) + 1, 10_000)));
}
function dropAfterNow() {
  if (!running) {
    running = dropCachedPages().finally(() => (running = null));
    return running;
  }
  // The running drop may have begun before this change: one more follows it, shared by every change till then.
  queued ??= running.then(() => {
    queued = null;
    return dropAfterNow();
  });
  return queued;
}
/** The public pages being answered now, each as the promise of its answer's end. */
const answering = new Set();
function trackAnswer(res) {
  const ended = new Promise((resolve) => res.once('close', resolve));
  answering.add(ended);
  ended.then(() => answering.delete(ended));
}
function revalidatePages() {
  const begunBefore = [...answering];
  const dropped = dropAfterNow();
  if (begunBefore.length === 0) return dropped;
  return Promise.all([dropped, ...begunBefore]).then(dropAfterNow);
}
if (!dev) onPublicChange(revalidatePages);

const server = createServer((req, res) => {
  if (isApi(req.url)) return void serveApi(req, res);
  if (staticAssets?.serve(req, res)) return;
  // Only this server's own call, with its secret, reaches the revalidation route.
  if (
    pathOf(req.url) === REVALIDATE_PATH &&
    req.headers['x-rassam-revalidate'] !== process.env.RASSAM_REVALIDATE_SECRET
  ) {
    res.writeHead(404).end();
    return;
  }
  // Pages call the API in-process, with no socket (src/lib/server-api.ts): the address is resolved here,
  // by the API's own rule, and handed over in a header this server always writes, so a client's is lost.
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], env.TRUST_PROXY);
  req.headers[CLIENT_ADDRESS_HEADER] = address ?? 'unknown';
  if (publicPages && isPublicPage(pathOf(req.url))) {
    trackAnswer(res);
    publicPages.handle(req, res, handle);
  } else handle(req, res);
});
keepIdleSocketsOpen(server);
server.listen(port, () =>
  console.log(`Rassam is listening on http://localhost:${port} (${dev ? 'development' : 'production'})`),
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
