import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      'data/**',
      '**/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.bench-bare-next/**',
      // A git-ignored scratch folder.
      'tmp/**',
      // Copies of package files (scripts/copy-public-assets.mjs).
      'apps/web/public/3d/**',
      'apps/web/public/map/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shared/*.json', '../../shared/*'], message: 'The project keeps its own copies of shared/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@rassam/db', message: 'The web app reaches data only through the API (DESIGN.md section 3).' },
            {
              name: 'react-toastify',
              message:
                "Import 'react-toastify/unstyled': the styled entry writes a <style> element the pages' CSP refuses (its CSS is in globals.css).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);
