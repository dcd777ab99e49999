import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const englishHostPort = port + 1;
// Each run gets an empty installation: its own PGlite folder, migrated and seeded on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rassam-e2e-'));

/** The files of the `reads` lane (below). */
const readsLane =
  /\/(a11y|ai-pages|csp|demo-banner|embed-locale|english-host|fonts|image-proxy|keyboard|market-map|panel-not-found|persian-digits|public-cache-processes|seo|ui-kit|viewers|wallet-pages)\.e2e\.ts$/;

// `npm run test:e2e` builds first (scripts/start.mjs --build-only); the servers below only serve that build,
// so two of them starting at once never build twice into one folder.
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // After the servers are up (Playwright starts them first): their demo examples made before any test.
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers, one per project. `reads`: the accessibility scans and the files that change nothing the
  // others see (their own new accounts and results at most: no public page, price, queue or setting; the
  // two-process cache test runs servers and a database of its own), sized so that both lanes end about
  // together (decisions 053, 054, 058). `flows`: the rest, one file at a time, since those files share the two
  // servers' state (caches, demo data, the admin's queues).
  workers: 2,
  projects: [
    { name: 'reads', testMatch: readsLane, workers: 1 },
    { name: 'flows', testIgnore: readsLane, workers: 1 },
  ],
  // No retries, in CI either: a test that passes only on a second try is flaky, and that must show.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/print-failures.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace in CI: its screencast and snapshots cost a third of the browsers' time, and CI keeps only what
    // the run prints (the error, its call log and the page's accessibility tree, tests/e2e/print-failures.ts).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        // No SITE_URL: the embedded default, so its origin is http://localhost:PORT (canonical addresses),
        // and a payer who opened the site at 127.0.0.1 is sent back there (topup.e2e.ts, decision 025).
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SKIP_BUILD: '1',
        // The tests are their own "proxy" on this machine: accounts are made from addresses of their own,
        // written in X-Forwarded-For (helpers.ts), which a loopback peer is believed about.
        TRUST_PROXY: 'loopback',
      },
    },
    {
      // English on its own host (EN_HOST). Chromium resolves *.localhost to this machine by itself.
      command: 'node scripts/start.mjs',
      url: `http://localhost:${englishHostPort}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(englishHostPort),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'rassam-e2e-en-')),
        SITE_URL: `http://localhost:${englishHostPort}`,
        EN_HOST: `en.localhost:${englishHostPort}`,
        // Offline AI runs cost their catalogue price here, so that a new account is short of coins
        // (studio.e2e.ts); the first server keeps them free for the runs from form to result.
        AI_OFFLINE_CHARGED: 'true',
        SKIP_BUILD: '1',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
      },
    },
  ],
});
