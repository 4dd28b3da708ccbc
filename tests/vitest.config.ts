import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tests',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'perf/**'],
    // One BFF and one Chromium for all journeys (tests/e2e/testing/global-setup.ts); the
    // journeys share that server's data, so files run one after another.
    globalSetup: ['e2e/testing/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // Journeys wait for the screen to follow (a GraphQL round trip, a re-render), not for 1 s.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // A file's own BFF (uploads, why-this-price) starts in a hook: start-bff.ts waits up to 180 s.
    hookTimeout: 240_000,
  },
});
