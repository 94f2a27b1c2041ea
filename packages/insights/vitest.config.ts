import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'insights',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bin/**/*.test.ts'],
  },
});
