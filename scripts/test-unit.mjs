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
vitest(withoutPostgres, 'PGlite');
if (TEST_DATABASE_URL) {
  vitest(
    process.env,
    `PostgreSQL (${TEST_DATABASE_URL})`,
    DATABASE_FREE.map((glob) => `--exclude=${glob}`),
  );
}
