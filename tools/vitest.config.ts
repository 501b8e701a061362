import { defineConfig } from 'vitest/config';

// Unit tests of the workspace scripts and build helpers (the bench's byte counting, the catalogue split).
export default defineConfig({
  test: {
    name: 'tools',
    root: import.meta.dirname,
    environment: 'node',
    include: ['scripts/**/*.test.mjs', 'vite/**/*.test.ts'],
    globals: true,
    pool: 'threads',
    maxWorkers: 2,
  },
});
