import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo-data',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The tests that load the data set use the server's test databases, migrated once per run.
    globalSetup: ['../../apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
