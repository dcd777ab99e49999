// Unit, API and integration tests, once: each test file's database is PGlite by default, or a schema of its
// own on the PostgreSQL at TEST_DATABASE_URL when that is set (packages/db/src/test-db.ts). CI sets it, so
// there these tests run on PostgreSQL, what a real deployment uses, while the browser tests run the whole
// product on PGlite, the embedded default: each database is covered once, not the same tests twice
// (docs/decisions/053).
import { spawnSync } from 'node:child_process';

// In CI the PostgreSQL-only tests (concurrency, several processes) must run, never be skipped quietly.
if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  console.error('CI is set but TEST_DATABASE_URL is not: the tests cannot run on PostgreSQL (.ci/run sets it).');
  process.exit(1);
}
console.log(
  `\n── vitest on ${process.env.TEST_DATABASE_URL ? `PostgreSQL (${process.env.TEST_DATABASE_URL})` : 'PGlite'} ──`,
);
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
