import { defineConfig } from 'vitest/config';

// One run, every package: each project keeps its own settings beside its code.
export default defineConfig({
  test: {
    projects: ['contract', 'pricing', 'upstream', 'bff', 'web', 'tests'],
    // Every core: vitest's default leaves one free, which on a two-core machine is one file at a
    // time (19 min against 14 for the whole run). The journeys still run one file after another,
    // after the rest (tests/vitest.config.ts).
    maxWorkers: '100%',
  },
});
