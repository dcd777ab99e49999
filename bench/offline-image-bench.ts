// Milliseconds per job for each offline image method on a 1024×768 picture (the offline provider's own
// work, no queue or storage around it). OpenCV's first load is timed apart: it happens once per process.
// Run: node --import tsx bench/offline-image-bench.ts (BENCH_IMAGE_RUNS, default 3). Prints one JSON line last.
import sharp from 'sharp';
import {
  expand,
  previewImage,
  reliefImage,
  removeBackground,
  removeObject,
  upscale,
} from '../packages/ai/src/offline/image';
import { svgPng, texturedPng } from '../packages/ai/src/offline/image/testing';

const RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 3);
const WIDTH = 1024;
const HEIGHT = 768;

// A photo-like scene: textured gradient, a subject in the middle, a few objects; saved as JPEG like most uploads.
const scene = await sharp(
  await texturedPng(
    WIDTH,
    HEIGHT,
    '<ellipse cx="512" cy="420" rx="210" ry="260" fill="#a5442c"/><rect x="420" y="220" width="180" height="90" fill="#2a5d8f"/><circle cx="180" cy="600" r="70" fill="#e8e0c8"/>',
  ),
)
  .jpeg({ quality: 88 })
  .toBuffer();
const mask = await svgPng(
  WIDTH / 2,
  HEIGHT / 2,
  '<rect width="100%" height="100%" fill="#000"/><circle cx="90" cy="300" r="42" fill="#fff"/>',
);
const label = 'پیش‌نمایش آفلاین · Offline preview';
const prompt = 'یک غروب طلایی کنار دریا با قایق‌های چوبی — a golden sunset by the sea with wooden boats';

const jobs: [string, () => Promise<Buffer>][] = [
  ['upscale ×2', () => upscale(scene, 2)],
  ['upscale ×4', () => upscale(scene, 4)],
  ['expand to 16:9', () => expand(scene, { aspectRatio: '16:9' })],
  ['expand 200 px each side', () => expand(scene, { left: 200, right: 200, top: 200, bottom: 200 })],
  ['remove object (TELEA)', () => removeObject(scene, mask)],
  ['remove background (GrabCut)', () => removeBackground(scene)],
  ['relief image', () => reliefImage(scene)],
  ['preview (prompt only)', () => previewImage({ prompt, width: WIDTH, height: HEIGHT, seed: 7, label })],
  [
    'preview (on a source)',
    () => previewImage({ prompt, width: WIDTH, height: HEIGHT, seed: 7, label, source: scene }),
  ],
];

const round = (value: number) => Math.round(value * 10) / 10;
const time = async (job: () => Promise<Buffer>) => {
  const started = performance.now();
  await job();
  return performance.now() - started;
};

// Timed before anything else runs: the first OpenCV job also pays for loading OpenCV.
const openCvLoadMs = round(await time(() => removeObject(scene, mask)));

const results = [];
for (const [name, job] of jobs) {
  await job(); // warm-up: sharp's and V8's first-call costs are not the method's
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await time(job));
  times.sort((a, b) => a - b);
  const row = { name, medianMs: round(times[Math.floor(times.length / 2)]!), minMs: round(times[0]!), runs: RUNS };
  results.push(row);
  console.log(`  ${name.padEnd(30)} ${String(row.medianMs).padStart(8)} ms (min ${row.minMs})`);
}
console.log(`  ${'first OpenCV job (load + run)'.padEnd(30)} ${String(openCvLoadMs).padStart(8)} ms`);
console.log(JSON.stringify({ image: `${WIDTH}×${HEIGHT}`, openCvFirstJobMs: openCvLoadMs, results }));
