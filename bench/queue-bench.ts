// The design queue: claims per second of our claim (lease, attempts, heartbeat columns) against a bare
// `SKIP LOCKED` claim loop on the same database and rows (the ratio is our overhead), and the end-to-end
// latency of a no-op job (create → worker claims → settles), p50 and p99. PGlite and PostgreSQL.
// Run by scripts/bench.mjs; prints one JSON line last.
import { sql } from 'drizzle-orm';
import { createDb, designs, users, type DbHandle } from '@rassam/db';
import { createTestDb } from '@rassam/db/test-db';
import type { AppDeps } from '../packages/api/src/lib/context';
import { createLogger } from '../packages/api/src/lib/logger';
import { createDesign } from '../packages/api/src/modules/generation/designs.service';
import { createPlanner } from '../packages/api/src/modules/generation/routing';
import { claimNext, complete } from '../packages/api/src/modules/generation/queue';
import { startWorkers } from '../packages/api/src/modules/generation/worker';

const JOBS = Number(process.env.BENCH_QUEUE_JOBS ?? 2000);
const CLAIMERS = 8;
const LATENCY_JOBS = Number(process.env.BENCH_QUEUE_LATENCY_JOBS ?? 200);

async function seed(handle: DbHandle, owner: string, n: number) {
  for (let done = 0; done < n; done += 500) {
    const rows = Array.from({ length: Math.min(500, n - done) }, () => ({
      userId: owner,
      tool: 'nano-banana',
      input: { prompt: 'bench' },
      cost: 0,
      seed: 1,
    }));
    await handle.db.insert(designs).values(rows);
  }
}

async function timed(run: () => Promise<void>) {
  const start = performance.now();
  await run();
  return (performance.now() - start) / 1000;
}

async function drainWith(claimers: number, claimOne: () => Promise<boolean>) {
  await Promise.all(
    Array.from({ length: claimers }, async () => {
      while (await claimOne());
    }),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function run(label: string, handle: DbHandle) {
  const [owner] = await handle.db.insert(users).values({ name: 'bench', phone: '+989390009999' }).returning();
  const claimers = handle.kind === 'pglite' ? 1 : CLAIMERS;

  // A bare claim: the smallest correct SKIP LOCKED dequeue, flipping the status only.
  await seed(handle, owner!.id, JOBS);
  const bare = await timed(() =>
    drainWith(claimers, async () => {
      const result = await handle.db.execute(sql`
        update designs set status = 'processing'
        where id = (select id from designs where status = 'queued' order by run_after for update skip locked limit 1)
        returning id`);
      if (!result.rows.length) return false;
      await handle.db.execute(
        sql`update designs set status = 'completed' where id = ${(result.rows[0] as { id: string }).id}`,
      );
      return true;
    }),
  );

  // Ours: lease, attempts, started_at, then the settling transaction with its NOTIFY.
  await seed(handle, owner!.id, JOBS);
  const ours = await timed(() =>
    drainWith(claimers, async () => {
      const lease = { owner: 'bench', ms: 30_000 };
      const design = await claimNext(handle.db, lease);
      if (!design) return false;
      await complete(handle.db, design.id, lease, { provider: 'offline', model: 'noop', preview: false, outputs: [] });
      return true;
    }),
  );

  // End to end: a worker loop in this process, designs created one after another.
  const deps = { db: handle.db, dbKind: handle.kind, logger: createLogger('silent') } as unknown as AppDeps;
  const workers = startWorkers(
    deps,
    { run: async (design) => ({ provider: 'offline', model: design.tool, outputs: [] }) },
    claimers,
    { idleMs: 5 },
  );
  const latencies: number[] = [];
  for (let i = 0; i < LATENCY_JOBS; i++) {
    const start = performance.now();
    const design = await createDesign(handle.db, createPlanner({}, { enabled: true, charged: false }), owner!.id, {
      tool: 'nano-banana',
      input: { prompt: 'latency' },
    });
    for (;;) {
      const result = await handle.db.execute(sql`select status from designs where id = ${design.id}`);
      if ((result.rows[0] as { status: string }).status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    latencies.push(performance.now() - start);
  }
  await workers.stop();
  latencies.sort((a, b) => a - b);

  return {
    label,
    jobs: JOBS,
    claimers,
    bareClaimsPerSecond: Math.round(JOBS / bare),
    ourClaimsPerSecond: Math.round(JOBS / ours),
    ratio: Math.round((JOBS / ours / (JOBS / bare)) * 100) / 100,
    noopLatencyMs: { p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)) },
  };
}

const results = [];
const pglite = await createTestDb();
try {
  results.push(await run('PGlite', pglite));
} finally {
  await pglite.close();
}
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const probe = await createDb({ databaseUrl: url, poolSize: 1 });
const reachable = await probe.exec('select 1').then(
  () => true,
  () => false,
);
await probe.close();
if (reachable) {
  process.env.TEST_DATABASE_URL = url;
  const pg = await createTestDb();
  try {
    results.push(await run('PostgreSQL', pg));
  } finally {
    await pg.close();
  }
}
console.log(JSON.stringify(results));
