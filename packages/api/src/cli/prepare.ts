import { seedDemoData } from '../seed';
import { openMigratedDb } from './open-db';

/** Run by `npm start` and `npm run dev` before the server: migrations, then demo data once. */
const { env, handle } = await openMigratedDb();
try {
  if (env.SEED_DEMO_DATA) await seedDemoData(handle.db);
} finally {
  await handle.close();
}
