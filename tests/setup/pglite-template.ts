import { writePgliteTemplate } from '@rassam/db/test-db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest's global setup: one migrated PGlite for the whole run, which each test file's database starts
 * from (createTestDb). On PostgreSQL each file gets a schema of its own and this is not needed.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const folder = mkdtempSync(join(tmpdir(), 'rassam-pglite-template-'));
  await writePgliteTemplate(join(folder, 'migrated.tar'));
  return () => rmSync(folder, { recursive: true, force: true });
}
