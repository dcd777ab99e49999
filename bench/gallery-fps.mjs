// Frames per second of the shop's 3D gallery (issue 17, decision 034), the way a slow phone would draw it:
// Debian's Chromium on SwiftShader (WebGL on the CPU: there is no GPU here) with the CPU slowed 4× through
// the DevTools protocol, a room of 12 items (8 models of ~20k triangles with a 1024 px texture, Draco-
// compressed, and 4 pictures), walked through for 10 s with the keyboard. It prints the median frame time
// and the 95th percentile (the 5th percentile of frames per second) beside the machine's load average. There
// is no pass or fail: the figures go in the decision.
//
// It bundles the real component (apps/web/src/components/gallery/gallery-scene.tsx) with esbuild into a
// standalone page, served by a small server under the pages' Content-Security-Policy (lib/csp.ts): console
// errors and policy violations are printed too.
//
// Usage: node bench/gallery-fps.mjs [--style gallery|warm|night] [--throttle 4] [--seconds 10] [--dpr 1]
//        [--models 8] [--images 4] [--headed]
/* global window, document, performance, WebGL2RenderingContext, requestAnimationFrame -- in the page's functions */
import { Document, NodeIO } from '@gltf-transform/core';
import { KHRONOS_EXTENSIONS } from '@gltf-transform/extensions';
import { draco } from '@gltf-transform/functions';
import draco3d from 'draco3dgltf';
import { build } from 'esbuild';
import { Buffer } from 'node:buffer';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    style: { type: 'string', default: 'night' },
    throttle: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '10' },
    dpr: { type: 'string', default: '1' },
    models: { type: 'string', default: '8' },
    images: { type: 'string', default: '4' },
    headed: { type: 'boolean', default: false },
    // What the machine can draw at all: one lit cube on a cleared 1280×720 canvas, every frame.
    baseline: { type: 'boolean', default: false },
    gl: { type: 'string', default: 'swiftshader' },
    // Saves a picture of the room before the walk and after it (…-before.png, …-after.png).
    shot: { type: 'string' },
    // Before the walk, checks the controls in the real browser: a click on the item ahead opens it,
    // Tab reaches the list and brings the camera to an item, the orbit button switches the mode.
    check: { type: 'boolean', default: false },
    // Unmounts and mounts the gallery this many times after the walk (leaks: contexts, memory, workers).
    remount: { type: 'string', default: '0' },
  },
});
const modelCount = Number(args.models);
const imageCount = Number(args.images);
const seconds = Number(args.seconds);

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

/** A UV sphere (segments² × 2 triangles) or a box with each face a grid: ~20k triangles either way. */
function meshData(kind) {
  const positions = [];
  const normals = [];
  const uvs = [];
  const indices = [];
  if (kind === 'sphere') {
    const n = 100;
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
    const n = 41;
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

async function modelGlb(io, kind, seed) {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const { positions, normals, uvs, indices } = meshData(kind);
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

async function makeAssets() {
  const io = new NodeIO()
    .registerExtensions(KHRONOS_EXTENSIONS)
    .registerDependencies({ 'draco3d.encoder': await draco3d.createEncoderModule() });
  const files = new Map();
  const items = [];
  let triangles = 0;
  for (let i = 0; i < modelCount; i++) {
    const { glb, triangles: t } = await modelGlb(io, i % 2 ? 'box' : 'sphere', i + 1);
    triangles += t;
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

async function bundle(dir) {
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
  const entry = args.baseline
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
    minify: true,
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

function page(items) {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>gallery fps</title>
<style>body{margin:0;font:14px sans-serif}[data-gallery-stage]{position:relative;width:1280px;height:720px}
canvas{display:block;width:100%;height:100%}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}</style>
</head><body><div id="root"></div><script type="application/json" id="data">${JSON.stringify({ items, style: args.style })}</script>
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
  console.log(results.join('\n'));
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

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'gallery-fps-'));
  try {
    const started = Date.now();
    const { files, items, triangles, glbBytes } = args.baseline
      ? { files: new Map(), items: [], triangles: 0, glbBytes: [] }
      : await makeAssets();
    for (const [path, body] of await bundle(dir)) files.set(path, { body: Buffer.from(body), type: 'text/javascript' });
    files.set('/', { body: Buffer.from(page(items)), type: 'text/html' });
    const bundleBytes = [...files]
      .filter(([p]) => p.endsWith('.js') && !p.startsWith('/3d'))
      .reduce((n, [, f]) => n + f.body.length, 0);
    console.log(
      args.baseline
        ? 'baseline: one lit cube, every frame'
        : `assets: ${modelCount} models (${triangles} triangles, GLBs ${(glbBytes.reduce((n, f) => n + f.body.length, 0) / 1e6).toFixed(1)} MB with Draco), ${imageCount} pictures; JS ${(bundleBytes / 1024).toFixed(0)} KB minified; made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const { server, requests } = await serve(files);
    const url = `http://127.0.0.1:${server.address().port}/`;
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: !args.headed,
      // --gl angle: SwiftShader's Vulkan build behind ANGLE (`--use-angle=swiftshader`), for comparison.
      args: [
        '--no-sandbox',
        args.gl === 'angle' ? '--use-angle=swiftshader' : '--use-gl=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
      ],
    });
    try {
      const context = await browser.newContext({
        viewport: { width: 1300, height: 900 },
        deviceScaleFactor: Number(args.dpr),
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
      // Counts WebGL draw calls per frame from outside the component, and CSP violations.
      await tab.addInitScript(() => {
        const counter = { draws: 0, frames: [], recording: false, drawsPerFrame: [] };
        window.__bench = counter;
        const proto = WebGL2RenderingContext.prototype;
        for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
          const original = proto[name];
          proto[name] = function (...a) {
            counter.draws += 1;
            return original.apply(this, a);
          };
        }
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
        );
        const tick = (now) => {
          if (counter.recording) {
            counter.frames.push(now);
            counter.drawsPerFrame.push(counter.draws);
          }
          counter.draws = 0;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.throttle) });

      const loadStart = Date.now();
      await tab.goto(url);
      await tab.locator('[data-gallery-status="ready"]').waitFor({ timeout: 120_000 });
      const readyMs = Date.now() - loadStart;
      // Settle: the first frame compiles the shaders and uploads the textures.
      await tab.waitForTimeout(3000);
      await tab.locator('canvas').focus();
      if (args.shot) await tab.locator('[data-gallery-stage]').screenshot({ path: `${args.shot}-before.png` });
      if (args.check) await check(tab, opened);
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
        const load = loadavg();
        await tab.evaluate(() => {
          window.__bench.frames = [];
          window.__bench.drawsPerFrame = [];
          window.__bench.recording = true;
        });
        for (const [keys, s] of path) {
          for (const key of keys) await tab.keyboard.down(key);
          await tab.waitForTimeout(s * scale * 1000);
          for (const key of keys) await tab.keyboard.up(key);
        }
        const { frames, draws } = await tab.evaluate(() => {
          window.__bench.recording = false;
          return { frames: window.__bench.frames, draws: window.__bench.drawsPerFrame };
        });
        const times = frames
          .slice(1)
          .map((t, i) => t - frames[i])
          .sort((a, b) => a - b);
        const median = percentile(times, 50);
        const p95 = percentile(times, 95);
        const drawSorted = draws.filter((d) => d > 0).sort((a, b) => a - b);
        const loadAfter = loadavg();
        return [
          `${frames.length} frames; frame time median ${median.toFixed(1)} ms (${(1000 / median).toFixed(1)} fps), p95 ${p95.toFixed(1)} ms (5th percentile ${(1000 / p95).toFixed(1)} fps), mean ${(frames.length / seconds).toFixed(1)} fps`,
          `  draw calls per frame: median ${percentile(drawSorted, 50) ?? 0}, max ${drawSorted.at(-1) ?? 0}; load average ${load.map((n) => n.toFixed(2)).join(' ')} before, ${loadAfter.map((n) => n.toFixed(2)).join(' ')} after (${cpus().length} CPUs)`,
        ].join('\n');
      };
      const first = await walkOnce();
      // Back to the entrance (a turn about and the same way back), then the same walk again.
      await tab.keyboard.down('s');
      await tab.waitForTimeout(seconds * 400);
      await tab.keyboard.up('s');
      await tab.waitForTimeout(1000);
      const second = await walkOnce();
      if (args.shot) {
        await tab.waitForTimeout(1500);
        await tab.locator('[data-gallery-stage]').screenshot({ path: `${args.shot}-after.png` });
      }

      const remounts = Number(args.remount) ? await remount(tab, Number(args.remount)) : null;
      const glbs = [...requests].filter(([p]) => p.endsWith('.glb'));
      console.log(
        [
          `style ${args.style}, CPU throttled ${args.throttle}×, device pixel ratio ${args.dpr} (canvas 1280×720 CSS px), SwiftShader`,
          `ready (three.js loaded, room built) after ${(readyMs / 1000).toFixed(1)} s`,
          `walk ${seconds} s while the models stream in: ${first}`,
          `walk ${seconds} s again, models loaded: ${second}`,
          `models fetched: ${glbs.length} of ${modelCount} (${glbs.map(([p]) => p.split('/').pop()).join(' ')})`,
          ...(remounts ? [remounts] : []),
          `SwiftShader driver notes: ${driverNotes}`,
          problems.length ? `console problems:\n  ${problems.join('\n  ')}` : 'console: no errors or warnings',
        ].join('\n'),
      );
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
