import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      {
        test: {
          name: 'eslint-rules',
          environment: 'node',
          include: ['eslint-rules/**/*.test.js'],
        },
      },
    ],
  },
});
