// @ts-check
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {
  contractsZones,
  importerZones,
  serverZones,
  webZones,
} from './eslint-rules/boundary-zones.js';
import boundaries, { workspacePackages } from './eslint-rules/import-boundaries.js';

const ROOT = import.meta.dirname;

/** @param {string} folder */
function subfolders(folder) {
  return readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The folders the boundaries are drawn between, read at load so none is left out. */
const LAYOUT = {
  workspaces: [...workspacePackages(ROOT).values()].map((folder) => relative(ROOT, folder)),
  webFeatures: subfolders('apps/web/src/features'),
  serverModules: subfolders('apps/server/src/modules'),
};

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
          zones: webZones(LAYOUT),
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
          zones: contractsZones(LAYOUT),
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'Contracts run in the browser too.' }] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      // A module reads its own tables and calls other modules' services; the server never loads
      // the demo-data generator, which is started before it by `npm start`.
      'boundaries/import-boundaries': [
        'error',
        {
          root: ROOT,
          zones: serverZones(LAYOUT),
        },
      ],
    },
  },
  {
    files: ['packages/importer/**/*.ts'],
    rules: {
      'boundaries/import-boundaries': ['error', { root: ROOT, zones: importerZones(LAYOUT) }],
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
