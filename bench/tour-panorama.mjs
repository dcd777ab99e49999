// Time to the first painted panorama of a virtual tour's scene on a slow phone, and the bytes a full look-around
// costs (issue 18): one 8000×4000 scene delivered as tiles (a small preview that paints first, then the tiles
// in view at full resolution) against the same scene as a single image. Debian's Chromium on SwiftShader (no
// GPU here), a 360×740 phone view, Lighthouse's "slow 4G" (150 ms round trip, 1.6 Mbit/s down) and the CPU
// slowed 4× over the DevTools protocol. Figures, no pass or fail.
//
// The scene is cut by the product's own code (packages/api/src/modules/tours/panorama.ts: the preview, the
// mid image and the tiles, as a scene upload makes them) and shown by Photo Sphere Viewer with the product's
// panorama configuration (apps/web/src/components/tours/viewer/tour-data.ts `scenePanorama`: the preview,
// then the 4096 px mid image as one tile, or the full-resolution tiles in view when the screen asks for
// them); the single image is the uploaded JPEG shown by the plain equirectangular adapter.
//
// Measured per variant: the first painted panorama (PSV's `ready`: the first texture is on screen), the time
// until every tile of the first view has arrived (tiles only), the bytes moved by then, and the bytes once the
// camera has turned a full circle in eight steps (each step waits until no image is on its way).
//
// Usage: node --import tsx bench/tour-panorama.mjs [--runs 2] [--width 8000] [--json]
/* global window, performance -- in the page's functions */
import { build } from 'esbuild';
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Lighthouse's mobile network ("slow 4G") and CPU slow-down. */
const SLOW_4G = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/**
 * A panorama with a photograph's detail (JPEG of a noisy picture compresses like a photo, a flat one like
 * nothing): bands of colour for sky, walls and floor, many shapes, and grain over it.
 */
async function panorama(width) {
  const height = width / 2;
  const shapes = [];
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 900; i += 1) {
    const x = Math.round(random() * width);
    const y = Math.round(height * 0.2 + random() * height * 0.7);
    const size = Math.round(20 + random() * 260);
    const hue = Math.round(random() * 360);
    shapes.push(
      random() < 0.5
        ? `<rect x="${x}" y="${y}" width="${size}" height="${Math.round(size * (0.4 + random()))}" fill="hsl(${hue},45%,${35 + Math.round(random() * 40)}%)"/>`
        : `<circle cx="${x}" cy="${y}" r="${Math.round(size / 2)}" fill="hsl(${hue},55%,${30 + Math.round(random() * 45)}%)"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="0.45" stop-color="#d8d2c4"/><stop offset="0.55" stop-color="#9a7b5c"/><stop offset="1" stop-color="#4a3b2c"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const { data, info } = base;
  for (let i = 0; i < data.length; i += 1) data[i] = Math.max(0, Math.min(255, data[i] + ((random() * 24) | 0) - 12));
  return sharp(data, { raw: info }).removeAlpha().jpeg({ quality: 85 }).toBuffer();
}

async function bundleViewer() {
  const entry = `
import { Viewer } from '@photo-sphere-viewer/core';
import { EquirectangularTilesAdapter } from '@photo-sphere-viewer/equirectangular-tiles-adapter';
import '@photo-sphere-viewer/core/index.css';
import { scenePanorama } from './apps/web/src/components/tours/viewer/tour-data.ts';
const data = JSON.parse(document.getElementById('data').textContent);
const started = performance.now();
const tiled = data.variant === 'tiles';
const viewer = new Viewer({
  container: document.getElementById('viewer'),
  adapter: tiled ? EquirectangularTilesAdapter.withConfig({ showErrorTile: false }) : undefined,
  panorama: tiled ? scenePanorama(data.scene) : '/single.jpg',
  navbar: false,
  loadingTxt: '',
});
window.__viewer = viewer;
viewer.addEventListener('ready', () => requestAnimationFrame(() => { window.__ready = performance.now() - started; }), { once: true });`;
  const result = await build({
    stdin: { contents: entry, loader: 'ts', resolveDir: root, sourcefile: 'tour-bench-entry.ts' },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    outdir: '/out',
    logLevel: 'warning',
  });
  const out = new Map();
  for (const file of result.outputFiles)
    out.set(file.path.endsWith('.css') ? '/viewer.css' : '/viewer.js', file.contents);
  return out;
}

function serve(files) {
  const server = createServer((req, res) => {
    const file = files.get(req.url.split('?')[0]);
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length });
    res.end(file.body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const page = (
  variant,
  scene,
) => `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<link rel="icon" href="data:,"><link rel="stylesheet" href="/viewer.css"><title>tour bench</title>
<style>html,body,#viewer{margin:0;width:100%;height:100%}</style></head><body><div id="viewer"></div>
<script type="application/json" id="data">${JSON.stringify({ variant, scene })}</script><script src="/viewer.js"></script></body></html>`;

/** Waits until no image has been on its way for `quiet` ms (or `limit` ms have passed). */
async function imagesSettled(pending, quiet = 800, limit = 120_000) {
  const started = Date.now();
  let calm = Date.now();
  while (Date.now() - started < limit) {
    if (pending.size > 0) calm = Date.now();
    else if (Date.now() - calm >= quiet) return;
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function measure(browser, origin, variant) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const pending = new Set();
  const images = { bytes: 0, count: 0 };
  let allBytes = 0;
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    if (/\.(webp|jpg)(\?|$)/.test(e.request.url)) pending.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    allBytes += e.encodedDataLength;
    if (/\.(webp|jpg)(\?|$)/.test(urls.get(e.requestId) ?? '')) {
      images.bytes += e.encodedDataLength;
      images.count += 1;
    }
    pending.delete(e.requestId);
  });
  cdp.on('Network.loadingFailed', (e) => pending.delete(e.requestId));
  const problems = [];
  tab.on('pageerror', (error) => problems.push(error.message));

  await tab.goto(`${origin}/${variant}.html`);
  await tab.waitForFunction(() => window.__ready !== undefined, null, { timeout: 180_000, polling: 100 });
  const firstPaint = await tab.evaluate(() => window.__ready);
  const atFirstPaint = { ...images };
  const viewStarted = await tab.evaluate(() => performance.now());
  await imagesSettled(pending);
  const firstViewDone = (await tab.evaluate(() => performance.now())) - viewStarted + firstPaint;
  const firstView = { ...images };
  for (let step = 1; step <= 8; step += 1) {
    await tab.evaluate((yaw) => window.__viewer.rotate({ yaw, pitch: 0 }), (step * Math.PI) / 4);
    await imagesSettled(pending);
  }
  const lookAround = { ...images };
  await context.close();
  return { firstPaint, atFirstPaint, firstViewDone, firstView, lookAround, allBytes, problems };
}

export async function measureTourPanorama({ runs = 2, width = 8000 } = {}) {
  const { cutTiles, previewAndMid, readPanorama } = await import('../packages/api/src/modules/tours/panorama.ts');
  const source = await panorama(width);
  const read = await readPanorama(source);
  const { preview, mid } = await previewAndMid(read);
  const files = new Map([
    ['/single.jpg', { body: source, type: 'image/jpeg' }],
    ['/preview.webp', { body: preview.data, type: 'image/webp' }],
    ['/image.webp', { body: mid.data, type: 'image/webp' }],
  ]);
  let tileBytes = 0;
  const layout = await cutTiles(source, read.geometry, async (col, row, body) => {
    tileBytes += body.length;
    files.set(`/tiles/${col}_${row}.webp`, { body, type: 'image/webp' });
  });
  for (const [path, body] of await bundleViewer())
    files.set(path, { body, type: path.endsWith('.css') ? 'text/css' : 'text/javascript' });
  // The scene as the API describes it (the tours contract), with this server's addresses.
  const grid = layout && { width: layout.width, cols: layout.cols, rows: layout.rows };
  const scene = {
    width: read.geometry.width,
    height: read.geometry.height,
    previewUrl: '/preview.webp',
    imageUrl: '/image.webp',
    tiles: grid && { ...grid, url: '/tiles/{col}_{row}.webp' },
  };
  files.set('/tiles.html', { body: Buffer.from(page('tiles', scene)), type: 'text/html' });
  files.set('/single.html', { body: Buffer.from(page('single', scene)), type: 'text/html' });

  const server = await serve(files);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-gl=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  const results = { tiles: [], single: [], load: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const variant of ['tiles', 'single']) {
        results.load.push(loadavg()[0]);
        results[variant].push(await measure(browser, origin, variant));
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return {
    width,
    sourceBytes: source.length,
    previewBytes: preview.data.length,
    midBytes: mid.data.length,
    tileBytes,
    grid,
    runs,
    load: { min: Math.min(...results.load).toFixed(1), max: Math.max(...results.load).toFixed(1) },
    tiles: results.tiles,
    single: results.single,
  };
}

const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function describeTourPanorama(r) {
  const lines = [
    `  a ${r.width}×${r.width / 2} scene: the JPEG ${kb(r.sourceBytes)}; cut as a ${kb(r.previewBytes)} preview, a ${kb(r.midBytes)} mid image and ${r.grid ? `${r.grid.cols}×${r.grid.rows} tiles (${kb(r.tileBytes)} in all)` : 'no tiles'}; 360×740 at 2×, slow 4G, CPU 4×, SwiftShader; load average ${r.load.min}–${r.load.max}`,
  ];
  for (const variant of ['tiles', 'single']) {
    const runs = r[variant];
    const list = (pick) => runs.map(pick).join(', ');
    lines.push(
      `  ${(variant === 'tiles' ? 'ours (tiled)' : 'single image').padEnd(13)} first paint ${list((m) => seconds(m.firstPaint))}; first view sharp ${list((m) => seconds(m.firstViewDone))}; images by first paint ${list((m) => kb(m.atFirstPaint.bytes))}; full look-around ${list((m) => `${kb(m.lookAround.bytes)} in ${m.lookAround.count} files`)}${runs.some((m) => m.problems.length) ? `   ! ${runs.flatMap((m) => m.problems).join('; ')}` : ''}`,
    );
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const paint = median(r.tiles.map((m) => m.firstPaint)) / median(r.single.map((m) => m.firstPaint));
  const bytes = median(r.tiles.map((m) => m.lookAround.bytes)) / median(r.single.map((m) => m.lookAround.bytes));
  lines.push(`  ours/single    first paint ${paint.toFixed(2)}×, look-around bytes ${bytes.toFixed(2)}×`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '2' },
      width: { type: 'string', default: '8000' },
      json: { type: 'boolean' },
    },
  });
  const result = await measureTourPanorama({ runs: Number(values.runs), width: Number(values.width) });
  console.log(values.json ? JSON.stringify(result, null, 2) : describeTourPanorama(result));
}
