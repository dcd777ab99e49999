// File serving: a 20 MB video uploaded through the API, then read back through GET /api/files/{id} as players
// and downloads read it: 1 MB Range requests at random offsets from 16 connections, and whole-file GETs from 4,
// each for a few seconds. Throughput (MB/s, req/s) and the server process's memory (RSS and V8 heap before
// the load and at its peak during it, sampled every 50 ms inside the process), on local disk and on S3
// (s3rver, an S3 implementation on this machine), with the load average beside each row.
// Runs the API alone (`packages/api/src/server.ts`, what serves /api in production too), so no build is needed.
// Alone: `node bench/file-serving-bench.mjs` (BENCH_FILES_SECONDS per row, 8 by default); with `--json`, as
// scripts/bench.mjs runs it, the progress goes to stderr and the result is the last line of stdout (JSON).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort, sleep } from './net.mjs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import S3rver from 's3rver';

// Node's web globals, which the lint setup for .mjs files does not list.
const { FormData, Blob } = globalThis;
const root = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_FILES_SECONDS ?? 8);
const VIDEO_BYTES = 20 * 1024 * 1024;
const RANGE_BYTES = 1024 * 1024;
const RANGE_CONNECTIONS = 16;
const WHOLE_CONNECTIONS = 4;
const quiet = process.argv.includes('--json');
const say = (line) => (quiet ? process.stderr : process.stdout).write(`${line}\n`);
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const mb = (bytes) => round(bytes / 2 ** 20);

/** A real MP4 of about 20 MB (picture and sound), made once with the machine's ffmpeg. */
function makeVideo(dir) {
  const path = join(dir, 'bench.mp4');
  const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
  const args = ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-f', 'lavfi'];
  args.push('-i', 'anoisesrc=a=0.1', '-t', '30', '-c:v', 'mpeg4', '-q:v', '1', '-c:a', 'aac', '-shortest');
  args.push('-fs', String(VIDEO_BYTES), '-movflags', '+faststart', path);
  const made = spawnSync(ffmpeg, args, { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`ffmpeg could not make the video: ${made.stderr || made.error}`);
  return readFileSync(path);
}

/** The API server with a memory reporter preloaded: it sends process.memoryUsage() every 50 ms over IPC. */
async function startApi(env) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', join(root, 'bench/report-memory.mjs'), join(root, 'packages/api/src/server.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', WORKER_CONCURRENCY: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const memory = { latest: null, peak: null };
  child.on('message', (sample) => {
    memory.latest = sample;
    if (memory.peak) {
      memory.peak.rss = Math.max(memory.peak.rss, sample.rss);
      memory.peak.heapUsed = Math.max(memory.peak.heapUsed, sample.heapUsed);
    }
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${output}`);
    if (waited > 180_000) throw new Error(`the API did not answer in 180 s:\n${output}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await sleep(250);
  }
  return {
    base,
    memory,
    stop: () =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

async function json(base, path, init = {}) {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), response };
}

/** A user (the dev outbox gives the code) who uploads the video; returns the cookie and the file's address. */
async function uploadVideo(base, video) {
  const credential = `0912${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const password = 'Bench-pass-2024';
  const headers = { 'content-type': 'application/json' };
  await json(base, '/api/auth/register', {
    method: 'POST',
    headers,
    body: JSON.stringify({ credential, name: 'Bench', password, confirmPassword: password }),
  });
  const outbox = await json(base, `/api/dev/outbox?to=${credential}`);
  const { response } = await json(base, '/api/auth/verify', {
    method: 'POST',
    headers,
    body: JSON.stringify({ credential, code: outbox.body.data[0].code }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const form = new FormData();
  form.set('file', new Blob([video], { type: 'video/mp4' }), 'bench.mp4');
  const uploaded = await json(base, '/api/files', { method: 'POST', headers: { cookie }, body: form });
  return { cookie, path: uploaded.body.data.url, size: uploaded.body.data.size };
}

/**
 * `connections` clients, each sending its next GET as soon as the last one ended, for `SECONDS`; bytes are
 * counted as they arrive and what is still in flight at the end is cut there, so a 20 MB download that has
 * not finished still counts what it brought (autocannon counts whole answers only).
 */
async function getLoop({ url, connections, headers, range }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const deadline = performance.now() + SECONDS * 1000;
  const latencies = [];
  let bytes = 0;
  let failures = 0;
  const one = () =>
    new Promise((done) => {
      const started = performance.now();
      const request = get(url, { agent, headers: { ...headers, ...(range ? { range: range() } : {}) } }, (response) => {
        if (response.statusCode !== 200 && response.statusCode !== 206) failures += 1;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => {
          latencies.push(performance.now() - started);
          done();
        });
        response.on('error', () => done());
      });
      request.on('error', () => done());
      // Cut at the end of the measure: what arrived counts, the unfinished answer does not.
      request.setTimeout(Math.max(1, deadline - performance.now()), () => request.destroy());
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0, 0);
  return { requests: latencies.length, bytes, failures, p50: at(0.5), p99: at(0.99) };
}

/** One load against the server, with its memory before and at the peak during it. */
async function measure(server, label, options) {
  await sleep(500);
  const before = { ...server.memory.latest };
  server.memory.peak = { ...before };
  const load = round(loadavg()[0], 2);
  const result = await getLoop(options);
  await sleep(200);
  const peak = server.memory.peak;
  server.memory.peak = null;
  if (result.failures > 0) throw new Error(`${label}: ${result.failures} answers were neither 200 nor 206`);
  return {
    label,
    connections: options.connections,
    requestsPerSecond: round(result.requests / SECONDS),
    megabytesPerSecond: round(result.bytes / 2 ** 20 / SECONDS),
    latencyMs: { p50: result.p50, p99: result.p99 },
    memoryMB: {
      rssBefore: mb(before.rss),
      rssPeak: mb(peak.rss),
      heapBefore: mb(before.heapUsed),
      heapPeak: mb(peak.heapUsed),
    },
    loadAverage: load,
  };
}

async function benchOn(storage, env, video) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rassam-bench-files-'));
  const server = await startApi({ DATA_DIR: dataDir, ...env });
  try {
    const file = await uploadVideo(server.base, video);
    const url = `${server.base}${file.path}`;
    const lastStart = file.size - RANGE_BYTES;
    const ranges = await measure(server, `${storage}: 1 MB ranges`, {
      url,
      connections: RANGE_CONNECTIONS,
      headers: { cookie: file.cookie },
      range: () => {
        const start = Math.floor(Math.random() * lastStart);
        return `bytes=${start}-${start + RANGE_BYTES - 1}`;
      },
    });
    const whole = await measure(server, `${storage}: whole file`, {
      url,
      connections: WHOLE_CONNECTIONS,
      headers: { cookie: file.cookie },
    });
    return { fileBytes: file.size, rows: [ranges, whole] };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'rassam-bench-video-'));
  try {
    say('file serving: making a 20 MB video…');
    const video = makeVideo(work);
    say(`file serving: local disk, ${SECONDS} s per load…`);
    const local = await benchOn('local disk', {}, video);
    const s3dir = join(work, 's3rver');
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3dir,
      configureBuckets: [{ name: 'rassam' }],
    });
    const { port } = await s3.run();
    say(`file serving: S3 (s3rver on port ${port}), ${SECONDS} s per load…`);
    let onS3;
    try {
      onS3 = await benchOn(
        'S3 (s3rver)',
        {
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_BUCKET: 'rassam',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
        video,
      );
    } finally {
      await s3.close();
    }
    const result = { videoBytes: local.fileBytes, seconds: SECONDS, rows: [...local.rows, ...onS3.rows] };
    if (!quiet) {
      say(`\nfile serving: GET /api/files/{id} of a ${mb(result.videoBytes)} MB video, ${SECONDS} s per row`);
      for (const row of result.rows) {
        say(
          `  ${row.label.padEnd(28)} ${String(row.connections).padStart(3)} conn  ${String(row.requestsPerSecond).padStart(7)} req/s  ${String(row.megabytesPerSecond).padStart(7)} MB/s  p99 ${row.latencyMs.p99} ms  RSS ${row.memoryMB.rssBefore} → ${row.memoryMB.rssPeak} MB  heap ${row.memoryMB.heapBefore} → ${row.memoryMB.heapPeak} MB  load ${row.loadAverage}`,
        );
      }
    }
    console.log(JSON.stringify(result));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
