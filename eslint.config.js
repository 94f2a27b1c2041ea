// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = 'apps/web/src/features';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-duplicates': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way imports in the web app: shared code -> features -> app; features stay independent.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['analysis', 'admin', 'auth', 'company', 'feed', 'notifications', 'tutorial'].map(
              (feature) => ({
                target: `./${webFeatures}/${feature}`,
                from: `./${webFeatures}`,
                except: [`./${feature}`],
                message: 'A feature never imports another feature; compose them in app/routes.',
              }),
            ),
            {
              target: `./${webFeatures}`,
              from: './apps/web/src/app',
              message: 'Features do not import from the app layer.',
            },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/hooks',
                './apps/web/src/lib',
                './apps/web/src/utils',
                './apps/web/src/config',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app layer.',
            },
            {
              target: './apps/web',
              from: ['./apps/server', './packages/insights'],
              message: 'The web app talks to the server over HTTP and shares only the contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contracts',
              from: ['./apps', './packages/insights'],
              message: 'Contracts depend on nothing but zod.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'Contracts run in the browser too.' }] },
      ],
    },
  },
  {
    files: ['packages/insights/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:fs*', 'node:net', 'node:http*', 'node:child_process', 'fs', 'http'],
              message: 'The insights engine does no I/O; its scripts do.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
