import { parseArgs } from 'node:util';
import { refreshStatistics } from '@rassam/db';
import { seedMarketListings } from '../modules/market/market.seed';
import { seedDemoBlog } from '../modules/blog/blog.seed';
import { seedDemoServices } from '../modules/services/services.seed';
import { createStorage } from '../runtime';
import { demoAccount, demoAdmin, seedDemoData, seedDemoMarketOnce, seedMarketReference } from '../seed';
import { getEnv } from '../env';
import { openMigratedDb } from './open-db';

/**
 * `npm run db:seed`: demo data, once per installation. `npm run db:seed -- --market 100000` also makes
 * that many active listings over Iran's provinces and cities (a scale test of search and the map).
 */
const { values } = parseArgs({ options: { market: { type: 'string' } }, allowPositionals: false });
const marketCount = values.market === undefined ? 0 : Number(values.market);
if (!Number.isInteger(marketCount) || marketCount < 0) {
  console.error('--market takes a number of listings, e.g. --market 100000');
  process.exit(1);
}

// Demo accounts with a published password are a way in: only a demo has them (decision 017).
if (!getEnv().demoMode) {
  console.error(
    'db:seed makes demo data, which only demo mode has, and demo mode is off here (DATABASE_URL is set or DEMO_MODE=false): run it with DEMO_MODE=true on a database meant for a demo',
  );
  process.exit(1);
}

const { env, handle } = await openMigratedDb();
try {
  const seeded = await seedDemoData(handle.db);
  await seedMarketReference(handle.db);
  await seedDemoMarketOnce(handle.db);
  const storage = createStorage(env);
  await seedDemoServices({ db: handle.db, storage });
  await seedDemoBlog({ db: handle.db, storage });
  console.log(
    seeded
      ? `demo data seeded: sign in with ${demoAccount.phone} / ${demoAccount.password} (admin: ${demoAdmin.phone} / ${demoAdmin.password})`
      : 'demo data already seeded',
  );
  if (marketCount > 0) {
    const started = performance.now();
    const result = await seedMarketListings(handle.db, {
      listings: marketCount,
      onProgress: (done) => {
        if (done % 10_000 < 2_000) console.log(`  ${done} listings…`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `market: ${result.listings} listings in ${result.shops} shops, ${seconds.toFixed(1)} s (${Math.round(result.listings / seconds)}/s)`,
    );
  }
  await refreshStatistics(handle);
} finally {
  await handle.close();
}
