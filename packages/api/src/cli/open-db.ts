import { applyMigrations, createDb, DataDirInUseError } from '@rassam/db';
import { getEnv } from '../env';

/** The configured database, migrated; for command-line tools (refuses a PGlite folder a server holds). */
export async function openMigratedDb() {
  const env = getEnv();
  try {
    const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
    await applyMigrations(handle);
    return { env, handle };
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      // A plain sentence, not a stack trace: this is an expected situation with an obvious remedy.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
