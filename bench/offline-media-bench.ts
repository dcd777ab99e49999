// Milliseconds per job of the offline provider's video, audio and 3D methods on this machine (no
// database, no network). Each job runs BENCH_MEDIA_RUNS times (default 3) after one warm-up run; the
// median is reported. Prints a table, then one JSON line last (for scripts/bench.mjs).
import sharp from 'sharp';
import { cameraMove, music, previewVideo, probe, speech } from '../packages/ai/src/offline/media';
import { previewModel, reliefMesh } from '../packages/ai/src/offline/three';

const RUNS = Number(process.env.BENCH_MEDIA_RUNS ?? 3);
const label = 'پیش‌نمایش آفلاین · Offline preview';

// A 12-megapixel JPEG of noise: decoding and resizing cost what a phone photo costs.
const photo = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 90 })
  .toBuffer();
const persian = Array.from(
  { length: 10 },
  (_, i) => `این جمله‌ی شماره‌ی ${i + 1} است و برای سنجش سرعت گفتار خوانده می‌شود.`,
).join(' ');
const english = Array.from({ length: 10 }, (_, i) => `This is sentence number ${i + 1}, read to time the speech.`).join(
  ' ',
);
const sampleVideo = await cameraMove(photo, { durationSeconds: 5, aspectRatio: '16:9', seed: 1 });

const jobs: { name: string; per?: { unit: string; count: number }; run: () => Promise<unknown> }[] = [
  { name: 'cameraMove 16:9 5 s', run: () => cameraMove(photo, { durationSeconds: 5, aspectRatio: '16:9', seed: 1 }) },
  { name: 'cameraMove 9:16 10 s', run: () => cameraMove(photo, { durationSeconds: 10, aspectRatio: '9:16', seed: 2 }) },
  {
    name: 'previewVideo 16:9 5 s',
    run: () => previewVideo({ prompt: 'یک شهر در شب', durationSeconds: 5, aspectRatio: '16:9', seed: 1, label }),
  },
  {
    name: 'speech fa, 10 sentences',
    per: { unit: 'sentence', count: 10 },
    run: () => speech({ text: persian, voice: 'fa-female', speed: 1 }),
  },
  {
    name: 'speech en, 10 sentences',
    per: { unit: 'sentence', count: 10 },
    run: () => speech({ text: english, voice: 'en-male', speed: 1 }),
  },
  { name: 'music 20 s', run: () => music({ prompt: 'موسیقی آرام پیانو', durationSeconds: 20, seed: 1 }) },
  { name: 'music 60 s', run: () => music({ prompt: 'energetic dance with drums', durationSeconds: 60, seed: 2 }) },
  { name: 'probe (5 s MP4)', run: () => probe(sampleVideo) },
  { name: 'reliefMesh (12 MP photo)', run: () => reliefMesh(photo) },
  { name: 'previewModel', run: () => previewModel({ prompt: 'a blue vase', seed: 1, label }) },
];

const results = [];
for (const job of jobs) {
  await job.run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await job.run();
    times.push(performance.now() - started);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  const row = {
    name: job.name,
    runs: RUNS,
    medianMs: Math.round(median),
    ...(job.per
      ? { [`msPer${job.per.unit[0]!.toUpperCase()}${job.per.unit.slice(1)}`]: Math.round(median / job.per.count) }
      : {}),
  };
  results.push(row);
  console.log(
    `  ${job.name.padEnd(28)} ${String(row.medianMs).padStart(7)} ms${job.per ? `  (${Math.round(median / job.per.count)} ms per ${job.per.unit})` : ''}`,
  );
}
console.log(JSON.stringify(results));
