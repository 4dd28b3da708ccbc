import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'upstream',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
