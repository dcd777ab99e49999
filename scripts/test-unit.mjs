// Unit, API and integration tests: always on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const vitest = (env, label) => {
  console.log(`\n── vitest on ${label} ──`);
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
vitest(withoutPostgres, 'PGlite');
if (TEST_DATABASE_URL) vitest(process.env, `PostgreSQL (${TEST_DATABASE_URL})`);
