// `npm run bench`: measures the production build on this machine and prints figures (no pass/fail).
//   a. sign-in: POST /api/auth/login, 50 connections, ~15 s, a different user per request
//   b. public pages against the same bytes served static: /, /ai, /ai/text-to-image, /market/places/all, a
//      shop, a listing, a shared result, the blog and a post, each as an anonymous Persian visitor's browser
//      asks for it (its Accept-Encoding too), at 20 and at 200 connections; ours/static in %, and the cache
//      headers each answered
//   c. first-load JavaScript (gzip -9) of the public pages in both languages, beside the framework's
//      floor: the same measure of an empty Next.js page built from the same node_modules
//   d–f. in-process: ledger debits, the design queue, the offline AI provider's time per job, and the
//      IoU of its background removal on pictures with known subjects (bench/cutout-quality-bench.ts)
//   h. the market with BENCH_MARKET listings (100,000 by default, seeded before the server starts): the
//      listing API and a server-rendered list page at a steady 200 requests/s over 50 and over 200
//      connections (bench/steady-load.mjs), beside a bare Hono route answering the same JSON; the API
//      and the bare route under autocannon's bursts of the same number of requests; then how many of
//      some 2,800 different pages of different filters, which no cache answers, are served a second
//   g. Lighthouse (mobile, simulated throttling) of /, /ai, /market/places/all, a shop, a listing, a shared
//      result, the blog and a post, in Persian and in English, each BENCH_LIGHTHOUSE_RUNS times (3), with the
//      1-minute load average read before each run, and each page's median run
//   i. in-process: rate-limit decisions per second at 50 concurrent clients on PGlite, PostgreSQL and Redis
//      (bench/rate-limit-bench.ts; also runs alone)
//   j. file serving: a 20 MB video through GET /api/files/{id}, 1 MB ranges and whole files, on local disk
//      and on S3 (s3rver): MB/s, req/s and the server's memory (bench/file-serving-bench.mjs, runnable alone)
//   k. output download: a 200 MB generated output from a local host into storage, streamed as the worker does
//      and buffered as it did before, on local disk and S3 (s3rver): the process's memory before → peak
//      (bench/output-download-bench.mjs, runnable alone)
//   l. the UI kit's share, read from the source: long className strings in apps/web/src (all, and how many
//      different) beside the kit's buttons and form controls against raw ones (bench/class-strings.mjs).
//   m. in-process: model intake (read, validate, optimise) of UV spheres of ~10k, ~200k and ~1M triangles with a
//      4096 px texture: time, bytes and triangles before → after, peak RSS growth (bench/model-processing-bench.ts;
//      also runs alone)
//   n. the shop's 3D gallery (issue 17, decision 034): its frame rate in Chromium on SwiftShader with the CPU
//      throttled 4×, walked while 8 models stream in and again with them loaded, beside one lit cube drawn
//      the same way in turns (bench/gallery-fps.mjs, runnable alone): median and p95, and gallery/cube
//   o. a model's embed, /embed/model/{link}: time from navigation to model-viewer's first frame with the
//      model (and to its poster's paint), in Chromium on SwiftShader, unthrottled and with the CPU 4× slower;
//      the model is uploaded through the API as the demo user and goes through the real pipeline first
//   p. a virtual tour's scene (issue 18): an 8000×4000 panorama cut by the product's code, on a 360 px phone
//      on slow 4G with the CPU 4× slower (SwiftShader): time to the first painted panorama and bytes for a full
//      look-around, tiles against the single image (bench/tour-panorama.mjs, runnable alone with tsx)
//   q. the support desk's queues (issue 19) with 100k tickets and 100k orders: each queue view through its whole
//      API route, p50 and p99, on PGlite and PostgreSQL (bench/desk-queue-bench.ts, runnable alone with tsx)
// Sections run alone by name, to iterate on one: `npm run bench -- pages`, `-- first-load`, `-- lighthouse`
// (several may be named: `-- pages lighthouse`); also login, market, ledger, queue, offline, rate-limit,
// files, outputs, class-strings, models, gallery, tours and desk (which need no build or server), and embed. Alone, the market is seeded only for
// `market`, so the pages' market rows then read the demo data; with no name everything runs.
// BENCH_POSTGRES_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres): everything runs
// on a fresh database made there for the bench and dropped after it, instead of the embedded PGlite.
// It builds nothing: run `npm run build` first. It starts its own server (SKIP_BUILD=1, a temp DATA_DIR,
// a free port, TRUST_PROXY=loopback so that X-Forwarded-For spreads the per-IP limits) and stops it at the end.
// Results are also written to bench/results/latest.json (git-ignored; latest-<sections>.json for a part).
/* global FormData, Blob, window, document, requestAnimationFrame, PerformanceObserver -- Node's FormData and Blob; the rest in the embed page's functions */
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort, sleep } from '../bench/net.mjs';
import { performance } from 'node:perf_hooks';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { steadyLoad } from '../bench/steady-load.mjs';
import { classStringFigures, printClassStrings } from '../bench/class-strings.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const options = {
  users: Number(process.env.BENCH_USERS ?? 60),
  loginConnections: 50,
  loginSeconds: Number(process.env.BENCH_LOGIN_SECONDS ?? 15),
  pageConnections: [20, 200],
  pageSeconds: Number(process.env.BENCH_PAGE_SECONDS ?? 5),
  // Lighthouse's scores vary from run to run on one machine (its docs, variability.md: take the median of
  // several); each page this many times, every run printed, and the median run beside them.
  lighthouseRuns: Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 1),
  marketListings: Number(process.env.BENCH_MARKET ?? 100_000),
  marketRate: 200,
  marketConnections: [50, 200],
  marketSeconds: Number(process.env.BENCH_MARKET_SECONDS ?? 10),
  // The gallery and the one-cube baseline, each this many times in turns; the embed, this many loads per throttle.
  galleryRuns: Number(process.env.BENCH_GALLERY_RUNS ?? 2),
  // Each tour variant (tiles, single image) this many times, in turns.
  tourRuns: Number(process.env.BENCH_TOUR_RUNS ?? 2),
  embedRuns: Number(process.env.BENCH_EMBED_RUNS ?? 5),
  warmupSeconds: 2,
};
const bothLocales = (paths) => paths.flatMap((path) => [path, path === '/' ? '/en' : `/en${path}`]);
// Public pages measured for first-load JS besides the ones of section b (publicPages).
const moreFirstLoadPaths = ['/about', '/policy', '/terms', '/auth', '/auth/forgot-pass'];
const password = 'Bench-pass-2024';

// `npm run bench -- <section>…`: only those; none, all of them.
const allSections = [
  'login',
  'pages',
  'first-load',
  'lighthouse',
  'market',
  'ledger',
  'queue',
  'offline',
  'rate-limit',
  'files',
  'outputs',
  'class-strings',
  'models',
  'gallery',
  'embed',
  'tours',
  'desk',
];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !allSections.includes(name));
if (unknown.length) {
  console.error(`Unknown section ${unknown.join(', ')}: the sections are ${allSections.join(', ')}.`);
  process.exit(2);
}
const sections = new Set(asked.length ? asked : allSections);
const needsServer = ['login', 'pages', 'first-load', 'lighthouse', 'market', 'embed'].some((name) =>
  sections.has(name),
);

if (needsServer && !existsSync(join(root, 'apps/web/.next/BUILD_ID'))) {
  console.error('No production build (apps/web/.next/BUILD_ID is missing). Run `npm run build` first.');
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------
// Processes: everything started here is killed on the way out, whatever happens.

const children = new Set();
const temporary = [];

function killAll() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      // Detached children lead their own process group: start.mjs and the Next.js server under it.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

async function stopAll() {
  killAll();
  const deadline = Date.now() + 5_000;
  for (const child of children) {
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) await sleep(100);
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
  children.clear();
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
}

process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    process.exit(130);
  });
}

/** Spawns a detached child (its own process group), keeping the tail of its output for error messages. */
function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.output = '';
  const keep = (chunk) => {
    child.output = (child.output + chunk).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

async function waitFor(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before answering:\n${child.output}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`no answer from ${url} after ${seconds} s:\n${child.output}`);
}

// ---------------------------------------------------------------------------------------------------
// Helpers

let ipCounter = 0;
/** A fresh address from 10.0.0.0/8 for each call: every request its own per-IP bucket. */
function nextIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

const uniquePhone = (index) =>
  `0912${String((Date.now() % 100_000) * 100 + index)
    .padStart(7, '0')
    .slice(-7)}`;

async function api(base, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), 'accept-language': 'en' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${body ? 'POST' : 'GET'} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function createUser(base, index) {
  const credential = uniquePhone(index);
  await api(base, '/api/auth/register', {
    credential,
    name: `Bench User ${index}`,
    password,
    confirmPassword: password,
  });
  const outbox = await api(base, `/api/dev/outbox?to=${encodeURIComponent(credential)}`);
  const code = outbox.data?.[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${credential}`);
  await api(base, '/api/auth/verify', { credential, code });
  return credential;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

const run = (opts) => autocannon(opts);

function summarize(result) {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  return {
    requestsPerSecond: round(result.requests.average),
    totalRequests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: round(result.latency.average),
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    durationSeconds: round(result.duration),
    connections: result.connections,
  };
}

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const kb = (bytes) => round(bytes / 1024, 1);

// ---------------------------------------------------------------------------------------------------
// The measurements

async function benchLogin(base) {
  const started = Date.now();
  const indexes = Array.from({ length: options.users }, (_, index) => index);
  const users = await pool(indexes, 4, (index) => createUser(base, index));
  const setupSeconds = round((Date.now() - started) / 1000);
  console.log(`  ${users.length} users created and verified in ${setupSeconds} s`);

  // Warm-up: a few sign-ins so the first ones (JIT, argon2 wasm/native load) do not count.
  await pool(users.slice(0, 8), 4, (credential) => api(base, '/api/auth/login', { credential, password }));

  let turn = 0;
  const result = await run({
    url: base,
    connections: options.loginConnections,
    duration: options.loginSeconds,
    // Password hashing queues requests behind each other: wait rather than count a slow answer as an error.
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        setupRequest(request) {
          const credential = users[turn % users.length];
          turn += 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'x-forwarded-for': nextIp(),
              'accept-language': 'en',
            },
            body: JSON.stringify({ credential, password }),
          };
        },
      },
    ],
  });
  return { users: users.length, setupSeconds, ...summarize(result) };
}

/**
 * An anonymous Persian visitor's browser: its languages, what it accepts and compresses, a phone's Chrome
 * (Next.js answers some bots differently). Section b asks with it and the static copies are of its answers.
 */
const visitor = {
  'accept-language': 'fa-IR,fa;q=0.9,en-US;q=0.8,en;q=0.7',
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

/** One GET as it came over the wire: the status, the headers and the body still compressed. */
function rawGet(url, headers) {
  return new Promise((done, fail) => {
    httpGet(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', fail);
    }).on('error', fail);
  });
}

/**
 * The public pages sections b, c and g measure: the fixed ones, then a shop, one of its listings and a shared
 * result found through the public API (the newest place and its shop: the demo data's, or one of the
 * market's scale data when it was seeded). Paths are the Persian ones (no prefix); each must answer 200.
 */
async function publicPages(base) {
  const pages = [
    { label: 'home', path: '/' },
    { label: 'AI tools', path: '/ai' },
    { label: 'a tool', path: '/ai/text-to-image' },
    { label: 'market list', path: '/market/places/all' },
  ];
  const [place] = (await api(base, '/api/market/listings?kind=place&sort=newest&pageSize=1')).data;
  if (place) {
    // As apps/web/src/components/market/paths.ts builds them: a listing lives under its shop.
    const shop = encodeURIComponent(place.shop.link);
    pages.push({ label: 'a shop', path: `/market/${shop}` });
    const segment = place.kind === 'place' ? 'places' : 'shop';
    pages.push({ label: 'a listing', path: `/market/${shop}/${segment}/${encodeURIComponent(place.slug)}` });
  } else console.log('  (no public listing: the shop and listing pages are left out)');
  const shared = await firstExample(base);
  if (shared) pages.push({ label: 'a shared result', path: shared });
  pages.push({ label: 'the blog', path: '/blog' });
  const [post] = (await api(base, '/api/blog/posts?locale=en&pageSize=1')).data.items;
  if (post) pages.push({ label: 'a blog post', path: `/blog/${encodeURIComponent(post.slug)}` });
  else console.log('  (no published post with English: the post page is left out)');
  for (const page of pages) {
    const { status } = await rawGet(`${base}${page.path}`, visitor);
    if (status !== 200) throw new Error(`GET ${page.path} answered ${status}`);
  }
  return pages;
}

/** Headers that say whether an answer came from a cache: Cache-Control, x-nextjs-cache, x-page-cache, Age… */
const isCacheHeader = (name) => name === 'cache-control' || name === 'age' || /^x-.*cache/.test(name);

/**
 * Each public page against the same bytes from a static server (bench/static-server.mjs): the body the app
 * sent an anonymous Persian visitor, with its Content-Type and Content-Encoding, so that both send as many
 * bytes. autocannon at each of options.pageConnections, ours then static; the cache headers of every answer
 * in the measured run are counted, so a reader sees whether the pages came from a cache.
 */
async function benchPages(base, pages, staticPort) {
  const dir = mkdtempSync(join(tmpdir(), 'rassam-bench-pages-'));
  temporary.push(dir);
  const manifest = {};
  const captured = [];
  for (const [index, page] of pages.entries()) {
    const answer = await rawGet(`${base}${page.path}`, visitor);
    if (answer.status !== 200) throw new Error(`GET ${page.path} answered ${answer.status}`);
    const file = join(dir, `page-${index}`);
    writeFileSync(file, answer.body);
    const contentEncoding = answer.headers['content-encoding'] ?? null;
    manifest[page.path] = { file, contentType: answer.headers['content-type'], contentEncoding };
    captured.push({ ...page, bytes: answer.body.length, contentEncoding });
  }
  const manifestFile = join(dir, 'manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const staticServer = start(
    process.execPath,
    [join(root, 'bench/static-server.mjs'), manifestFile, String(staticPort)],
    {},
  );
  const staticBase = `http://127.0.0.1:${staticPort}`;
  await waitFor(`${staticBase}${pages[0].path}`, staticServer, 10);

  // One server's figures for a page: a warm-up from the fewest connections, which also tells how fast it
  // answers, then each number of connections for long enough that every connection is answered some three
  // times (a page rendered 20 times a second keeps 200 connections waiting 10 s each; at most 45 s a row).
  const measure = async (url, settled) => {
    const load = { url, headers: visitor, timeout: 90 };
    const warm = await run({ ...load, connections: options.pageConnections[0], duration: options.warmupSeconds });
    await settled();
    const rate = Math.max(warm.requests.average, 0.1);
    const rows = {};
    for (const connections of options.pageConnections) {
      const seen = {};
      const seconds = Math.min(45, Math.max(options.pageSeconds, Math.ceil((3 * connections) / rate)));
      const result = await run({
        ...load,
        connections,
        duration: seconds,
        setupClient(client) {
          client.on('headers', ({ headers }) => {
            for (let i = 0; i < headers.length; i += 2) {
              const name = String(headers[i]).toLowerCase();
              if (!isCacheHeader(name)) continue;
              const values = (seen[name] ??= {});
              const value = String(headers[i + 1]);
              values[value] = (values[value] ?? 0) + 1;
            }
          });
        },
      });
      rows[connections] = { ...summarize(result), cacheHeaders: seen };
      // Requests whose clients are gone are still answered: not to be charged to the next row.
      await settled();
    }
    return rows;
  };
  const rows = [];
  for (const page of captured) {
    const ours = await measure(`${base}${page.path}`, () => settle(base));
    // The static server answers from memory at once: nothing is left to work off.
    const plain = await measure(`${staticBase}${page.path}`, async () => {});
    for (const connections of options.pageConnections) {
      rows.push({
        ...page,
        connections,
        ours: ours[connections],
        static: plain[connections],
        oursPercentOfStatic: round(
          (ours[connections].requestsPerSecond / plain[connections].requestsPerSecond) * 100,
          1,
        ),
      });
    }
  }
  return rows;
}

/**
 * Lighthouse's performance score and its main metrics for each page, with its default settings (a mid-range
 * phone on a slow 4G connection, simulated) in Debian's Chromium, each page options.lighthouseRuns times (a
 * pass over the pages, then the next), with the 1-minute load average read right before each run.
 *
 * Chromium runs without Paint Holding. With it, about half of the navigations in this headless Chromium had
 * their first frame held: viz stops sending the page BeginFrames (SendBeginFrameDecision
 * "ThrottleUndrawnFrames") from the moment the page has painted until a whole-second tick, so the first paint
 * was observed at 1.25–2.3 s, after the scripts had run, instead of at ~0.3 s (the other runs, and every load
 * of the same page without Lighthouse). Lighthouse's simulation then puts every script and its execution
 * before the largest paint: LCP 4–4.4 s instead of 1.7–3.4 s, 10–20 points off. The observed first paint is
 * kept with each run, so that a held one shows.
 */
async function benchLighthouse(base, paths) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // A Persian reader's browser and an English reader's: each asks for its language in its requests and in
  // navigator.languages alike. Without it the bare paths would be measured through a redirect to /en, and
  // one browser reading both languages would be given the locale cookie of the last (the page remembers a
  // language the browser does not ask for) and sent from the next bare path to /en.
  const launch = (lang) =>
    chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: [
        '--headless=new',
        ...chromiumArgs,
        '--disable-features=PaintHolding',
        `--lang=${lang}`,
        `--accept-lang=${lang}`,
      ],
    });
  const browsers = { fa: await launch('fa'), en: await launch('en') };
  const language = (path) => (path === '/en' || path.startsWith('/en/') ? 'en' : 'fa');
  // The first request of a route after the server starts renders it cold: a user of a running server does
  // not meet that, and the simulation would carry the slower answer into every paint.
  for (const path of paths) await fetch(`${base}${path}`, { headers: { 'accept-language': language(path) } });
  const rows = paths.map((path) => ({ path, runs: [] }));
  const about = {};
  try {
    for (let pass = 0; pass < options.lighthouseRuns; pass++) {
      for (const row of rows) {
        const loadAverage = round(loadavg()[0], 2);
        const { lhr } = await lighthouse(
          `${base}${row.path}`,
          {
            port: browsers[language(row.path)].port,
            onlyCategories: ['performance'],
            logLevel: 'error',
            output: 'json',
          },
          { extends: 'lighthouse:default', settings: { extraHeaders: { 'Accept-Language': language(row.path) } } },
        );
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${row.path}: ${lhr.runtimeError.message}`);
        if (new URL(lhr.finalDisplayedUrl).pathname !== row.path)
          throw new Error(`Lighthouse was sent from ${row.path} to ${lhr.finalDisplayedUrl}`);
        const document = lhr.audits['network-requests']?.details?.items?.[0];
        if (document?.statusCode !== 200)
          throw new Error(`Lighthouse on ${row.path}: the page answered ${document?.statusCode}`);
        about.version = lhr.lighthouseVersion;
        about.browser = lhr.environment.hostUserAgent.match(/\b(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
        const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
        const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
        // The largest paint's element, so that a run on an error page or a placeholder can be told.
        const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        row.runs.push({
          loadAverage,
          // Lighthouse's own measure of this machine's CPU (its "CPU/Memory Power"): the 4× slowdown is meant
          // for a machine of 1,500–2,000 (Lighthouse's docs, throttling.md); on a weaker one the same 4× stands
          // for a slower phone than the moto g power, and TBT and LCP grow with it, the floor's too.
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          // Unthrottled, as this machine painted it: after the load event means a held first frame.
          observedPaintMs: observed.observedFirstContentfulPaint,
          observedLoadMs: observed.observedLoad,
          lcpElement: lcpNode ? `${lcpNode.snippet?.match(/^<(\w+)/)?.[1] ?? '?'} «${lcpNode.nodeLabel ?? ''}»` : null,
        });
      }
    }
  } finally {
    await Promise.all(Object.values(browsers).map((chrome) => chrome.kill()));
  }
  for (const row of rows) row.median = medianRun(row.runs);
  return { ...about, rows };
}

/** The run with the median score (the lower middle of an even count), so its LCP and TBT go with it. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * A shared result's page: the demo examples are made by the server's worker after it starts; waits for
 * the first one (the images come first, in well under a minute).
 */
async function firstExample(base) {
  for (let tries = 0; tries < 90; tries++) {
    const response = await fetch(`${base}/api/examples`).catch(() => null);
    const examples = response?.ok ? (await response.json()).data : [];
    // Always a text-to-image result (the studio's most shared kind), so runs compare the same page: the
    // demo examples finish in no fixed order, and the first to finish was measured before.
    const picture = examples.find((example) => example.tool === 'text-to-image');
    if (picture) return `/shared/${picture.slug}`;
    await sleep(2_000);
  }
  console.log('  (no text-to-image example was made within 3 minutes: /shared/{slug} is left out)');
  return null;
}

async function benchFirstLoad(base, routes) {
  const cache = new Map();
  const gzipped = async (url) => {
    if (!cache.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      cache.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
    return cache.get(url);
  };
  const rows = [];
  for (const route of routes) {
    const response = await fetch(`${base}${route}`, {
      headers: { 'accept-language': route.startsWith('/en') ? 'en' : 'fa' },
      redirect: 'manual',
    });
    if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}`);
    const html = await response.text();
    const scripts = new Set();
    const legacy = new Set();
    for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
      const src = match[1].match(/\bsrc="([^"]+)"/i)?.[1];
      if (!src) continue;
      const url = new URL(src.replace(/&amp;/g, '&'), base);
      if (!url.pathname.startsWith('/_next/')) continue;
      // nomodule scripts are polyfills that modern browsers skip: counted apart.
      (/\bnomodule\b/i.test(match[1]) ? legacy : scripts).add(url.href);
    }
    let raw = 0;
    let gzip = 0;
    for (const url of scripts) {
      const size = await gzipped(url);
      raw += size.raw;
      gzip += size.gzip;
    }
    let legacyGzip = 0;
    for (const url of legacy) legacyGzip += (await gzipped(url)).gzip;
    rows.push({ route, scripts: scripts.size, rawKB: kb(raw), gzipKB: kb(gzip), nomoduleGzipKB: kb(legacyGzip) });
  }
  return rows;
}

/**
 * The framework's own floor: an empty App Router page (a layout and an <h1>) built by the same Next.js
 * from the same node_modules and served by `next start`, measured like our pages (first-load JS, and
 * Lighthouse: what the framework alone scores on this machine is the ceiling our pages are read against).
 * Built on first use and kept until the bench ends.
 */
let bareNext = null;
async function bareNextBase() {
  if (bareNext) return bareNext;
  const dir = join(root, '.bench-bare-next');
  rmSync(dir, { recursive: true, force: true });
  temporary.push(dir);
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"name":"bench-bare-next","private":true}\n');
  writeFileSync(join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
  writeFileSync(
    join(dir, 'app/layout.jsx'),
    'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(join(dir, 'app/page.jsx'), 'export default function Page() { return <h1>Hello</h1>; }\n');
  const next = join(root, 'node_modules/next/dist/bin/next');
  const build = spawnSync(process.execPath, [next, 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`the empty Next.js page did not build:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  const child = spawn(process.execPath, [next, 'start', '-p', String(port)], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
  });
  // Stopped with the bench's other children on the way out.
  children.add(child);
  child.output = '';
  await waitFor(`http://127.0.0.1:${port}/`, child, 60);
  bareNext = `http://127.0.0.1:${port}`;
  return bareNext;
}

/**
 * The database the bench runs on: PGlite in its data folder (nothing to set), or a fresh PostgreSQL
 * database on BENCH_POSTGRES_URL's server, dropped on the way out.
 */
async function benchDatabase() {
  const server = process.env.BENCH_POSTGRES_URL;
  if (!server) return { env: {}, label: 'PGlite (embedded)' };
  const { default: pg } = await import('pg');
  const name = `rassam_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  const url = new URL(server);
  url.pathname = `/${name}`;
  // The bench signs in through the outbox and seeds demo data: a demo, on a database of its own (decision 017).
  return {
    env: { DATABASE_URL: url.toString(), DEMO_MODE: 'true' },
    label: `PostgreSQL (${url.host}, database ${name})`,
  };
}
let dropDatabase = null;

/** `npm run db:seed -- --market N` into the bench's database, before the server opens it. */
function seedMarket(dataDir, database) {
  if (options.marketListings <= 0) return null;
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'packages/api/src/cli/seed.ts'), '--market', String(options.marketListings)],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...database.env } },
  );
  if (result.status !== 0) throw new Error(`the market seed failed:\n${result.stdout}\n${result.stderr}`);
  return { listings: options.marketListings, seconds: round((Date.now() - started) / 1000) };
}

/**
 * Waits until the server has worked off what a saturating load left behind: requests whose clients are
 * gone are still rendered, which would otherwise be charged to the next row. Quick answers three times
 * in a row mean it is idle again.
 */
async function settle(base) {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await sleep(200);
  }
}

/**
 * The market at scale: the listing API (a province filter, words, the newest, a map box, in turn) and a
 * province's list page, at a steady 200 requests/s over 50 and over 200 connections, and a bare Hono
 * route answering the API's own JSON the same way (what routing and serialising cost without us); then
 * the API and the bare route under autocannon's bursts. Those repeat a few popular requests, which the
 * market's caches answer (decision 012); the "varied" rows ask every time for a different page of a
 * different filter (kind × province × order × page), which they do not: how many the database and
 * React's rendering serve a second.
 */
async function benchMarket(base, barePort) {
  const [, tehran] = (await api(base, '/api/market/locations/path?slugs=iran/tehran')).data;
  const newest = (await api(base, '/api/market/listings?sort=newest&pageSize=1')).data[0];
  const word = newest.titleFa.split(/\s+/)[0];
  const apiPaths = [
    `/api/market/listings?kind=place&state=${tehran.id}`,
    `/api/market/listings?q=${encodeURIComponent(word)}`,
    '/api/market/listings?sort=newest',
    '/api/market/listings?bbox=35.5,51.2,35.9,51.6',
  ];
  const pagePath = '/market/places/all/iran/tehran';
  const answer = await fetch(`${base}${apiPaths[0]}`);
  if (!answer.ok) throw new Error(`GET ${apiPaths[0]}: ${answer.status}`);
  const dir = mkdtempSync(join(tmpdir(), 'rassam-bench-json-'));
  temporary.push(dir);
  writeFileSync(join(dir, 'listings.json'), await answer.text());
  const bare = start(
    process.execPath,
    [join(root, 'bench/bare-hono.mjs'), join(dir, 'listings.json'), String(barePort)],
    {},
  );
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitFor(`${bareBase}/`, bare, 10);

  const provinces = (await api(base, `/api/market/locations?parent=${tehran.parentId}`)).data;
  const varied = { api: [], page: [] };
  const kinds = [
    ['place', 'places'],
    ['service', 'service'],
    ['item', 'shop'],
  ];
  for (let page = 1; page <= 10; page++) {
    for (const sort of ['newest', 'liked', 'price_asc']) {
      for (const province of provinces) {
        for (const [kind, segment] of kinds) {
          varied.api.push(`/api/market/listings?kind=${kind}&state=${province.id}&sort=${sort}&page=${page}`);
          varied.page.push(`/market/${segment}/all/iran/${province.slug}?sort=${sort}&page=${page}`);
        }
      }
    }
  }

  const headers = { 'accept-language': 'fa' };
  // The aim's load: a steady rate, each request due at its moment (bench/steady-load.mjs says why).
  const steady = async (url, paths, connections) => {
    const load = { base: url, paths, rate: options.marketRate, connections, headers };
    await steadyLoad({ ...load, seconds: options.warmupSeconds });
    return steadyLoad({ ...load, seconds: options.marketSeconds });
  };
  // autocannon's loads, over one list of paths shared by every connection (its own list starts over on
  // each connection, so 50 connections would ask for the same path 50 times).
  const byAutocannon = (load) => async (url, paths, connections) => {
    let next = 0;
    const requests = [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
    ];
    const opts = { url, connections, headers, requests, timeout: 30, ...load };
    await run({ ...opts, duration: options.warmupSeconds });
    return summarize(await run({ ...opts, duration: options.marketSeconds }));
  };
  // The same number of requests as autocannon sends them at this rate: every connection's share at once,
  // each second. Real latencies (no synthetic samples): what a crowd arriving together waits.
  const bursts = byAutocannon({ overallRate: options.marketRate, ignoreCoordinatedOmission: true });
  // The varied paths ask for more than the server can serve (no cache helps them), so a queue at a fixed
  // rate would only grow: they are measured as fast as they are served, each connection sending its next
  // request when the last is answered, which gives the capacity and the latency at it.
  const capacity = byAutocannon({});
  const rows = [];
  for (const connections of options.marketConnections) {
    const add = async (label, measure, url, paths) =>
      rows.push({ label, connections, ...(await measure(url, paths, connections)) });
    await add('listing API', steady, base, apiPaths);
    await add(`list page ${pagePath}`, steady, base, [pagePath]);
    await add('bare Hono, same JSON', steady, bareBase, ['/']);
    await add('listing API, bursts', bursts, base, apiPaths);
    await add('bare Hono, bursts', bursts, bareBase, ['/']);
    await add('listing API, varied, capacity', capacity, base, varied.api);
    await settle(base);
    await add('list page, varied, capacity', capacity, base, varied.page);
    await settle(base);
  }
  return { word, rows, variedPaths: varied.api.length };
}

/**
 * The gallery's frame rate (bench/gallery-fps.mjs): the gallery and the one-cube baseline in turns, so that
 * both are read under the same load; the figures are medians over the runs, the ratio the gallery's mean
 * frame rate over the cube's.
 */
async function benchGallery() {
  const { measureBeside } = await import('../bench/gallery-fps.mjs');
  const each = [];
  const figures = await measureBeside({ style: 'night', throttle: 4 }, options.galleryRuns, (run) =>
    each.push({
      baseline: run.baseline,
      readyMs: run.readyMs,
      streaming: run.streaming,
      loaded: run.loaded,
      modelsFetched: run.modelsFetched,
    }),
  );
  return { ...figures, each };
}

/** The demo user's session cookie (the seed's demoAccount), or a new verified user's when there is no demo. */
async function signedInCookie(base) {
  const login = async (credential, pass) => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), 'accept-language': 'en' },
      body: JSON.stringify({ credential, password: pass }),
    });
    if (!response.ok) return null;
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  };
  return (await login('+989120000001', 'Rassam1234')) ?? (await login(await createUser(base, 9_999), password));
}

/**
 * A ready model visible by link, made as a user would: a textured cube (the e2e tests' fixture, a 512 px
 * texture) uploaded to POST /api/models, through the real pipeline (Draco, USDZ, poster) to `ready`, then
 * PATCHed unlisted. The fixture is TypeScript: made in a child process with tsx.
 */
async function readyModelLink(base) {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { texturedCube, toGlb } from './packages/api/src/modules/models/intake/test-models.fixtures.ts';
process.stdout.write(Buffer.from(await toGlb(await texturedCube(512))).toString('base64'));`,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
  );
  if (made.status !== 0) throw new Error(`could not make the model: ${made.stderr}`);
  const cookie = await signedInCookie(base);
  const call = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie,
        'x-forwarded-for': nextIp(),
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text).data;
  };
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(made.stdout, 'base64')], { type: 'model/gltf-binary' }), 'cube.glb');
  const model = await call('POST', '/api/models', form);
  const started = Date.now();
  for (;;) {
    const { status } = await call('GET', `/api/models/${model.id}`);
    if (status === 'ready') break;
    if (status === 'failed' || Date.now() - started > 180_000) throw new Error(`the model is ${status}, not ready`);
    await sleep(1_000);
  }
  const processedSeconds = round((Date.now() - started) / 1000);
  await call('PATCH', `/api/models/${model.id}`, JSON.stringify({ visibility: 'unlisted' }));
  return { link: model.link, processedSeconds };
}

/**
 * Time to the first frame of /embed/model/{link}: each load in a fresh browser context (nothing cached) of
 * Chromium on SwiftShader (WebGL on the CPU, as in the gallery's bench), 640×480 (an embed's frame), in
 * Persian. From navigation start: the first contentful paint, the poster's paint (the largest paint whose
 * image is the poster), the GLB's arrival, model-viewer's `load` (the model is in its scene: between the
 * two, the Draco decode and model-viewer's own setup, whose 'neutral' environment is a PMREM render, the
 * most of it on SwiftShader) and the frame after it (two
 * animation frames later: the one model-viewer drew it in has been produced). One load first that is not
 * counted: the page is rendered on its first visit, then cached.
 */
async function benchEmbed(base, link) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs.filter((flag) => flag !== '--disable-gpu'),
      '--use-gl=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
    ],
  });
  const url = `${base}/embed/model/${link}`;
  const once = async (throttle) => {
    const context = await browser.newContext({ viewport: { width: 640, height: 480 }, locale: 'fa-IR' });
    try {
      const tab = await context.newPage();
      await tab.addInitScript(() => {
        const marks = { fcp: null, load: null, frame: null, paints: [] };
        window.__embed = marks;
        // `load` does not bubble: caught on its way down to model-viewer.
        document.addEventListener(
          'load',
          (event) => {
            if (event.target?.tagName !== 'MODEL-VIEWER' || marks.load !== null) return;
            marks.load = performance.now();
            requestAnimationFrame(() => requestAnimationFrame(() => (marks.frame = performance.now())));
          },
          true,
        );
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) marks.paints.push({ at: entry.startTime, url: entry.url });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      const loadAverage = round(loadavg()[0], 2);
      await tab.goto(url);
      await tab.waitForFunction(() => window.__embed.frame !== null, null, { timeout: 120_000 });
      const marks = await tab.evaluate(() => ({
        ...window.__embed,
        // When the GLB had arrived (its response's end): what follows until `load` is model-viewer's own work.
        glb: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/files/glb'))?.responseEnd,
      }));
      const poster = marks.paints.findLast((paint) => /poster/.test(paint.url));
      return {
        throttle,
        loadAverage,
        fcpMs: Math.round(marks.fcp ?? 0),
        posterMs: poster ? Math.round(poster.at) : null,
        glbMs: marks.glb ? Math.round(marks.glb) : null,
        loadMs: Math.round(marks.load),
        firstFrameMs: Math.round(marks.frame),
      };
    } finally {
      await context.close();
    }
  };
  const median = (values) => {
    const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
    if (!sorted.length) return null;
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
  };
  try {
    await once(1);
    const rows = [];
    for (const throttle of [1, 4]) {
      const runs = [];
      for (let i = 0; i < options.embedRuns; i++) runs.push(await once(throttle));
      rows.push({
        throttle,
        runs,
        median: Object.fromEntries(
          ['fcpMs', 'posterMs', 'glbMs', 'loadMs', 'firstFrameMs'].map((key) => [
            key,
            median(runs.map((run) => run[key])),
          ]),
        ),
        loadAverage: {
          min: Math.min(...runs.map((r) => r.loadAverage)),
          max: Math.max(...runs.map((r) => r.loadAverage)),
        },
      });
    }
    return { url: `/embed/model/${link}`, browser: browser.version(), rows };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------------

const line = (label, value) => console.log(`  ${label.padEnd(34)} ${value}`);

function printHeader(results) {
  console.log('\n================ Rassam benchmark ================');
  const { machine } = results;
  console.log(
    `  ${machine.cpus} × ${machine.cpu}, ${machine.memoryGB} GB, Node ${machine.node}; client and server share the machine`,
  );
  if (results.database) console.log(`  database: ${results.database}`);
  if (results.sections.length < allSections.length) console.log(`  sections: ${results.sections.join(', ')}`);
  console.log(
    `  load average (1 min) ${Object.entries(machine.loadAverage)
      .map(([phase, value]) => `${phase} ${value}`)
      .join(', ')}`,
  );
  if (machine.loadAverage.start > machine.cpus / 2) {
    console.log(
      `  ! the machine was busy before the bench started (load ${machine.loadAverage.start}): figures are low`,
    );
  }
}

function printLogin(login) {
  console.log('\n  a. sign-in (POST /api/auth/login)');
  line(`${login.connections} connections, ${login.durationSeconds} s, ${login.users} users`, '');
  line('requests/s', login.requestsPerSecond);
  line('latency p50 / p99 (ms)', `${login.latencyMs.p50} / ${login.latencyMs.p99}`);
  line('requests', login.totalRequests);
  line('non-2xx / errors / timeouts', `${login.non2xx} / ${login.errors} / ${login.timeouts}`);
  line('status codes', JSON.stringify(login.statuses));
}

/**
 * The cache headers a row's answers carried, every value with its count, the most frequent first
 * ('x-page-cache "hit" ×790, "miss" ×22'); a number (Age) as its range.
 */
const cacheSummary = (seen) =>
  Object.entries(seen)
    .map(([name, values]) => {
      const entries = Object.entries(values).sort((a, b) => b[1] - a[1]);
      const count = entries.reduce((sum, [, n]) => sum + n, 0);
      if (entries.every(([value]) => /^\d+$/.test(value))) {
        const numbers = entries.map(([value]) => Number(value));
        return `${name} ${Math.min(...numbers)}–${Math.max(...numbers)} ×${count}`;
      }
      return `${name} ${entries.map(([value, n]) => `"${value}" ×${n}`).join(', ')}`;
    })
    .join('; ') || 'no cache header';

function printPages(rows) {
  console.log(
    `\n  b. public pages: ours beside the same bytes from a static node:http server, as an anonymous Persian visitor's browser asks (Accept-Language fa-IR, Accept-Encoding ${visitor['accept-encoding']}); each row ${options.pageSeconds}–45 s, long enough for every connection to be answered some three times`,
  );
  let path = null;
  for (const row of rows) {
    if (row.path !== path) {
      path = row.path;
      console.log(`  ${row.path} (${row.label}, ${kb(row.bytes)} KB ${row.contentEncoding ?? 'uncompressed'})`);
    }
    const { ours } = row;
    const errors = ours.non2xx + ours.errors + ours.timeouts;
    console.log(
      `    ${String(row.connections).padStart(3)} conn   ours ${String(ours.requestsPerSecond).padStart(7)} req/s, p99 ${String(ours.latencyMs.p99).padStart(5)} ms   static ${String(row.static.requestsPerSecond).padStart(7)} req/s, p99 ${String(row.static.latencyMs.p99).padStart(5)} ms   ours/static ${String(row.oursPercentOfStatic).padStart(5)} %   (${ours.durationSeconds} s)${errors ? `   ! ours: non-2xx ${ours.non2xx}, errors ${ours.errors}, timeouts ${ours.timeouts}` : ''}`,
    );
    console.log(`               ${cacheSummary(ours.cacheHeaders)}`);
  }
}

function printFirstLoad(firstLoad, framework) {
  console.log('\n  c. first-load JS (<script src="/_next/…">, gzip -9)');
  console.log(
    `  ${'route'.padEnd(44)} ${'scripts'.padStart(7)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'ours KB'.padStart(8)}  route/floor`,
  );
  const printRow = (label, row) =>
    console.log(
      `  ${label.padEnd(44)} ${String(row.scripts).padStart(7)} ${String(row.rawKB).padStart(8)} ${String(row.gzipKB).padStart(8)} ${String(round(row.gzipKB - framework.gzipKB)).padStart(8)}  ${round(row.gzipKB / framework.gzipKB, 2)}×`,
    );
  printRow('empty Next.js page (the floor)', framework);
  for (const row of firstLoad) printRow(row.route, row);
  const legacy = Math.max(...firstLoad.map((row) => row.nomoduleGzipKB));
  if (legacy > 0) console.log(`  (plus ${legacy} KB gzip of nomodule polyfills that modern browsers do not load)`);
}

function printLighthouse({ version, browser, rows, floor }) {
  console.log(
    `\n  g. Lighthouse ${version} in ${browser}, mobile (simulated slow 4G, 4× CPU slowdown, moto g power), Chromium without Paint Holding; each run: load average (1 min) before it, the CPU's benchmark index (Lighthouse's, taken in the page), score, LCP, TBT, CLS, and the first paint as observed unthrottled ("held" when after the load event)`,
  );
  for (const row of [{ ...floor, path: 'empty Next.js page (the floor)' }, ...rows]) {
    row.runs.forEach((run, index) => {
      const held = run.observedPaintMs > run.observedLoadMs ? ' held' : '';
      console.log(
        `  ${(index === 0 ? row.path : '').padEnd(44)} load ${String(run.loadAverage).padStart(5)}   cpu ${String(run.benchmarkIndex).padStart(4)}   ${String(run.score).padStart(3)}   LCP ${String(run.lcpMs).padStart(5)} ms   TBT ${String(run.tbtMs).padStart(4)} ms   CLS ${run.cls}   painted at ${run.observedPaintMs} ms${held} (load ${run.observedLoadMs} ms)`,
      );
    });
    if (row.median)
      console.log(
        `  ${''.padEnd(44)} median ${row.median.score} (LCP ${row.median.lcpMs} ms, TBT ${row.median.tbtMs} ms)`,
      );
    if (row.runs[0]?.lcpElement) console.log(`  ${''.padEnd(44)} largest paint: ${row.runs[0].lcpElement}`);
  }
  const runs = rows.flatMap((row) => row.runs);
  console.log(
    `  our pages: median ≥ 95 on ${rows.filter((row) => row.median.score >= 95).length} of ${rows.length}; runs ≥ 95: ${runs.filter((run) => run.score >= 95).length} of ${runs.length}; medians ${Math.min(...rows.map((row) => row.median.score))}–${Math.max(...rows.map((row) => row.median.score))}`,
  );
}

function printMarket(market) {
  console.log(
    `\n  h. market, ${market.seed.listings} listings (seeded in ${market.seed.seconds} s), ${options.marketRate} requests/s offered; words searched: «${market.word}»; varied rows: ${market.variedPaths} different paths`,
  );
  console.log(
    `  steady: one request every ${round(1000 / options.marketRate)} ms, each timed from when it was due; capacity: as fast as served; bursts: each second, every connection sends its share at once`,
  );
  // Each row beside the bare route measured the same way (steady or bursts) from as many connections.
  const bareOf = (row) =>
    market.rows.find(
      (other) =>
        other.connections === row.connections &&
        other.label.startsWith('bare') &&
        other.label.endsWith('bursts') === row.label.endsWith('bursts'),
    ) ?? market.rows.find((other) => other.connections === row.connections && other.label.startsWith('bare'));
  for (const row of market.rows) {
    const ratio = round(row.latencyMs.p99 / Math.max(1, bareOf(row).latencyMs.p99), 1);
    const late = row.generatorLateMs > 50 ? `   ! the client ran ${row.generatorLateMs} ms late` : '';
    console.log(
      `  ${row.label.padEnd(44)} ${String(row.connections).padStart(3)} conn   ${String(row.requestsPerSecond).padStart(6)} req/s   p50 ${row.latencyMs.p50} ms   p99 ${row.latencyMs.p99} ms (${ratio}× bare)   non-2xx ${row.non2xx}${late}`,
    );
  }
}

function printInProcess({ ledger, queue, offline }) {
  if (ledger) {
    console.log('\n  d. ledger: debits of 1 coin, 64 concurrent clients over 8 wallets');
    for (const row of ledger) {
      console.log(
        `  ${row.label.padEnd(12)} ${String(row.perSecond).padStart(6)} debits/s   anomalies ${row.anomalies}   refused ${row.refused}`,
      );
    }
  }
  if (queue) {
    console.log('\n  e. design queue: our claim+settle vs a bare SKIP LOCKED loop, and a no-op job end to end');
    for (const row of queue) {
      console.log(
        `  ${row.label.padEnd(12)} ours ${String(row.ourClaimsPerSecond).padStart(5)}/s   bare ${String(row.bareClaimsPerSecond).padStart(5)}/s   ratio ${row.ratio}   no-op job p50 ${row.noopLatencyMs.p50} ms, p99 ${row.noopLatencyMs.p99} ms`,
      );
    }
  }
  if (offline) {
    console.log(
      `\n  f. offline AI provider, median ms per job (images ${offline.image.image}; media inputs in bench/offline-media-bench.ts)`,
    );
    for (const row of offline.image.results)
      console.log(`  ${row.name.padEnd(34)} ${String(row.medianMs).padStart(8)} ms`);
    console.log(
      `  ${'first OpenCV job (load + run)'.padEnd(34)} ${String(offline.image.openCvFirstJobMs).padStart(8)} ms`,
    );
    for (const row of offline.media) console.log(`  ${row.name.padEnd(34)} ${String(row.medianMs).padStart(8)} ms`);
    // Quality rather than time: how much of each known subject the cut-out finds (1 = all of it, nothing more).
    console.log(
      `  ${'remove background: IoU, mean'.padEnd(34)} ${offline.cutout.mean.toFixed(3).padStart(8)}      worst ${offline.cutout.worst.toFixed(3)} (${offline.cutout.scenes.find((scene) => scene.iou === offline.cutout.worst).name}), ${offline.cutout.pictures} pictures of bench/cutout-quality-bench.ts`,
    );
  }
}

function printDesk(desk, loadBefore) {
  const [first] = desk;
  console.log(
    `\n  q. support desk queues: ${first.tickets} tickets and ${first.orders} orders of ${first.people} people, each view ${first.calls} times through its API route (load before ${loadBefore?.toFixed(2)})`,
  );
  const names = first.rows.map((row) => row.name);
  console.log(`  ${''.padEnd(46)}${desk.map((run) => run.label.padStart(22)).join('')}`);
  for (const name of names) {
    const cells = desk.map((run) => {
      const row = run.rows.find((r) => r.name === name);
      return `p50 ${row.p50} p99 ${row.p99} ms`.padStart(22);
    });
    console.log(`  ${name.padEnd(46)}${cells.join('')}`);
  }
  console.log(`  ${'seeded in (s)'.padEnd(46)}${desk.map((run) => String(run.seedSeconds).padStart(22)).join('')}`);
}

function printRateLimit(rateLimit) {
  console.log(
    `\n  i. rate-limit decisions (enforce), ${rateLimit.clients} concurrent clients over ${rateLimit.subjects} subjects, ${rateLimit.seconds} s per store`,
  );
  for (const row of rateLimit.rows) {
    const ratio = rateLimit.ratios[row.label];
    console.log(
      `  ${row.label.padEnd(12)} ${String(row.perSecond).padStart(7)} decisions/s   p50 ${row.latencyMs.p50} ms   p99 ${row.latencyMs.p99} ms   ${ratio.toPGlite}× PGlite${ratio.toPostgreSQL === null ? '' : `   ${ratio.toPostgreSQL}× PostgreSQL`}   counted ${row.counted} of ${row.made}   load ${row.loadAverage}`,
    );
  }
}

function printFiles(files) {
  console.log(
    `\n  j. file serving: GET /api/files/{id} of a ${round(files.videoBytes / 2 ** 20)} MB video, ${files.seconds} s per row (the API process's memory before → peak)`,
  );
  for (const row of files.rows) {
    console.log(
      `  ${row.label.padEnd(30)} ${String(row.connections).padStart(3)} conn   ${String(row.requestsPerSecond).padStart(6)} req/s   ${String(row.megabytesPerSecond).padStart(6)} MB/s   p99 ${row.latencyMs.p99} ms   RSS ${row.memoryMB.rssBefore} → ${row.memoryMB.rssPeak} MB   heap ${row.memoryMB.heapBefore} → ${row.memoryMB.heapPeak} MB   load ${row.loadAverage}`,
    );
  }
}

function printOutputs(outputs) {
  console.log(
    `\n  k. output download: a ${round(outputs.outputBytes / 2 ** 20)} MB output from a local host into storage (the process's memory before → peak)`,
  );
  for (const row of outputs.rows) {
    console.log(
      `  ${row.label.padEnd(32)} ${String(row.seconds).padStart(6)} s   ${String(row.megabytesPerSecond).padStart(6)} MB/s   RSS ${row.memoryMB.rssBefore} → ${row.memoryMB.rssPeak} MB (+${row.memoryMB.rssGrowth})   heap ${row.memoryMB.heapBefore} → ${row.memoryMB.heapPeak} MB   load ${row.loadAverage}`,
    );
  }
}

function printModels(models) {
  console.log(
    `\n  m. model intake: UV spheres with a ${models.texture} px texture, readUpload + validateModel + optimiseModel + makeGalleryModel (a child process per size; RSS growth is its peak)`,
  );
  for (const row of models.rows) {
    console.log(
      `  ${row.label.padEnd(16)} ${String(row.ms.total).padStart(6)} ms (read ${row.ms.read}, validate ${row.ms.validate}, optimise ${row.ms.optimise}, gallery copy ${row.ms.gallery})   ${round(row.bytes.before / 2 ** 20)} → ${round(row.bytes.after / 2 ** 20)} MB (${row.bytes.ratio}×)   triangles ${row.triangles.before} → ${row.triangles.after}   ${row.gallery ? `gallery copy ${row.gallery.triangles} triangles, ${round(row.gallery.bytes / 2 ** 20, 2)} MB` : 'no gallery copy'}   texture ${row.texture.before} → ${row.texture.after}   RSS +${row.memoryMB.rssPeakGrowth} MB   load ${row.loadAverage}`,
    );
  }
}

function printGallery(gallery) {
  console.log(
    `\n  n. the 3D gallery, ${gallery.style} room, 12 items (8 Draco models made as phone GLBs of ~20k triangles, loaded as their gallery copies, 4 pictures), Chromium on SwiftShader, CPU throttled ${gallery.throttle}×, 1280×720, a 10 s keyboard walk; the gallery and one lit cube in turns, ${gallery.runs} runs each, medians; load average (1 min) ${gallery.load.min}–${gallery.load.max}`,
  );
  const row = (label, figures) =>
    console.log(
      `  ${label.padEnd(34)} median ${String(figures.fps).padStart(5)} fps (${figures.medianMs} ms)   p95 ${String(figures.p95Ms).padStart(6)} ms (${figures.fps5th} fps)   mean ${String(figures.meanFps).padStart(5)} fps   ${figures.triangles} triangles a frame`,
    );
  row('one lit cube (the floor)', gallery.baseline);
  row('gallery, models streaming in', gallery.streaming);
  row('gallery, models loaded', gallery.loaded);
  console.log(
    `  ${'gallery/cube (mean fps)'.padEnd(34)} streaming ${gallery.ratio.streaming}×, loaded ${gallery.ratio.loaded}×${gallery.problems.length ? `   ! console: ${gallery.problems.join('; ')}` : ''}`,
  );
}

function printEmbed(embed) {
  console.log(
    `\n  o. ${embed.url} (a 512 px textured cube through the pipeline in ${embed.processedSeconds} s), ${embed.browser} on SwiftShader, 640×480, a fresh context per load; medians of ${options.embedRuns}, ms from navigation start`,
  );
  for (const row of embed.rows) {
    const { median } = row;
    console.log(
      `  CPU ${row.throttle}×${''.padEnd(28)} first paint ${String(median.fcpMs).padStart(5)}   poster ${String(median.posterMs ?? '–').padStart(5)}   GLB arrived ${String(median.glbMs ?? '–').padStart(5)}   model loaded ${String(median.loadMs).padStart(5)}   first frame with the model ${String(median.firstFrameMs).padStart(5)}   load ${row.loadAverage.min}–${row.loadAverage.max}`,
    );
  }
}

/** Benches that run in-process against the databases directly (bench/<name>-bench.ts); the last line is JSON. */
function benchScript(name) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, `bench/${name}-bench.ts`)], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  if (result.status !== 0) throw new Error(`${name} bench failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/** The tour panorama bench, in a child process with tsx (it cuts the scene with the API's TypeScript); its last line is JSON. */
function benchTours() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/tour-panorama.mjs'), '--json', '--runs', String(options.tourRuns)],
    { cwd: root, encoding: 'utf8', env: process.env, maxBuffer: 16 * 2 ** 20 },
  );
  if (result.status !== 0) throw new Error(`tour panorama bench failed: ${result.stderr}`);
  return JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
}

async function printTours(tours) {
  const { describeTourPanorama } = await import('../bench/tour-panorama.mjs');
  console.log(`\n  p. a virtual tour's scene, ${tours.runs} runs of each in turns`);
  console.log(describeTourPanorama(tours));
}

/** The file-serving bench, in its own processes (it starts its own API servers and s3rver); its last line is JSON. */
function benchFiles() {
  const result = spawnSync(process.execPath, [join(root, 'bench/file-serving-bench.mjs'), '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`file-serving bench failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/** The output-download bench, each row in a process of its own (it starts the host and s3rver); last line JSON. */
function benchOutputs() {
  const result = spawnSync(process.execPath, [join(root, 'bench/output-download-bench.mjs'), '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`output-download bench failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/**
 * CPU seconds used so far by a process group, from /proc (Linux): the server and what it spawned. Those of
 * children that ended are in their parents' cutime and cstime, so the sum only grows. Null elsewhere.
 */
function groupCpuSeconds(groupId) {
  if (!existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After "pid (comm) ": state, ppid, pgrp, …; utime, stime, cutime and cstime are the 12th to 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== groupId) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / 100; // USER_HZ
}

/**
 * Waits until the server is idle: after it starts, its workers make the demo examples (pictures, a video, a
 * 3D model, speech and music; minutes of CPU on this machine), which would be charged to the pages and to
 * Lighthouse. Idle is under 5 % of a core over 5 s; at most 5 minutes.
 */
async function serverIdle(server) {
  if (groupCpuSeconds(server.pid) === null) return;
  const started = Date.now();
  while (Date.now() - started < 300_000) {
    const before = groupCpuSeconds(server.pid);
    await sleep(5_000);
    if (groupCpuSeconds(server.pid) - before < 0.25) break;
  }
  const waited = round((Date.now() - started) / 1000);
  if (waited > 6) console.log(`  (waited ${waited} s for the server's background work, the demo examples, to end)`);
}

async function main() {
  // Taken before anything of ours runs: the later readings include the bench's own load.
  const load = { start: loadavg()[0] };
  const results = { date: new Date().toISOString(), sections: [...sections], options };

  let base = null;
  let server = null;
  let marketSeed = null;
  if (needsServer) {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'rassam-bench-data-'));
    temporary.push(dataDir);
    base = `http://127.0.0.1:${port}`;
    const database = await benchDatabase();
    results.database = database.label;
    console.log(`Database: ${database.label}`);
    if (sections.has('market') && options.marketListings > 0) {
      console.log(`h. seeding ${options.marketListings} market listings before the server starts…`);
      marketSeed = seedMarket(dataDir, database);
      console.log(`  seeded in ${marketSeed.seconds} s`);
    }
    console.log(`Starting the production server on port ${port} (data in ${dataDir})…`);
    server = start(process.execPath, [join(root, 'scripts/start.mjs')], {
      SKIP_BUILD: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...database.env,
    });
    await waitFor(`${base}/api/health`, server, 180);
  }

  if (sections.has('login')) {
    console.log(
      `a. sign-in: creating ${options.users} users, then ${options.loginConnections} connections for ${options.loginSeconds} s…`,
    );
    load.beforeLogin = loadavg()[0];
    results.login = await benchLogin(base);
  }
  let pages = null;
  if (['pages', 'first-load', 'lighthouse'].some((name) => sections.has(name))) {
    console.log('Finding a shop, a listing and a shared result…');
    pages = await publicPages(base);
    await serverIdle(server);
  }
  if (sections.has('pages')) {
    console.log(
      `b. public pages: ours versus static, ${options.pageConnections.join(' and ')} connections, ${options.pageSeconds}–45 s a row…`,
    );
    load.beforePages = loadavg()[0];
    results.pages = await benchPages(base, pages, await freePort());
  }
  if (sections.has('first-load')) {
    console.log('c. first-load JS…');
    const paths = [...pages.map((page) => page.path), ...moreFirstLoadPaths];
    results.firstLoad = await benchFirstLoad(base, bothLocales(paths));
    console.log('c. …and the framework floor: building an empty Next.js page…');
    [results.framework] = await benchFirstLoad(await bareNextBase(), ['/']);
  }
  if (sections.has('lighthouse')) {
    console.log(`g. Lighthouse (mobile, simulated throttling), each page ${options.lighthouseRuns} times…`);
    const paths = bothLocales(pages.filter((page) => page.path !== '/ai/text-to-image').map((page) => page.path));
    // Built first, so that its build is over before any page is measured.
    const floorBase = await bareNextBase();
    await serverIdle(server);
    // …and the machine has let the build's load go (the 1-minute average decays for a minute or two).
    for (let waited = 0; waited < 120 && loadavg()[0] > 1; waited += 5) await sleep(5_000);
    load.beforeLighthouse = loadavg()[0];
    results.lighthouse = await benchLighthouse(base, paths);
    console.log('g. …and the empty Next.js page, the framework floor, the same way…');
    const floor = await benchLighthouse(floorBase, ['/']);
    results.lighthouse.floor = floor.rows[0];
  }
  if (marketSeed) {
    console.log(
      `h. market: ${options.marketRate} requests/s from ${options.marketConnections.join(' and ')} connections…`,
    );
    results.market = { seed: marketSeed, ...(await benchMarket(base, await freePort())) };
  }
  if (sections.has('ledger')) {
    console.log('d. ledger debits, 64 concurrent clients…');
    results.ledger = benchScript('ledger');
  }
  if (sections.has('queue')) {
    console.log('e. design queue: claims per second, no-op job latency…');
    results.queue = benchScript('queue');
  }
  if (sections.has('offline')) {
    console.log('f. offline AI provider: time per job of each method…');
    results.offline = {
      image: benchScript('offline-image'),
      media: benchScript('offline-media'),
      cutout: benchScript('cutout-quality'),
    };
  }
  if (sections.has('rate-limit')) {
    console.log('i. rate-limit decisions, 50 concurrent clients, on each store that answers…');
    load.beforeRateLimit = loadavg()[0];
    results.rateLimit = benchScript('rate-limit');
  }
  if (sections.has('files')) {
    console.log('j. file serving: a 20 MB video in 1 MB ranges and whole, local disk and S3 (s3rver)…');
    results.files = benchFiles();
  }
  if (sections.has('outputs')) {
    console.log('k. output download: a 200 MB output into storage, streamed and buffered, local disk and S3 (s3rver)…');
    results.outputs = benchOutputs();
  }
  if (sections.has('models')) {
    console.log('m. model intake: spheres of ~10k, ~200k and ~1M triangles with a 4096 px texture…');
    load.beforeModels = loadavg()[0];
    results.models = benchScript('model-processing');
  }
  if (sections.has('embed')) {
    console.log('o. the embed: a model through the pipeline, then its first frame…');
    const { link, processedSeconds } = await readyModelLink(base);
    await serverIdle(server);
    load.beforeEmbed = loadavg()[0];
    results.embed = { ...(await benchEmbed(base, link)), processedSeconds };
  }
  if (sections.has('gallery')) {
    console.log(`n. the 3D gallery and the one-cube floor in turns, ${options.galleryRuns} runs each (~70 s a pair)…`);
    load.beforeGallery = loadavg()[0];
    results.gallery = await benchGallery();
  }
  if (sections.has('tours')) {
    console.log('p. a tour scene, tiles and the single image in turns (~2 min a pair)…');
    load.beforeTours = loadavg()[0];
    results.tours = benchTours();
  }
  load.end = loadavg()[0];
  if (sections.has('desk')) {
    console.log('q. the support desk: queue views over 100k tickets and 100k orders…');
    load.beforeDesk = loadavg()[0];
    results.desk = benchScript('desk-queue');
  }
  if (sections.has('class-strings')) results.kit = classStringFigures(root);

  results.machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGB: round(totalmem() / 2 ** 30),
    node: process.versions.node,
    // 1-minute load averages: `start` is the machine before the bench, the others include the bench itself.
    loadAverage: Object.fromEntries(Object.entries(load).map(([phase, value]) => [phase, round(value, 2)])),
  };
  printHeader(results);
  if (results.login) printLogin(results.login);
  if (results.pages) printPages(results.pages);
  if (results.firstLoad) printFirstLoad(results.firstLoad, results.framework);
  printInProcess(results);
  if (results.lighthouse) printLighthouse(results.lighthouse);
  if (results.market) printMarket(results.market);
  if (results.rateLimit) printRateLimit(results.rateLimit);
  if (results.files) printFiles(results.files);
  if (results.outputs) printOutputs(results.outputs);
  if (results.models) printModels(results.models);
  if (results.gallery) printGallery(results.gallery);
  if (results.embed) printEmbed(results.embed);
  if (results.tours) await printTours(results.tours);
  if (results.desk) printDesk(results.desk, load.beforeDesk);
  if (results.kit) printClassStrings(results.kit);
  console.log('==================================================\n');
  const out = join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const name = asked.length ? `latest-${asked.join('-')}.json` : 'latest.json';
  writeFileSync(join(out, name), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Written to ${join('bench/results', name)}`);
}

let code = 0;
try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await stopAll();
  await dropDatabase?.().catch((error) => console.error(`could not drop the bench database: ${error.message}`));
}
process.exit(code);
