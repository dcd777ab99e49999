import { refreshStatistics } from '@rassam/db';
import { seedExamples } from '../modules/generation/examples';
import { seedDemoBlog } from '../modules/blog/blog.seed';
import { seedDemoServices } from '../modules/services/services.seed';
import { createStorage } from '../runtime';
import { seedDemoData, seedDemoMarketOnce, seedMarketReference } from '../seed';
import { openMigratedDb } from './open-db';

/**
 * Run by `npm start` and `npm run dev` before the server: migrations, the market's reference data, in demo
 * mode the demo data once (accounts and prices, demo shops, the service catalogue, the blog, and the AI examples
 * the server's workers then make; never without it, decision 017), and fresh planner statistics on PGlite.
 */
const { env, handle } = await openMigratedDb();
try {
  await seedMarketReference(handle.db);
  if (env.demoMode) {
    await seedDemoData(handle.db);
    await seedDemoMarketOnce(handle.db);
    const storage = createStorage(env);
    await seedDemoServices({ db: handle.db, storage });
    await seedDemoBlog({ db: handle.db, storage });
    await seedExamples({ db: handle.db, storage });
  }
  await refreshStatistics(handle);
} finally {
  await handle.close();
}
