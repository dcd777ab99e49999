import { createDb } from '../client';
import { applyMigrations } from '../migrate';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to PGlite in DATA_DIR. */
const handle = await createDb({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? undefined : `${process.env.DATA_DIR ?? './data'}`,
});
try {
  const applied = await applyMigrations(handle);
  console.log(`migrations: ${applied} applied (${handle.kind})`);
} finally {
  await handle.close();
}
