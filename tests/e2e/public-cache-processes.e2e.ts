/**
 * Two web processes on one PostgreSQL database (decision 030): a write made through one shows on its own
 * cached public page at once, and on the other process's within the minute of the pages' revalidation.
 * Needs PostgreSQL (TEST_DATABASE_URL, which CI sets); the servers serve the build the suite made.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiData, DEMO_ADMIN, signInViaApi } from './helpers';

const postgres = process.env.TEST_DATABASE_URL;
const root = join(import.meta.dirname, '../..');
const REVALIDATE_SECONDS = 60;

test.skip(!postgres, 'PostgreSQL only (TEST_DATABASE_URL)');

const database = `e2e_cache_${process.pid}_${Date.now()}`;
const sessionSecret = `e2e-${Math.random().toString(36).slice(2)}-${Date.now()}-shared-secret`;
const servers: ChildProcess[] = [];

function psql(sql: string) {
  const result = spawnSync('psql', [postgres!, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

async function startServer(port: number): Promise<string> {
  const url = new URL(postgres!);
  url.pathname = `/${database}`;
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: url.href,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rassam-e2e-cache-')),
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      // A database URL turns the demo off; its demo data (a market, the back office's account) is wanted here.
      DEMO_MODE: 'true',
      // Servers that share a database share the sessions' secret.
      SESSION_SECRET: sessionSecret,
      // No generation workers: the demo's AI examples would be made here (ffmpeg, a minute of both cores, beside
      // the other tests), and each one finished drops the cached pages this test watches expire.
      WORKER_CONCURRENCY: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  child.once('exit', (code) => {
    if (code) console.error(`server on ${port} exited ${code}:\n${errors}`);
  });
  servers.push(child);
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 240_000 })
    .toBe(200);
  return base;
}

test.afterAll(() => {
  for (const child of servers) child.kill('SIGTERM');
  if (postgres) {
    // The servers hold connections until they are gone.
    spawnSync('sleep', ['2']);
    psql(`drop database if exists ${database} with (force)`);
  }
});

async function visit(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-language': 'fa' } });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('x-nextjs-cache') };
}

test('a write shows at once on its own process and within the revalidation on another', async ({ playwright }) => {
  test.setTimeout(600_000);
  psql(`create database ${database}`);
  const port = Number(process.env.E2E_PORT ?? 3210) + 20;
  // One after the other: the first migrates and lays down the demo data.
  const first = await startServer(port);
  const second = await startServer(port + 1);

  const admin: APIRequestContext = await playwright.request.newContext({
    baseURL: first,
    extraHTTPHeaders: { origin: first },
  });
  await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  const [listing] = await apiData<{ shop: { link: string } }[]>(await admin.get('/api/market/listings?pageSize=1'));
  const link = listing!.shop.link;
  const [shop] = await apiData<{ id: string; link: string }[]>(
    await admin.get(`/api/admin/market/shops?q=${encodeURIComponent(link)}`),
  );
  expect(shop?.link).toBe(link);
  const path = `/market/${link}`;

  // Both processes keep the shop's page.
  for (const base of [first, second]) {
    expect((await visit(base, path)).status).toBe(200);
    const kept = await visit(base, path);
    expect(kept.cache, base).toMatch(/HIT|STALE/);
  }

  // The back office takes the shop off the market, through the first process.
  const disabled = await admin.post(`/api/admin/market/shops/${shop!.id}/disable`);
  expect(disabled.status(), await disabled.text()).toBe(200);
  await admin.dispose();

  // Through the process that made it: gone on the next visits (its cached pages were dropped).
  await expect.poll(async () => (await visit(first, path)).status, { timeout: 10_000 }).toBe(404);
  // The other: its kept page until that turns a minute old, then gone.
  const started = Date.now();
  await expect
    .poll(async () => (await visit(second, path)).status, {
      timeout: (REVALIDATE_SECONDS + 60) * 1000,
      intervals: [2_000],
    })
    .toBe(404);
  const seconds = (Date.now() - started) / 1000;
  console.log(`the second process showed the change after ${seconds.toFixed(1)} s`);
  expect(seconds).toBeLessThanOrEqual(REVALIDATE_SECONDS + 15);
});
