// Generated outputs kept in storage: a large output (BENCH_OUTPUT_MB, 200 MB by default) served by a local
// fake provider host is downloaded and stored, streamed (what the worker does, decision 022) and, for
// comparison, buffered (what it did before: the whole output in memory, then one put), on local disk and on
// S3 (s3rver). Each row runs in a fresh process (bench/output-download-child.ts) and reports that process's
// memory before and at its peak (sampled every 20 ms), the time and the throughput, with the machine's load
// average beside it. The fake host and s3rver run here, outside the measured process.
// Alone: `node bench/output-download-bench.mjs`; with `--json`, as scripts/bench.mjs runs it (row k), the
// progress goes to stderr and the result is the last line of stdout (JSON).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import S3rver from 's3rver';

const root = resolve(import.meta.dirname, '..');
const OUTPUT_BYTES = Number(process.env.BENCH_OUTPUT_MB ?? 200) * 2 ** 20;
const quiet = process.argv.includes('--json');
const say = (line) => (quiet ? process.stderr : process.stdout).write(`${line}\n`);
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The provider's file host: OUTPUT_BYTES with a stated length, written as fast as the client takes them. */
function startOutputHost() {
  const chunk = Buffer.alloc(1024 * 1024, 0x5a);
  chunk.write('glTF', 0, 'latin1');
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'model/gltf-binary', 'content-length': String(OUTPUT_BYTES) });
    if (request.method === 'HEAD') return void response.end();
    let sent = 0;
    const next = () => {
      while (sent < OUTPUT_BYTES && !response.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, OUTPUT_BYTES - sent));
        sent += part.length;
        if (!response.write(part)) return void response.once('drain', next);
      }
      if (!response.destroyed) response.end();
    };
    next();
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** One row in a process of its own; resolves with the JSON it printed last. */
function row(env) {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(root, 'bench/output-download-child.ts')],
      { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (text) => (out += text));
    child.stderr.on('data', (text) => (err = (err + text).slice(-4000)));
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`output download row failed (${code}): ${err}`));
      done(JSON.parse(out.trim().split('\n').at(-1)));
    });
  });
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'rassam-bench-outputs-'));
  const host = await startOutputHost();
  const url = `http://127.0.0.1:${host.address().port}/output.glb`;
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(work, 's3rver'),
    configureBuckets: [{ name: 'rassam' }],
  });
  const { port } = await s3.run();
  const storages = [
    ['local disk', { BENCH_STORAGE_DIR: join(work, 'files') }],
    [
      'S3 (s3rver)',
      {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'rassam',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    ],
  ];
  const rows = [];
  try {
    for (const [storage, env] of storages) {
      for (const mode of ['buffered', 'streamed']) {
        const label = `${storage}: ${mode === 'buffered' ? 'buffered (before)' : 'streamed (now)'}`;
        say(`output download: ${label}…`);
        const load = round(loadavg()[0], 2);
        rows.push({
          label,
          loadAverage: load,
          ...(await row({ ...env, BENCH_OUTPUT_URL: url, BENCH_OUTPUT_MODE: mode })),
        });
      }
    }
  } finally {
    await s3.close();
    host.close();
    rmSync(work, { recursive: true, force: true });
  }
  const result = { outputBytes: OUTPUT_BYTES, rows };
  if (!quiet) {
    say(`\noutput download: a ${round(OUTPUT_BYTES / 2 ** 20)} MB output from a local host into storage`);
    for (const r of result.rows) {
      say(
        `  ${r.label.padEnd(32)} ${String(r.seconds).padStart(6)} s  ${String(r.megabytesPerSecond).padStart(6)} MB/s  RSS ${r.memoryMB.rssBefore} → ${r.memoryMB.rssPeak} MB (+${r.memoryMB.rssGrowth})  heap ${r.memoryMB.heapBefore} → ${r.memoryMB.heapPeak} MB  load ${r.loadAverage}`,
      );
    }
  }
  console.log(JSON.stringify(result));
}

await main();
