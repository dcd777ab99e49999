// Unit, API and integration tests: always on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
// The second pass leaves out the packages that never touch a database (the AI package's media methods
// and adapters, the web app's pure modules): running them twice would prove nothing more and costs minutes.
import { spawnSync } from 'node:child_process';

const DATABASE_FREE = ['packages/ai/**', 'apps/web/**', 'packages/i18n/**'];

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
  vitest(
    process.env,
    `PostgreSQL (${TEST_DATABASE_URL})`,
    DATABASE_FREE.map((glob) => `--exclude=${glob}`),
  );
}
