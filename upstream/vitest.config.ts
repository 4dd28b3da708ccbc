import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'upstream',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    // A bound only keeps a hung test short: CPU-heavy tests (100k generated items, workers) take
    // several times longer when other processes share the cores, and must still pass.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
