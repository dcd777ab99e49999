import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle } from './client';
import { applyMigrations } from './migrate';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a schema of its own
 * on the PostgreSQL at TEST_DATABASE_URL (dropped again by `close()`).
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await createDb();
    await applyMigrations(handle);
    return handle;
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await createDb({ databaseUrl: url, poolSize: 1 });
  await admin.exec(`CREATE SCHEMA "${schema}"`);
  await admin.close();
  const handle = await createDb({ databaseUrl: url, searchPath: schema, poolSize: 5 });
  await applyMigrations(handle, { schema });
  return {
    ...handle,
    schema,
    close: async () => {
      await handle.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await handle.close();
    },
  };
}
