import { refreshStatistics } from '@rassam/db';
import { seedExamples } from '../modules/generation/examples';
import { createStorage } from '../runtime';
import { seedDemoData, seedDemoMarketOnce, seedMarketReference } from '../seed';
import { openMigratedDb } from './open-db';

/**
 * Run by `npm start` and `npm run dev` before the server: migrations, then demo data once (accounts and
 * prices, and the AI examples the server's workers then make), and fresh planner statistics on PGlite.
 */
const { env, handle } = await openMigratedDb();
try {
  await seedMarketReference(handle.db);
  if (env.SEED_DEMO_DATA) {
    await seedDemoData(handle.db);
    await seedDemoMarketOnce(handle.db);
    await seedExamples({ db: handle.db, storage: createStorage(env) });
  }
  await refreshStatistics(handle);
} finally {
  await handle.close();
}
