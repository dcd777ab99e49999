import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's own imports (`@/components/...`), as its tsconfig maps them; `@rassam/*` stay packages.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }] },
  test: {
    include: [
      'packages/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      // Render tests of the web app's components (server-side markup, no browser).
      'apps/web/src/**/*.test.tsx',
      'tests/integration/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/.next/**'],
    setupFiles: ['./tests/setup/env.ts'],
    globalSetup: ['./tests/setup/pglite-template.ts'],
    // next-intl imports `next/navigation` without the extension Node's ESM loader needs: let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    // PGlite instances are heavy WASM; two workers match the two cores of our machines.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
