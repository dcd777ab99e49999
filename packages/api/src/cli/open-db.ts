import { applyMigrations, createDb } from '@rassam/db';
import { getEnv } from '../env';

/** The configured database, migrated; for command-line tools (refuses a PGlite folder a server holds). */
export async function openMigratedDb() {
  const env = getEnv();
  const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await applyMigrations(handle);
  return { env, handle };
}
