import { demoAccount, demoAdmin, seedDemoData } from '../seed';
import { openMigratedDb } from './open-db';

/** `npm run db:seed`: demo data, once per installation. */
const { handle } = await openMigratedDb();
try {
  const seeded = await seedDemoData(handle.db);
  console.log(
    seeded
      ? `demo data seeded: sign in with ${demoAccount.phone} / ${demoAccount.password} (admin: ${demoAdmin.phone} / ${demoAdmin.password})`
      : 'demo data already seeded',
  );
} finally {
  await handle.close();
}
