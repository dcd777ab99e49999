// Debits per second with 64 concurrent clients, on PGlite and (when it answers) PostgreSQL, and the
// ledger's anomaly count afterwards (must be 0). Run by scripts/bench.mjs; prints one JSON line last.
import { createDb, users, type DbHandle } from '@rassam/db';
import { createTestDb } from '@rassam/db/test-db';
import { checkLedger, credit, debit } from '../packages/api/src/modules/wallet/wallet.service';

const CLIENTS = 64;
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 5);
const WALLETS = 8;

async function run(label: string, handle: DbHandle) {
  const owners: string[] = [];
  for (let i = 0; i < WALLETS; i += 1) {
    const [user] = await handle.db
      .insert(users)
      .values({ name: `bench ${i}`, phone: `+98939${String(5_000_000 + i).padStart(7, '0')}` })
      .returning();
    await credit(handle.db, user!.id, 10_000_000, { reason: 'topup' });
    owners.push(user!.id);
  }
  let debits = 0;
  let refused = 0;
  const until = performance.now() + SECONDS * 1000;
  // 64 clients over 8 wallets: contention on each wallet's row is the point.
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const owner = owners[client % WALLETS]!;
      while (performance.now() < until) {
        try {
          await handle.db.transaction((tx) => debit(tx, owner, 1, { reason: 'design_spend' }));
          debits += 1;
        } catch {
          refused += 1;
        }
      }
    }),
  );
  const anomalies = (await checkLedger(handle.db)).length;
  return {
    label,
    clients: CLIENTS,
    wallets: WALLETS,
    seconds: SECONDS,
    debits,
    perSecond: Math.round(debits / SECONDS),
    refused,
    anomalies,
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
