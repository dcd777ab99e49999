// The cost of a rate-limit decision (enforce: one counted hit and the verdict) with 50 concurrent clients
// over 1,000 subjects, on each store that answers: PGlite; PostgreSQL (BENCH_POSTGRES_URL, else
// TEST_DATABASE_URL, else the local server), in a schema of its own dropped after; Redis (REDIS_URL, else
// TEST_REDIS_URL, else the local one), under a key prefix of its own deleted after. Each row checks that
// every decision was counted exactly once where it should be. Figures and ratios, no pass/fail.
// Run by scripts/bench.mjs (row i), or alone: `node --import tsx bench/rate-limit-bench.ts`. The last
// line it prints is JSON.
import { applyMigrations, createDb, rateLimits, type DbHandle } from '@rassam/db';
import { createTestDb } from '@rassam/db/test-db';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { createLogger } from '../packages/api/src/lib/logger';
import { createDatabaseRateLimiter, enforce, type Limit, type RateLimiter } from '../packages/api/src/lib/rate-limit';
import { createRedisRateLimiter } from '../packages/api/src/lib/rate-limit-redis';

const CLIENTS = 50;
const SUBJECTS = 1_000;
const SECONDS = Number(process.env.BENCH_RATE_LIMIT_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
// Never reached: every decision is a yes, so each one costs the same.
const limit: Limit = { name: 'bench:rl', max: 1_000_000_000, windowSeconds: 3600 };

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

interface Row {
  label: string;
  perSecond: number;
  latencyMs: { p50: number; p99: number };
  decisions: number;
  /** Hits the store holds afterwards; equal to every decision made, warm-up included. */
  counted: number;
  made: number;
  loadAverage: number;
}

/** 50 clients, each deciding for its own run of subjects as fast as the store answers. */
async function load(limiter: RateLimiter, seconds: number, latencies?: number[]) {
  let decisions = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; performance.now() < until; i += 1) {
        const started = performance.now();
        await enforce(limiter, limit, `s${(client * 7919 + i) % SUBJECTS}`);
        latencies?.push(performance.now() - started);
        decisions += 1;
      }
    }),
  );
  return decisions;
}

async function measure(label: string, limiter: RateLimiter, counted: () => Promise<number>): Promise<Row> {
  const loadAverage = round(loadavg()[0]!, 2);
  const warmup = await load(limiter, WARMUP_SECONDS);
  const latencies: number[] = [];
  const decisions = await load(limiter, SECONDS, latencies);
  latencies.sort((a, b) => a - b);
  return {
    label,
    perSecond: Math.round(decisions / SECONDS),
    latencyMs: { p50: round(percentile(latencies, 0.5), 2), p99: round(percentile(latencies, 0.99), 2) },
    decisions,
    counted: await counted(),
    made: warmup + decisions,
    loadAverage,
  };
}

const countedIn = (handle: DbHandle) => async () => {
  const [row] = await handle.db
    .select({ hits: sql<number>`coalesce(sum(${rateLimits.hits}), 0)::int` })
    .from(rateLimits)
    .where(sql`${rateLimits.key} like 'bench:rl:%'`);
  return row!.hits;
};

async function answers(check: () => Promise<unknown>) {
  return check().then(
    () => true,
    () => false,
  );
}

const rows: Row[] = [];

const pglite = await createTestDb();
try {
  rows.push(await measure('PGlite', createDatabaseRateLimiter(pglite.db), countedIn(pglite)));
} finally {
  await pglite.close();
}

const postgresUrl =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const probe = await createDb({ databaseUrl: postgresUrl, poolSize: 1, log: createLogger('silent') });
if (await answers(() => probe.exec('select 1'))) {
  // The production pool (10 connections), not the tests' smaller one.
  const schema = `bench_rl_${randomBytes(4).toString('hex')}`;
  await probe.exec(`CREATE SCHEMA "${schema}"`);
  const handle = await createDb({ databaseUrl: postgresUrl, searchPath: schema, log: createLogger('silent') });
  try {
    await applyMigrations(handle, { schema });
    rows.push(await measure('PostgreSQL', createDatabaseRateLimiter(handle.db), countedIn(handle)));
  } finally {
    await handle.close();
    await probe.exec(`DROP SCHEMA "${schema}" CASCADE`);
  }
}
await probe.close();

const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const raw = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
raw.on('error', () => {});
if (await answers(() => raw.connect().then(() => raw.ping()))) {
  const keyPrefix = `bench:${randomBytes(4).toString('hex')}:`;
  // The stand-in is never meant to be used: a decision counted there shows as one missing from Redis.
  const standIn = await createTestDb();
  const limiter = createRedisRateLimiter({
    url: redisUrl,
    fallback: createDatabaseRateLimiter(standIn.db),
    logger: createLogger('silent'),
    keyPrefix,
  });
  const keys = Array.from({ length: SUBJECTS }, (_, subject) => `${keyPrefix}${limit.name}:s${subject}`);
  try {
    rows.push(
      await measure('Redis', limiter, async () =>
        (await raw.mget(keys)).reduce((sum, value) => sum + Number(value ?? 0), 0),
      ),
    );
  } finally {
    await raw.del(keys);
    await limiter.close();
    await standIn.close();
  }
}
raw.disconnect();

const byLabel = (label: string) => rows.find((row) => row.label === label);
const ratios = Object.fromEntries(
  rows.map((row) => [
    row.label,
    {
      toPGlite: round(row.perSecond / byLabel('PGlite')!.perSecond, 2),
      toPostgreSQL: byLabel('PostgreSQL') ? round(row.perSecond / byLabel('PostgreSQL')!.perSecond, 2) : null,
    },
  ]),
);

console.log(
  `rate-limit decisions, ${CLIENTS} concurrent clients over ${SUBJECTS} subjects, ${SECONDS} s each (${cpus().length} cores; client and store share the machine)`,
);
for (const row of rows) {
  const ratio = ratios[row.label]!;
  console.log(
    `  ${row.label.padEnd(11)} ${String(row.perSecond).padStart(7)} decisions/s   p50 ${row.latencyMs.p50} ms   p99 ${row.latencyMs.p99} ms   ${ratio.toPGlite}× PGlite${ratio.toPostgreSQL === null ? '' : `   ${ratio.toPostgreSQL}× PostgreSQL`}   counted ${row.counted} of ${row.made}   load ${row.loadAverage}`,
  );
}
console.log(JSON.stringify({ clients: CLIENTS, subjects: SUBJECTS, seconds: SECONDS, rows, ratios }));
