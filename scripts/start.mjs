// `npm start` (and `npm run dev` with --dev): build what is not built yet, migrate and seed, then serve.
// `--build-only` stops after the build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyPublicAssets } from './copy-public-assets.mjs';
import { precompressStatic } from './precompress-static.mjs';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'apps/web');
const dev = process.argv.includes('--dev');
const next = join(root, 'node_modules/next/dist/bin/next');
const env = {
  ...process.env,
  // The server runs in apps/web; a relative DATA_DIR means the folder where npm start was typed.
  DATA_DIR: resolve(process.env.DATA_DIR ?? './data'),
  PORT: process.env.PORT ?? '3000',
};

function newestChange(dir) {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      entry.name === 'node_modules' ||
      entry.name === '.next' ||
      entry.name.startsWith('.') ||
      /\.test\.tsx?$/.test(entry.name)
    )
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', env, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// public/3d, map and fonts hold copies of package files (scripts/copy-public-assets.mjs); they are not committed.
await copyPublicAssets();

// SKIP_BUILD=1 serves the build that is there (tests running beside a build in progress must not start another).
if (!dev && process.env.SKIP_BUILD !== '1') {
  const buildId = join(web, '.next/BUILD_ID');
  // The build's configuration and the installed packages count as sources too.
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/next.config.ts',
    'apps/web/postcss.config.mjs',
    'packages',
    'package-lock.json',
  ].map((p) => join(root, p));
  const stale = !existsSync(buildId) || Math.max(...sources.map(newestChange)) > statSync(buildId).mtimeMs;
  if (stale) run(process.execPath, [next, 'build'], { cwd: web, env: { ...env, NODE_ENV: 'production' } });
  // Brotli copies of the build's scripts and styles (a build made by `next build` alone has none yet).
  await precompressStatic();
}

// `--build-only`: what the browser tests run first, so that the servers they start need not build.
if (process.argv.includes('--build-only')) process.exit(0);

run(process.execPath, ['--import', 'tsx', join(root, 'packages/api/src/cli/prepare.ts')], { cwd: root });

const server = spawn(process.execPath, [join(web, 'server.mjs'), ...(dev ? ['--dev'] : [])], {
  cwd: web,
  env: { ...env, NODE_ENV: dev ? 'development' : 'production' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
