import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'pricing',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    passWithNoTests: true,
  },
});
