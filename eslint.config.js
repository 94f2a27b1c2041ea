// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/import-boundaries.js';

const ROOT = import.meta.dirname;
const webFeatures = 'apps/web/src/features';
const WEB_FEATURES = ['analysis', 'admin', 'auth', 'company', 'feed', 'notifications', 'tutorial'];

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
    plugins: { boundaries, 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
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
      'boundaries/import-boundaries': [
        'error',
        {
          root: ROOT,
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `${webFeatures}/${feature}`,
              from: [webFeatures],
              except: [`${webFeatures}/${feature}`],
              message: 'A feature never imports another feature; compose them in app/routes.',
            })),
            {
              target: webFeatures,
              from: ['apps/web/src/app'],
              message: 'Features do not import from the app layer.',
            },
            ...['components', 'hooks', 'lib', 'utils', 'config'].map((folder) => ({
              target: `apps/web/src/${folder}`,
              from: [webFeatures, 'apps/web/src/app'],
              message: 'Shared code does not import features or the app layer.',
            })),
            {
              target: 'apps/web',
              from: ['apps/server', 'packages/insights'],
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
      'boundaries/import-boundaries': [
        'error',
        {
          root: ROOT,
          zones: [
            {
              target: 'packages/contracts',
              from: ['apps', 'packages/insights'],
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
