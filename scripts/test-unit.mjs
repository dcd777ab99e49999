// Unit, API and integration tests: always on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
// The second pass leaves out what never touches a database, where running twice would prove nothing more and
// costs minutes: the packages that have none (the AI package's media methods and adapters, the web app's pure
// modules, the messages), and every other test file that opens none (databaseFreeFiles below).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DATABASE_FREE = ['packages/ai/**', 'apps/web/**', 'packages/i18n/**'];
/** Where the other test files live (vitest.config.ts's include, less the packages above). */
const SEARCHED = ['packages/api', 'packages/db', 'tests/integration'];
/**
 * What a test file that uses a database names: the test app or database helpers, the runtime, the database
 * package or its query builder, PostgreSQL's address, the worker processes' fixture. A file naming none of
 * them opens no database, directly or through a helper of its own, and is a database-free file.
 */
const DATABASE_MARKS =
  /test-utils|test-db|createTestApp|createTestDb|createDb|runtime|@rassam\/db|drizzle|TEST_DATABASE_URL|worker-process/;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !file.includes('node_modules'));
}

function databaseFreeFiles() {
  return SEARCHED.flatMap(testFiles).filter((file) => !DATABASE_MARKS.test(readFileSync(file, 'utf8')));
}

const vitest = (env, label, extra = []) => {
  console.log(`\n── vitest on ${label} ──`);
  const result = spawnSync('npx', ['vitest', 'run', ...extra, ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
// In CI the PostgreSQL-only tests (concurrency, several processes) must run, never be skipped quietly.
if (process.env.CI && !TEST_DATABASE_URL) {
  console.error('CI is set but TEST_DATABASE_URL is not: the PostgreSQL pass cannot run (.ci/run sets it).');
  process.exit(1);
}
// The PGlite pass skips the PostgreSQL-only tests because the PostgreSQL pass below runs them.
vitest(TEST_DATABASE_URL ? { ...withoutPostgres, TEST_POSTGRES_LATER: '1' } : withoutPostgres, 'PGlite');
if (TEST_DATABASE_URL) {
  const files = databaseFreeFiles();
  console.log(`\n${files.length} database-free test files run on PGlite only`);
  vitest(
    process.env,
    `PostgreSQL (${TEST_DATABASE_URL})`,
    [...DATABASE_FREE, ...files].map((glob) => `--exclude=${glob}`),
  );
}
