import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createDb, type DbHandle } from './client';
import { applyMigrations } from './migrate';

/** Where the suite's migrated PGlite template lies (tests/setup/pglite-template.ts writes it). */
const TEMPLATE_VARIABLE = 'TEST_PGLITE_TEMPLATE';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a schema of its own
 * on the PostgreSQL at TEST_DATABASE_URL (dropped again by `close()`). PGlite starts from the suite's
 * migrated template when there is one; the migrations still run, and find nothing left to apply.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = process.env[TEMPLATE_VARIABLE];
    const fromDump = template ? new Blob([await readFile(template)]) : undefined;
    const handle = await createDb({ fromDump });
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

/**
 * Whether the tests that need PostgreSQL (real concurrency, several processes) are skipped here: only
 * when TEST_DATABASE_URL is unset outside CI. In CI (`CI` set) a missing TEST_DATABASE_URL fails the
 * file instead, so a CI run without PostgreSQL is red rather than green without them.
 */
export function skipWithoutPostgres(): boolean {
  if (process.env.TEST_DATABASE_URL) return false;
  if (process.env.CI) {
    throw new Error(
      'CI is set but TEST_DATABASE_URL is not: the PostgreSQL-only tests (concurrency, several processes) ' +
        'cannot run. Start PostgreSQL and set TEST_DATABASE_URL (.ci/run does both).',
    );
  }
  return true;
}

/**
 * Writes a migrated PGlite's data folder to `file` and names it for the test files that follow (their
 * processes inherit the variable): initdb and the migrations then run once per suite, not once per file.
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const handle = await createDb();
  try {
    await applyMigrations(handle);
    await writeFile(file, Buffer.from(await (await handle.dump!()).arrayBuffer()));
  } finally {
    await handle.close();
  }
  process.env[TEMPLATE_VARIABLE] = file;
}
