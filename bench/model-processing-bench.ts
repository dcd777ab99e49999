// Model intake on this machine: a UV sphere of about 10k, 200k and 1M triangles with a 4096 × 4096
// texture, as an uploaded GLB, through readUpload, validateModel and optimiseModel (default limits: 2048 px
// textures, a 100k-triangle budget, Draco), then makeGalleryModel (the shop gallery's copy: 5k triangles,
// 1024 px). Per size: the time of each step, bytes before → after, the triangles before → after, the
// gallery copy's triangles and bytes, and the process's peak RSS growth, beside the machine's 1-minute load average.
// No pass/fail: figures only. Each size runs in a child process of its own, so that one's memory does not
// count in the next (peak RSS from /proc/self/status VmHWM, reset through /proc/self/clear_refs on Linux).
// `node --import tsx bench/model-processing-bench.ts` (also `npm run bench -- models`); the last line is JSON.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEFAULT_INTAKE_LIMITS } from '../packages/api/src/modules/models/intake/limits';
import { makeGalleryModel } from '../packages/api/src/modules/models/intake/gallery-model';
import { optimiseModel } from '../packages/api/src/modules/models/intake/optimise-model';
import { readUpload } from '../packages/api/src/modules/models/intake/read-upload';
import { makeTexture, toGlb, uvSphere } from '../packages/api/src/modules/models/intake/test-models.fixtures';
import { validateModel } from '../packages/api/src/modules/models/intake/validate-model';

/** segments × rings of the sphere: 2 × segments × (rings − 1) triangles. */
const SIZES = [
  { label: '~10k triangles', segments: 100, rings: 51 },
  { label: '~200k triangles', segments: 448, rings: 224 },
  { label: '~1M triangles', segments: 1000, rings: 501 },
] as const;
const TEXTURE = Number(process.env.BENCH_MODEL_TEXTURE ?? 4096);

interface Row {
  label: string;
  ms: { read: number; validate: number; optimise: number; gallery: number; total: number };
  bytes: { before: number; after: number; ratio: number };
  triangles: { before: number; after: number };
  /** The gallery's lighter copy made from the optimised GLB (decision 046), or null when none is needed. */
  gallery: { triangles: number; bytes: number } | null;
  texture: { before: string; after: string };
  memoryMB: { rssBefore: number; rssPeakGrowth: number; measuredBy: 'VmHWM' | 'sampling' };
  loadAverage: number;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const mb = (bytes: number) => round(bytes / 2 ** 20);

/** Kilobytes of a /proc/self/status line (VmRSS, VmHWM), or null off Linux. */
function procStatus(field: string): number | null {
  if (!existsSync('/proc/self/status')) return null;
  const match = readFileSync('/proc/self/status', 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) * 1024 : null;
}

/** Resets the kernel's peak-RSS mark (VmHWM) to the current RSS; false where that is not possible. */
function resetPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return procStatus('VmHWM') !== null;
  } catch {
    return false;
  }
}

async function runOne(index: number): Promise<Row> {
  const size = SIZES[index]!;
  const texture = await makeTexture(TEXTURE);
  const glb = await toGlb(await uvSphere(size.segments, size.rings, texture));

  const rssBefore = process.memoryUsage().rss;
  const kernelPeak = resetPeak();
  // Sampling misses peaks while synchronous wasm runs; it is only the fallback off Linux.
  let sampled = rssBefore;
  const sampler = kernelPeak ? null : setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss)), 10);
  const loadAverage = round(loadavg()[0]!, 2);

  const t0 = performance.now();
  const upload = await readUpload(glb, 'sphere.glb', DEFAULT_INTAKE_LIMITS);
  const t1 = performance.now();
  await validateModel(glb);
  const t2 = performance.now();
  if (upload.kind === 'usdz') throw new Error('unexpected USDZ');
  const result = await optimiseModel(upload.document, { sourceBytes: glb.byteLength });
  const t3 = performance.now();
  const gallery = await makeGalleryModel(result.glb);
  const t4 = performance.now();

  if (sampler) clearInterval(sampler);
  const peak = kernelPeak ? procStatus('VmHWM')! : Math.max(sampled, process.memoryUsage().rss);
  const describe = (t: { mime: string; width: number | null; height: number | null }) =>
    `${t.width}×${t.height} ${t.mime.replace('image/', '')}`;
  return {
    label: size.label,
    ms: {
      read: round(t1 - t0, 0),
      validate: round(t2 - t1, 0),
      optimise: round(t3 - t2, 0),
      gallery: round(t4 - t3, 0),
      total: round(t4 - t0, 0),
    },
    bytes: {
      before: glb.byteLength,
      after: result.glb.byteLength,
      ratio: round(glb.byteLength / result.glb.byteLength),
    },
    triangles: { before: result.before.triangles, after: result.after.triangles },
    gallery: gallery ? { triangles: gallery.triangles, bytes: gallery.glb.byteLength } : null,
    texture: { before: describe(result.before.textures[0]!), after: describe(result.after.textures[0]!) },
    memoryMB: {
      rssBefore: mb(rssBefore),
      rssPeakGrowth: mb(peak - rssBefore),
      measuredBy: kernelPeak ? 'VmHWM' : 'sampling',
    },
    loadAverage,
  };
}

const galleryText = (row: Row) =>
  row.gallery ? `gallery copy ${row.gallery.triangles} triangles, ${mb(row.gallery.bytes)} MB` : 'no gallery copy';

function print(rows: Row[]) {
  console.log(
    `model intake: UV spheres with a ${TEXTURE} px texture, readUpload + validateModel + optimiseModel + makeGalleryModel (${cpus().length} cores)`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.label.padEnd(16)} ${String(row.ms.total).padStart(6)} ms (read ${row.ms.read}, validate ${row.ms.validate}, optimise ${row.ms.optimise}, gallery copy ${row.ms.gallery})   ${mb(row.bytes.before)} → ${mb(row.bytes.after)} MB (${row.bytes.ratio}×)   triangles ${row.triangles.before} → ${row.triangles.after}   ${galleryText(row)}   texture ${row.texture.before} → ${row.texture.after}   RSS +${row.memoryMB.rssPeakGrowth} MB peak   load ${row.loadAverage}`,
    );
  }
}

const child = process.argv.indexOf('--size');
if (child !== -1) {
  console.log(JSON.stringify(await runOne(Number(process.argv[child + 1]))));
} else {
  const rows: Row[] = [];
  for (let index = 0; index < SIZES.length; index += 1) {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--size', String(index)],
      {
        encoding: 'utf8',
        env: process.env,
        maxBuffer: 16 * 2 ** 20,
      },
    );
    if (result.status !== 0) throw new Error(`${SIZES[index]!.label} failed: ${result.stderr}`);
    rows.push(JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Row);
  }
  print(rows);
  console.log(JSON.stringify({ texture: TEXTURE, limits: DEFAULT_INTAKE_LIMITS, rows }));
}
