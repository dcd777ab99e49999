/**
 * Before the first test: both servers have made their demo AI examples. A fresh installation queues them at
 * start (packages/api/src/cli/prepare.ts, seedExamples), and each one finished drops the cached public pages.
 * While they were still being made, such a drop could land in a test's client-side navigation (the old page's
 * canonical link kept beside the new one, decision 030), and their ffmpeg work slowed the first tests.
 * Waits until each server shows all its examples, or their number has not moved for half a minute (one that
 * failed is not waited for), or three minutes have passed; then the tests run as before.
 */
/** packages/api/src/modules/generation/examples.ts: the demo's examples (EXAMPLES). */
const DEMO_EXAMPLES = 9;
const STILL_FOR_MS = 30_000;
const AT_MOST_MS = 180_000;

async function examplesShown(origin: string): Promise<number> {
  try {
    const response = await fetch(`${origin}/api/examples`);
    if (!response.ok) return 0;
    return ((await response.json()) as { data: unknown[] }).data.length;
  } catch {
    return 0;
  }
}

async function untilExamplesMade(origin: string) {
  const start = Date.now();
  let shown = -1;
  let movedAt = start;
  for (;;) {
    const now = await examplesShown(origin);
    if (now !== shown) {
      shown = now;
      movedAt = Date.now();
    }
    if (shown >= DEMO_EXAMPLES || Date.now() - movedAt > STILL_FOR_MS || Date.now() - start > AT_MOST_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  console.log(`${origin}: ${shown} demo examples made, waited ${Math.round((Date.now() - start) / 1000)} s`);
}

export default async function globalSetup() {
  // The two servers of playwright.config.ts: E2E_PORT (Persian and English by path) and the next (English host).
  const port = Number(process.env.E2E_PORT ?? 3210);
  await Promise.all([port, port + 1].map((each) => untilExamplesMade(`http://localhost:${each}`)));
}
