import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql 16 ships index.js (what Node loads for type-graphql and yoga) and index.mjs (what
    // Vite would pick for our sources). Two copies break instanceof checks, so use Node's.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    name: 'bff',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    // type-graphql's decorators need the Reflect metadata API before any schema class loads;
    // the app gets it from server.ts, unit tests that import types directly from here.
    setupFiles: ['reflect-metadata'],
    // A bound only keeps a hung test short: CPU-heavy tests (100k generated items, workers) take
    // several times longer when other processes share the cores, and must still pass.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
