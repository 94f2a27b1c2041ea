import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database copy (about 1.5 s on PGlite); sign-in tests hash passwords.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
