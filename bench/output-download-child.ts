// One row of the output-download bench (bench/output-download-bench.mjs starts it, in a process of its
// own so that its memory is its own): a generated output at BENCH_OUTPUT_URL is downloaded with the
// adapters' own download (`downloadOutput`) and kept in storage, either streamed (what the worker does,
// decision 022) or buffered (what it did before: the whole body in one buffer, then one put). The process
// samples its own memory every 20 ms and prints the row as JSON on its last line.
// Storage: local disk in BENCH_STORAGE_DIR, or S3 when S3_ENDPOINT (and the other S3_* variables) is set.
import { performance } from 'node:perf_hooks';
import { downloadOutput, type HttpContext } from '../packages/ai/src/providers/http';
import { createLocalStorage } from '../packages/api/src/lib/storage';
import { createS3Storage } from '../packages/api/src/lib/storage-s3';

const url = process.env.BENCH_OUTPUT_URL!;
const mode = process.env.BENCH_OUTPUT_MODE === 'buffered' ? 'buffered' : 'streamed';
const maxBytes = 512 * 1024 * 1024;
const storage = process.env.S3_ENDPOINT
  ? createS3Storage({
      endpoint: process.env.S3_ENDPOINT,
      region: 'us-east-1',
      bucket: process.env.S3_BUCKET!,
      accessKeyId: process.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY!,
      timeoutMs: 600_000,
    })
  : createLocalStorage(process.env.BENCH_STORAGE_DIR!);
const http: HttpContext = { provider: 'fal', fetch, timeoutMs: 600_000, secrets: [] };
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** The old way: the body read whole into one buffer of its stated length, as readAtMost did. */
async function buffered(body: ReadableStream<Uint8Array>, length: number): Promise<Buffer> {
  const whole = Buffer.allocUnsafe(length);
  let size = 0;
  for (const reader = body.getReader(); ;) {
    const { done, value } = await reader.read();
    if (done) break;
    whole.set(value, size);
    size += value.length;
  }
  return whole.subarray(0, size);
}

// The output's length, asked first: it also loads fetch, which the baseline should already include.
const head = await fetch(url, { method: 'HEAD' });
const stated = Number(head.headers.get('content-length'));

// A settled baseline: the modules loaded, a collection done.
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 300));
const before = process.memoryUsage();
const peak = { rss: before.rss, heapUsed: before.heapUsed, arrayBuffers: before.arrayBuffers };
const sample = () => {
  const now = process.memoryUsage();
  peak.rss = Math.max(peak.rss, now.rss);
  peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
};
const sampler = setInterval(sample, 20);

const key = `bench/output-${process.pid}.glb`;
const started = performance.now();
const body = await downloadOutput(http, { mime: 'model/gltf-binary', url }, { maxBytes });
if (mode === 'streamed') await storage.putStream(key, body, 'model/gltf-binary', { maxBytes });
else await storage.put(key, await buffered(body, stated), 'model/gltf-binary');
sample();
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const stored = await storage.stat(key);
await storage.delete(key);
if (stored?.size !== stated) throw new Error(`stored ${stored?.size} bytes of ${stated}`);
console.log(
  JSON.stringify({
    mode,
    bytes: stated,
    seconds: Math.round(seconds * 100) / 100,
    megabytesPerSecond: Math.round((stated / 2 ** 20 / seconds) * 10) / 10,
    memoryMB: {
      rssBefore: mb(before.rss),
      rssPeak: mb(peak.rss),
      rssGrowth: mb(peak.rss - before.rss),
      heapBefore: mb(before.heapUsed),
      heapPeak: mb(peak.heapUsed),
      arrayBuffersPeak: mb(peak.arrayBuffers),
    },
  }),
);
