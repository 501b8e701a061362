import { defineConfig } from 'vitest/config';

// Unit tests of the workspace scripts (the bench's byte counting).
export default defineConfig({
  test: {
    name: 'tools',
    root: import.meta.dirname,
    environment: 'node',
    include: ['scripts/**/*.test.mjs'],
    pool: 'threads',
    maxWorkers: 2,
  },
});
