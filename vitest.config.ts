import { defineConfig } from 'vitest/config';

// One run, every package: each project keeps its own settings beside its code.
export default defineConfig({
  test: {
    projects: ['contract', 'pricing', 'upstream', 'bff', 'web', 'tests'],
  },
});
