// Frames per second of the shop's 3D gallery (issue 17, decision 034), the way a slow phone would draw it:
// Debian's Chromium on SwiftShader (WebGL on the CPU: there is no GPU here) with the CPU slowed 4× through
// the DevTools protocol, a room of 12 items (8 models made as phone GLBs of ~20k triangles with a 1024 px
// texture, Draco-compressed, then given the gallery's lighter copy as the pipeline does; and 4 pictures), walked through for 10 s with the keyboard. It prints the median frame time
// and the 95th percentile (the 5th percentile of frames per second) beside the machine's load average. There
// is no pass or fail: the figures go in the decision.
//
// It bundles the real component (apps/web/src/components/gallery/gallery-scene.tsx) with esbuild into a
// standalone page, served by a small server under the pages' Content-Security-Policy (lib/csp.ts): console
// errors and policy violations are printed too.
//
// Usage: node bench/gallery-fps.mjs [--style gallery|warm|night] [--throttle 4] [--seconds 10] [--dpr 1]
//        [--models 8] [--images 4] [--headed] [--baseline] [--check] [--remount 30] [--shot /tmp/g]
//        [--profile /tmp/p [--no-minify]] [--beside 2] [--json] [--phone-glbs] [--model-triangles 20000]
// --beside N runs the one-cube baseline and the gallery in turns, N times each, and prints the medians and
// the gallery's frame rate over the baseline's: on a shared machine the ratio is what compares. Importable:
// measureGallery(options) and measureBeside(options, runs) return the figures (scripts/bench.mjs uses them).
/* global window, document, performance, PerformanceObserver, WebGL2RenderingContext, requestAnimationFrame -- in the page's functions */
import { Document, NodeIO } from '@gltf-transform/core';
import { KHRONOS_EXTENSIONS } from '@gltf-transform/extensions';
import { draco } from '@gltf-transform/functions';
import draco3d from 'draco3dgltf';
import { build } from 'esbuild';
import { Buffer } from 'node:buffer';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What a run measures, and how; the command line's options have the same names. */
export const DEFAULTS = {
  style: 'night',
  throttle: 4,
  seconds: 10,
  dpr: 1,
  models: 8,
  images: 4,
  headed: false,
  // What the machine can draw at all: one lit cube on a cleared 1280×720 canvas, every frame.
  baseline: false,
  gl: 'swiftshader',
  // Saves a picture of the room before the walk and after it (…-before.png, …-after.png).
  shot: undefined,
  // Before the walk, checks the controls in the real browser: a click on the item ahead opens it,
  // Tab reaches the list and brings the camera to an item, the orbit button switches the mode.
  check: false,
  // Unmounts and mounts the gallery this many times after the walk (leaks: contexts, memory, workers).
  remount: 0,
  // Writes a CPU profile of the page's main thread during the first walk here (…cpuprofile) and prints
  // where its time went, by function (with `minify: false` for names).
  profile: undefined,
  minify: true,
  // Another copy of apps/web/src/components/gallery to measure instead (e.g. the previous commit's, put in
  // a folder with `git archive`), so that two versions can be run in turns under the same load.
  source: undefined,
  // Records a Chromium trace of the first walk (models streaming in) into this file and prints the busiest
  // threads and their longest kinds of task: the page's main thread beside the GPU process's.
  trace: undefined,
  // The room's models as the product serves them: each bench model (a phone GLB, as the pipeline's
  // optimiser leaves it) passed through the pipeline's own makeGalleryModel (decision 046). With
  // --phone-glbs, the phone GLBs themselves, as the room loaded them before there were gallery copies.
  phoneGlbs: false,
  // Triangles of each bench model's phone GLB (the pipeline allows up to 100,000).
  modelTriangles: 20_000,
};

// ---- assets ------------------------------------------------------------------------------------------

/** A 1024 px texture (or any size) of bands and noise in a hue of its own, as JPEG. */
async function pictureJpeg(width, height, seed) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  const noise = () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 24) / 255;
  const hue = (seed * 67) % 360;
  const [r, g, b] = [0, 120, 240].map((shift) => 0.5 + 0.5 * Math.cos(((hue + shift) * Math.PI) / 180));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const band = 0.55 + 0.45 * Math.sin((x + y) / (12 + seed) + Math.sin(y / 40));
      const grain = 0.85 + 0.15 * noise();
      const i = (y * width + x) * 3;
      pixels[i] = 255 * r * band * grain;
      pixels[i + 1] = 255 * g * band * grain;
      pixels[i + 2] = 255 * b * band * grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A UV sphere (segments² × 2 triangles) or a box with each face a grid, of about `triangles` triangles. */
function meshData(kind, triangles) {
  const positions = [];
  const normals = [];
  const uvs = [];
  const indices = [];
  if (kind === 'sphere') {
    const n = Math.max(4, Math.round(Math.sqrt(triangles / 2)));
    for (let j = 0; j <= n; j++) {
      const v = j / n;
      for (let i = 0; i <= n; i++) {
        const u = i / n;
        const x = -Math.cos(u * 2 * Math.PI) * Math.sin(v * Math.PI);
        const y = Math.cos(v * Math.PI);
        const z = Math.sin(u * 2 * Math.PI) * Math.sin(v * Math.PI);
        positions.push(x * 0.5, y * 0.5, z * 0.5);
        normals.push(x, y, z);
        uvs.push(u, v);
      }
    }
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        const a = j * (n + 1) + i;
        const b = a + n + 1;
        if (j !== 0) indices.push(a, b, a + 1);
        if (j !== n - 1) indices.push(b, b + 1, a + 1);
      }
    }
  } else {
    const n = Math.max(1, Math.round(Math.sqrt(triangles / 12)));
    const faces = [
      [0, 1, 2, 1],
      [0, 1, 2, -1],
      [1, 2, 0, 1],
      [1, 2, 0, -1],
      [2, 0, 1, 1],
      [2, 0, 1, -1],
    ];
    for (const [ua, va, na, sign] of faces) {
      const base = positions.length / 3;
      for (let j = 0; j <= n; j++) {
        for (let i = 0; i <= n; i++) {
          const p = [0, 0, 0];
          p[ua] = (i / n - 0.5) * sign;
          p[va] = j / n - 0.5;
          p[na] = 0.5 * sign;
          const normal = [0, 0, 0];
          normal[na] = sign;
          positions.push(...p);
          normals.push(...normal);
          uvs.push(i / n, j / n);
        }
      }
      for (let j = 0; j < n; j++) {
        for (let i = 0; i < n; i++) {
          const a = base + j * (n + 1) + i;
          indices.push(a, a + 1, a + n + 1, a + 1, a + n + 2, a + n + 1);
        }
      }
    }
  }
  return { positions, normals, uvs, indices };
}

async function modelGlb(io, kind, seed, triangles) {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const { positions, normals, uvs, indices } = meshData(kind, triangles);
  const texture = doc
    .createTexture('base')
    .setImage(new Uint8Array(await pictureJpeg(1024, 1024, seed)))
    .setMimeType('image/jpeg');
  const material = doc
    .createMaterial('surface')
    .setBaseColorTexture(texture)
    .setRoughnessFactor(0.55)
    .setMetallicFactor(seed % 3 === 0 ? 0.6 : 0);
  const primitive = doc
    .createPrimitive()
    .setAttribute(
      'POSITION',
      doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer),
    )
    .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(new Float32Array(normals)).setBuffer(buffer))
    .setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(new Float32Array(uvs)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint32Array(indices)).setBuffer(buffer))
    .setMaterial(material);
  const mesh = doc.createMesh(kind).addPrimitive(primitive);
  doc.createScene().addChild(doc.createNode(kind).setMesh(mesh));
  // Draco, as the model pipeline writes them: the page decodes in the shared DRACOLoader's workers.
  await doc.transform(draco());
  return { glb: Buffer.from(await io.writeBinary(doc)), triangles: indices.length / 3 };
}

/**
 * The pipeline's makeGalleryModel (packages/api, TypeScript), bundled by esbuild into node_modules/.cache so
 * that its npm imports resolve as the API's do; the project's own modules are bundled in.
 */
async function loadMakeGalleryModel() {
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'gallery-model-'));
  const outfile = join(dir, 'gallery-model.mjs');
  try {
    await build({
      entryPoints: [join(root, 'packages/api/src/modules/models/intake/gallery-model.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
      plugins: [
        {
          name: 'npm-external',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@rassam/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    return (await import(outfile)).makeGalleryModel;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function makeAssets(modelCount, imageCount, phoneGlbs, modelTriangles) {
  const makeGalleryModel = phoneGlbs ? null : await loadMakeGalleryModel();
  const io = new NodeIO()
    .registerExtensions(KHRONOS_EXTENSIONS)
    .registerDependencies({ 'draco3d.encoder': await draco3d.createEncoderModule() });
  const files = new Map();
  const items = [];
  let triangles = 0;
  for (let i = 0; i < modelCount; i++) {
    const phone = await modelGlb(io, i % 2 ? 'box' : 'sphere', i + 1, modelTriangles);
    const copy = makeGalleryModel ? await makeGalleryModel(phone.glb) : null;
    const glb = copy ? Buffer.from(copy.glb) : phone.glb;
    triangles += copy ? copy.triangles : phone.triangles;
    files.set(`/models/m${i}.glb`, { body: glb, type: 'model/gltf-binary' });
    files.set(`/posters/m${i}.jpg`, { body: await pictureJpeg(512, 512, i + 1), type: 'image/jpeg' });
    items.push({
      id: `m${i}`,
      kind: 'model',
      title: `مدل ${i + 1}`,
      posterUrl: `/posters/m${i}.jpg`,
      modelUrl: `/models/m${i}.glb`,
      href: `/market/item/m${i}`,
    });
  }
  for (let i = 0; i < imageCount; i++) {
    files.set(`/posters/i${i}.jpg`, { body: await pictureJpeg(1024, 768, 40 + i), type: 'image/jpeg' });
    items.push({
      id: `i${i}`,
      kind: 'image',
      title: `تصویر ${i + 1}`,
      posterUrl: `/posters/i${i}.jpg`,
      href: `/x/i${i}`,
    });
  }
  return { files, items, triangles, glbBytes: [...files.values()].filter((f) => f.type.startsWith('model')) };
}

// ---- the page ----------------------------------------------------------------------------------------

async function bundle(dir, { baseline: isBaseline, minify, source }) {
  // The app's next-intl navigation needs Next.js; the bench page links plainly.
  const navigation = `import type { ComponentProps } from 'react';
export function Link(props: ComponentProps<'a'>) { return <a {...props} />; }
export function useRouter() { return { push: (href: string) => console.info('open', href) }; }`;
  const baseline = `
import * as THREE from 'three';
const canvas = document.createElement('canvas');
const stage = document.createElement('div');
stage.dataset.galleryStage = '';
stage.dataset.galleryStatus = 'ready';
stage.append(canvas);
document.getElementById('root')!.append(stage);
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true });
renderer.setSize(1280, 720, false);
const scene = new THREE.Scene();
const camera = new THREE.PerspectiveCamera(60, 16 / 9, 0.1, 50);
camera.position.z = 3;
const cube = new THREE.Mesh(new THREE.BoxGeometry(), new THREE.MeshLambertMaterial({ color: 0x4488ff }));
scene.add(cube, new THREE.HemisphereLight(0xffffff, 0x444444, 2));
renderer.setAnimationLoop((t) => { cube.rotation.y = t / 1000; renderer.render(scene, camera); });`;
  const entry = isBaseline
    ? baseline
    : `
import { createRoot } from 'react-dom/client';
import GalleryScene from '@/components/gallery/gallery-scene';
const { items, style } = JSON.parse(document.getElementById('data')!.textContent!);
const labels = { scene: 'گالری سه‌بعدی', itemsHeading: 'آثار', help: 'با کلیدهای جهت راه بروید', noWebgl: 'WebGL نیست',
  open: 'باز کردن', joystick: 'دسته حرکت', mode: 'حالت دوربین', walk: 'قدم زدن', orbit: 'چرخش',
  model: 'مدل سه‌بعدی', image: 'تصویر', loadingModel: '{title} بار می‌شود', modelError: '{title} بار نشد',
  loadingScene: 'در حال بارگذاری' };
const root = createRoot(document.getElementById('root')!);
const show = (visible: boolean) =>
  root.render(visible ? <GalleryScene items={items} roomStyle={style} labels={labels} dir="rtl" /> : <p>gone</p>);
// For --remount: unmount and mount again, as navigating away from the page and back does.
(window as unknown as { __show: typeof show }).__show = show;
show(true);`;
  const result = await build({
    stdin: { contents: entry, loader: 'tsx', resolveDir: root, sourcefile: 'gallery-bench-entry.tsx' },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: join(dir, 'out'),
    write: false,
    minify,
    // A `source` copy outside the repository finds three.js and React here.
    nodePaths: [join(root, 'node_modules')],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    plugins: [
      {
        name: 'app-paths',
        setup(b) {
          b.onResolve({ filter: /^@\/i18n\/navigation$/ }, () => ({ path: 'navigation', namespace: 'stub' }));
          b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
            contents: navigation,
            loader: 'tsx',
            resolveDir: root,
          }));
          if (source) {
            b.onResolve({ filter: /^@\/components\/gallery\// }, (a) =>
              b.resolve(`./${a.path.slice('@/components/gallery/'.length)}`, {
                resolveDir: resolve(source),
                kind: a.kind,
              }),
            );
          }
          b.onResolve({ filter: /^@\// }, (a) =>
            b.resolve(`./${a.path.slice(2)}`, { resolveDir: join(root, 'apps/web/src'), kind: a.kind }),
          );
        },
      },
    ],
  });
  return result.outputFiles.map((f) => [`/${f.path.split('/out/').pop()}`, f.contents]);
}

// The pages' policy for a cached page (lib/csp.ts with inlineHashes): our scripts, WASM, blob: workers.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
].join('; ');

function page(items, style) {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>gallery fps</title>
<style>body{margin:0;font:14px sans-serif}[data-gallery-stage]{position:relative;width:1280px;height:720px}
canvas{display:block;width:100%;height:100%}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}</style>
</head><body><div id="root"></div><script type="application/json" id="data">${JSON.stringify({ items, style })}</script>
<script type="module" src="/stdin.js"></script></body></html>`;
}

function serve(files) {
  const draco = join(root, 'node_modules/three/examples/jsm/libs/draco');
  for (const name of ['draco_wasm_wrapper.js', 'draco_decoder.wasm']) {
    files.set(`/3d/draco/${name}`, {
      body: readFileSync(join(draco, name)),
      type: name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript',
    });
  }
  const requests = new Map();
  const server = createServer((req, res) => {
    const path = req.url.split('?')[0];
    const file = files.get(path);
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': file.body.length,
      'cache-control': 'max-age=3600',
      ...(file.type === 'text/html' ? { 'content-security-policy': CSP } : {}),
    });
    res.end(file.body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, requests })));
}

async function check(tab, opened) {
  const results = [];
  const stage = tab.locator('[data-gallery-stage]');
  const box = await stage.boundingBox();
  // The first plinth row is straight ahead of the entrance, a little below the middle of the view.
  await tab.mouse.click(box.x + box.width / 2, box.y + box.height * 0.55);
  await tab.waitForTimeout(1500);
  results.push(`click ahead opens: ${opened.at(-1) ?? 'nothing'}`);
  await tab.locator('canvas').focus();
  // From the canvas past its buttons (the caption's, walk, orbit) to the list's first item, then the next.
  for (let i = 0; i < 6 && !(await tab.evaluate(() => document.activeElement?.closest('nav'))); i++) {
    await tab.keyboard.press('Tab');
  }
  const focused = await tab.evaluate(() => document.activeElement?.textContent);
  await tab.keyboard.press('Tab');
  await tab.waitForTimeout(2500);
  const current = await tab.evaluate(() => document.querySelector('[aria-current="true"]')?.textContent);
  results.push(`tab reaches the list: "${focused}", then "${current}" is current`);
  await tab.getByRole('button', { name: 'چرخش' }).click();
  const pressed = await tab.getByRole('button', { name: 'چرخش' }).getAttribute('aria-pressed');
  await tab.getByRole('button', { name: 'قدم زدن' }).click();
  results.push(`orbit button pressed: ${pressed}`);
  return results;
}

/** Mounts and unmounts the gallery `times` times; what is left after should be what was there before. */
async function remount(tab, times) {
  const measure = () =>
    tab.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return {
        heap: performance.memory?.usedJSHeapSize ?? 0,
        canvases: document.querySelectorAll('canvas').length,
      };
    });
  const cycle = async () => {
    await tab.evaluate(() => window.__show(false));
    await tab.locator('[data-gallery-status]').waitFor({ state: 'detached' });
    await tab.evaluate(() => window.__show(true));
    await tab.locator('[data-gallery-status="ready"]').waitFor({ timeout: 60_000 });
    await tab.waitForTimeout(300);
  };
  await cycle();
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('HeapProfiler.collectGarbage');
  const before = await measure();
  for (let i = 0; i < times; i++) await cycle();
  await cdp.send('HeapProfiler.collectGarbage');
  const after = await measure();
  return `remounted ${times}×: JS heap ${(before.heap / 1e6).toFixed(1)} → ${(after.heap / 1e6).toFixed(1)} MB after GC, canvases ${before.canvases} → ${after.canvases}`;
}

// ---- the walk ----------------------------------------------------------------------------------------

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

// Made once per process: a bench that runs the gallery and the baseline in turn builds each once.
const assetCache = new Map();
const bundleCache = new Map();

/** Self time by function in a CDP CPU profile, the largest first: where the main thread's time went. */
function profileSummary(profile, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (deltas[i + 1] ?? 0) / 1000;
    total += ms;
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url ? `${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  return [
    `profile: ${round(total)} ms sampled`,
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([key, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${key}`,
      ),
  ];
}

/** Busy time per thread in a trace (complete events at the top of each thread), and the costliest event names. */
function traceSummary(trace, top = 12) {
  const events = trace.traceEvents ?? trace;
  const names = new Map();
  for (const e of events) {
    if (e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, e.args.name);
  }
  const threads = new Map();
  const ends = new Map();
  for (const e of events.filter((e) => e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts)) {
    const key = `${e.pid}/${e.tid}`;
    const thread = threads.get(key) ?? { busy: 0, byName: new Map() };
    threads.set(key, thread);
    const byName = thread.byName;
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
    // Top level only for the busy time: an event inside one counted already is not counted again.
    if (e.ts >= (ends.get(key) ?? 0)) {
      thread.busy += e.dur / 1000;
      ends.set(key, e.ts + e.dur);
    }
  }
  return [...threads]
    .sort((a, b) => b[1].busy - a[1].busy)
    .slice(0, 6)
    .flatMap(([key, { busy, byName }]) => [
      `trace: ${names.get(key) ?? key} busy ${Math.round(busy)} ms`,
      ...[...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, ms]) => `    ${Math.round(ms).toString().padStart(6)} ms  ${name}`),
    ]);
}

/**
 * One run: builds the page (the gallery, or the one-cube baseline), opens it in Chromium on SwiftShader with
 * the CPU throttled, and walks it twice (models streaming in, then loaded). Returns the figures; `lines`
 * are what the command line prints.
 */
export async function measureGallery(overrides = {}) {
  const opts = { ...DEFAULTS, ...overrides };
  const seconds = Number(opts.seconds);
  const modelCount = Number(opts.models);
  const imageCount = Number(opts.images);
  const dir = mkdtempSync(join(tmpdir(), 'gallery-fps-'));
  const lines = [];
  try {
    const started = Date.now();
    const assetKey = `${modelCount}/${imageCount}/${opts.phoneGlbs}/${opts.modelTriangles}`;
    if (!opts.baseline && !assetCache.has(assetKey))
      assetCache.set(assetKey, await makeAssets(modelCount, imageCount, opts.phoneGlbs, Number(opts.modelTriangles)));
    const {
      files: assetFiles,
      items,
      triangles,
      glbBytes,
    } = opts.baseline ? { files: new Map(), items: [], triangles: 0, glbBytes: [] } : assetCache.get(assetKey);
    const files = new Map(assetFiles);
    const bundleKey = `${opts.baseline}/${opts.minify}/${opts.source}`;
    if (!bundleCache.has(bundleKey)) bundleCache.set(bundleKey, await bundle(dir, opts));
    for (const [path, body] of bundleCache.get(bundleKey))
      files.set(path, { body: Buffer.from(body), type: 'text/javascript' });
    files.set('/', { body: Buffer.from(page(items, opts.style)), type: 'text/html' });
    const bundleBytes = [...files]
      .filter(([p]) => p.endsWith('.js') && !p.startsWith('/3d'))
      .reduce((n, [, f]) => n + f.body.length, 0);
    lines.push(
      opts.baseline
        ? 'baseline: one lit cube, every frame'
        : `assets: ${modelCount} models (${opts.phoneGlbs ? 'phone GLBs' : "the gallery's copies"}, ${triangles} triangles, GLBs ${(glbBytes.reduce((n, f) => n + f.body.length, 0) / 1e6).toFixed(1)} MB with Draco), ${imageCount} pictures; JS ${(bundleBytes / 1024).toFixed(0)} KB${opts.minify ? ' minified' : ''}; made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const { server, requests } = await serve(files);
    const url = `http://127.0.0.1:${server.address().port}/`;
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: !opts.headed,
      // gl 'angle': SwiftShader's Vulkan build behind ANGLE (`--use-angle=swiftshader`), for comparison.
      args: [
        '--no-sandbox',
        opts.gl === 'angle' ? '--use-angle=swiftshader' : '--use-gl=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
      ],
    });
    try {
      const context = await browser.newContext({
        viewport: { width: 1300, height: 900 },
        deviceScaleFactor: Number(opts.dpr),
      });
      const tab = await context.newPage();
      const problems = [];
      const opened = [];
      let driverNotes = 0;
      tab.on('console', (m) => {
        if (m.text().startsWith('open ')) opened.push(m.text().slice(5));
        // SwiftShader's own notes on its read-backs ("GPU stall due to ReadPixels"): the machine's, not the page's.
        else if (m.text().includes('GL Driver Message')) driverNotes += 1;
        else if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      tab.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      // Counts WebGL draw calls per frame from outside the component, the main thread's long tasks (over
      // 50 ms: what a visitor feels as a stall), and CSP violations.
      await tab.addInitScript(() => {
        const counter = {
          draws: 0,
          triangles: 0,
          frames: [],
          recording: false,
          drawsPerFrame: [],
          trianglesPerFrame: [],
          longTasks: [],
          widths: [],
        };
        window.__bench = counter;
        const proto = WebGL2RenderingContext.prototype;
        for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
          const original = proto[name];
          // Triangles: the vertex count (drawArrays' third argument, drawElements' second) over 3, times the
          // instances; every mesh the gallery draws is triangles (mode 4).
          const countAt = name.startsWith('drawArrays') ? 2 : 1;
          proto[name] = function (...a) {
            counter.draws += 1;
            if (a[0] === 4) counter.triangles += (a[countAt] / 3) * (name.endsWith('Instanced') ? a.at(-1) : 1);
            return original.apply(this, a);
          };
        }
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
        );
        new PerformanceObserver((list) => {
          if (counter.recording) for (const entry of list.getEntries()) counter.longTasks.push(entry.duration);
        }).observe({ type: 'longtask' });
        const tick = (now) => {
          if (counter.recording) {
            counter.frames.push(now);
            counter.drawsPerFrame.push(counter.draws);
            counter.trianglesPerFrame.push(counter.triangles);
            // The drawing buffer's width: what the dynamic resolution chose for this frame.
            counter.widths.push(document.querySelector('canvas')?.width ?? 0);
          }
          counter.draws = 0;
          counter.triangles = 0;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(opts.throttle) });

      const loadStart = Date.now();
      await tab.goto(url);
      await tab.locator('[data-gallery-status="ready"]').waitFor({ timeout: 120_000 });
      const readyMs = Date.now() - loadStart;
      // Settle: the first frame compiles the shaders and uploads the textures.
      await tab.waitForTimeout(3000);
      await tab.locator('canvas').focus();
      if (opts.shot) await tab.locator('[data-gallery-stage]').screenshot({ path: `${opts.shot}-before.png` });
      const checks = opts.check ? await check(tab, opened) : [];
      if (opts.shot && opts.check) {
        await tab.locator('[data-gallery-stage]').screenshot({ path: `${opts.shot}-check.png` });
      }
      await tab.locator('canvas').focus();

      // Walk the room: ahead, turning both ways, so the camera moves in every frame and models come in reach.
      // Twice: the first walk streams the models in (downloads, Draco decodes, texture uploads), the
      // second walks the same path back and forth in a room where they are loaded: steady drawing.
      const path = [
        [['w'], 2],
        [['w', 'ArrowRight'], 1],
        [['w'], 1.5],
        [['w', 'ArrowLeft'], 1.8],
        [['w'], 1.5],
        [['ArrowRight'], 1.2],
        [['w'], 1],
      ];
      const scale = seconds / path.reduce((n, [, s]) => n + s, 0);
      const walkOnce = async () => {
        const loadBefore = loadavg();
        await tab.evaluate(() => {
          Object.assign(window.__bench, {
            frames: [],
            drawsPerFrame: [],
            trianglesPerFrame: [],
            longTasks: [],
            widths: [],
            recording: true,
          });
        });
        const walkStart = Date.now();
        for (const [keys, s] of path) {
          for (const key of keys) await tab.keyboard.down(key);
          await tab.waitForTimeout(s * scale * 1000);
          for (const key of keys) await tab.keyboard.up(key);
        }
        const walked = (Date.now() - walkStart) / 1000;
        const { frames, draws, triangles, longTasks, widths } = await tab.evaluate(() => {
          window.__bench.recording = false;
          const { frames, drawsPerFrame, trianglesPerFrame, longTasks, widths } = window.__bench;
          return { frames, draws: drawsPerFrame, triangles: trianglesPerFrame, longTasks, widths };
        });
        const times = frames
          .slice(1)
          .map((t, i) => t - frames[i])
          .sort((a, b) => a - b);
        const drawSorted = draws.filter((d) => d > 0).sort((a, b) => a - b);
        const medianMs = percentile(times, 50);
        const p95Ms = percentile(times, 95);
        return {
          frames: frames.length,
          medianMs: round(medianMs),
          p95Ms: round(p95Ms),
          fps: round(1000 / medianMs),
          fps5th: round(1000 / p95Ms),
          meanFps: round(frames.length / walked),
          drawsMedian: percentile(drawSorted, 50) ?? 0,
          drawsMax: drawSorted.at(-1) ?? 0,
          // Triangles drawn per frame (frames that drew): the vertex work, which the machine's load cannot move.
          trianglesMedian:
            percentile(
              triangles.filter((t) => t > 0).sort((a, b) => a - b),
              50,
            ) ?? 0,
          longTasks: longTasks.length,
          longTaskMs: Math.round(longTasks.reduce((n, d) => n + d, 0)),
          widthMedian:
            percentile(
              [...widths].sort((a, b) => a - b),
              50,
            ) ?? 0,
          widthLast: widths.at(-1) ?? 0,
          loadBefore: loadBefore.map((n) => round(n, 2)),
          loadAfter: loadavg().map((n) => round(n, 2)),
        };
      };
      const describe = (w) =>
        [
          `${w.frames} frames; frame time median ${w.medianMs} ms (${w.fps} fps), p95 ${w.p95Ms} ms (5th percentile ${w.fps5th} fps), mean ${w.meanFps} fps; long tasks ${w.longTasks} (${w.longTaskMs} ms); drawing buffer ${w.widthMedian} px wide (median), ${w.widthLast} at the end`,
          `  draw calls per frame: median ${w.drawsMedian}, max ${w.drawsMax}; triangles per frame: median ${w.trianglesMedian}; load average ${w.loadBefore.join(' ')} before, ${w.loadAfter.join(' ')} after (${cpus().length} CPUs)`,
        ].join('\n');
      const profileLines = [];
      if (opts.profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
        await cdp.send('Profiler.start');
      }
      if (opts.trace) {
        await browser.startTracing(tab, {
          categories: (
            process.env.GALLERY_TRACE_CATEGORIES ?? 'toplevel,gpu,blink,v8,cc,viz,disabled-by-default-devtools.timeline'
          ).split(','),
        });
      }
      const streaming = await walkOnce();
      if (opts.trace) {
        const trace = await browser.stopTracing();
        writeFileSync(opts.trace, trace);
        profileLines.push(...traceSummary(JSON.parse(trace.toString())));
      }
      if (opts.profile) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(`${opts.profile}.cpuprofile`, JSON.stringify(profile));
        profileLines.push(...profileSummary(profile));
      }
      // Back to the entrance (a turn about and the same way back), then the same walk again.
      await tab.keyboard.down('s');
      await tab.waitForTimeout(seconds * 400);
      await tab.keyboard.up('s');
      await tab.waitForTimeout(1000);
      const loaded = await walkOnce();
      if (opts.shot) {
        await tab.waitForTimeout(1500);
        await tab.locator('[data-gallery-stage]').screenshot({ path: `${opts.shot}-after.png` });
      }

      const remounts = Number(opts.remount) ? await remount(tab, Number(opts.remount)) : null;
      const glbs = [...requests].filter(([p]) => p.endsWith('.glb'));
      lines.push(
        `${opts.baseline ? 'baseline' : `style ${opts.style}`}, CPU throttled ${opts.throttle}×, device pixel ratio ${opts.dpr} (canvas 1280×720 CSS px), SwiftShader`,
        `ready (three.js loaded, room built) after ${(readyMs / 1000).toFixed(1)} s`,
        ...checks,
        `walk ${seconds} s while the models stream in: ${describe(streaming)}`,
        `walk ${seconds} s again, models loaded: ${describe(loaded)}`,
        ...(opts.baseline
          ? []
          : [`models fetched: ${glbs.length} of ${modelCount} (${glbs.map(([p]) => p.split('/').pop()).join(' ')})`]),
        ...(remounts ? [remounts] : []),
        `SwiftShader driver notes: ${driverNotes}`,
        problems.length ? `console problems:\n  ${problems.join('\n  ')}` : 'console: no errors or warnings',
        ...profileLines,
      );
      return {
        baseline: opts.baseline,
        style: opts.style,
        throttle: Number(opts.throttle),
        readyMs,
        streaming,
        loaded,
        modelsFetched: glbs.length,
        problems,
        lines,
      };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The gallery beside the baseline, in turns (baseline, gallery, baseline, gallery, …), so that both are read
 * under the same load: the figures of each are the medians over its runs, and the ratios are the gallery's
 * frame rate over the baseline's (1 = as fast as the machine draws one cube).
 */
export async function measureBeside(overrides = {}, runs = 2, log = () => {}) {
  const gallery = [];
  const baseline = [];
  for (let i = 0; i < runs; i++) {
    const cube = await measureGallery({ ...overrides, baseline: true, remount: 0, check: false, shot: undefined });
    log(cube);
    baseline.push(cube);
    const room = await measureGallery({ ...overrides, baseline: false });
    log(room);
    gallery.push(room);
  }
  const summary = (results, walk) => ({
    fps: round(median(results.map((r) => r[walk].fps))),
    fps5th: round(median(results.map((r) => r[walk].fps5th))),
    meanFps: round(median(results.map((r) => r[walk].meanFps))),
    medianMs: round(median(results.map((r) => r[walk].medianMs))),
    p95Ms: round(median(results.map((r) => r[walk].p95Ms))),
    longTaskMs: Math.round(median(results.map((r) => r[walk].longTaskMs))),
    triangles: Math.round(median(results.map((r) => r[walk].trianglesMedian))),
  });
  const load = [...gallery, ...baseline].flatMap((r) => [r.streaming.loadBefore[0], r.loaded.loadAfter[0]]);
  const figures = {
    runs,
    style: overrides.style ?? DEFAULTS.style,
    throttle: Number(overrides.throttle ?? DEFAULTS.throttle),
    load: { min: Math.min(...load), max: Math.max(...load) },
    baseline: summary(baseline, 'loaded'),
    streaming: summary(gallery, 'streaming'),
    loaded: summary(gallery, 'loaded'),
    problems: gallery.flatMap((r) => r.problems),
  };
  // The baseline's two walks are the same drawing: its figure is the loaded walk's (after the page settled).
  figures.ratio = {
    streaming: round(figures.streaming.meanFps / figures.baseline.meanFps, 2),
    loaded: round(figures.loaded.meanFps / figures.baseline.meanFps, 2),
  };
  return figures;
}

export function describeBeside(f) {
  const row = (label, s) =>
    `${label.padEnd(30)} median ${String(s.fps).padStart(5)} fps (${s.medianMs} ms)   p95 ${String(s.p95Ms).padStart(6)} ms (${s.fps5th} fps)   mean ${String(s.meanFps).padStart(5)} fps   long tasks ${s.longTaskMs} ms   ${s.triangles} triangles a frame`;
  return [
    `${f.runs} runs each in turns, style ${f.style}, CPU throttled ${f.throttle}×, load average (1 min) ${f.load.min}–${f.load.max}`,
    row('one lit cube (baseline)', f.baseline),
    row('gallery, models streaming in', f.streaming),
    row('gallery, models loaded', f.loaded),
    `gallery/baseline (mean fps): streaming ${f.ratio.streaming}×, loaded ${f.ratio.loaded}×`,
  ];
}

// ---- the command line --------------------------------------------------------------------------------

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({
    options: {
      style: { type: 'string' },
      throttle: { type: 'string' },
      seconds: { type: 'string' },
      dpr: { type: 'string' },
      models: { type: 'string' },
      images: { type: 'string' },
      headed: { type: 'boolean' },
      baseline: { type: 'boolean' },
      gl: { type: 'string' },
      shot: { type: 'string' },
      check: { type: 'boolean' },
      remount: { type: 'string' },
      profile: { type: 'string' },
      source: { type: 'string' },
      trace: { type: 'string' },
      'no-minify': { type: 'boolean' },
      'phone-glbs': { type: 'boolean' },
      'model-triangles': { type: 'string' },
      // Runs the baseline and the gallery in turns this many times each and prints their medians and ratios.
      beside: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const {
    beside,
    json,
    'no-minify': noMinify,
    'phone-glbs': phoneGlbs,
    'model-triangles': modelTriangles,
    ...rest
  } = args;
  const overrides = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (noMinify) overrides.minify = false;
  if (phoneGlbs) overrides.phoneGlbs = true;
  if (modelTriangles) overrides.modelTriangles = Number(modelTriangles);
  if (beside) {
    const figures = await measureBeside(overrides, Number(beside), (r) => console.log(`${r.lines.join('\n')}\n`));
    console.log(describeBeside(figures).join('\n'));
    if (json) console.log(JSON.stringify(figures));
  } else {
    const result = await measureGallery(overrides);
    console.log(result.lines.join('\n'));
    if (json) console.log(JSON.stringify({ ...result, lines: undefined }));
  }
}
