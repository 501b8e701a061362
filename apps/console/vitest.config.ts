import { defineConfig } from 'vitest/config';
import { libTestConfig } from '../../tools/vite/shared.ts';

const app = libTestConfig(import.meta.dirname);

export default defineConfig({
  ...app,
  test: {
    ...app.test,
    projects: [
      { extends: true },
      // The build's own plugins (vite/) run in Node, as in the build: no DOM, no browser test setup.
      { test: { name: 'apps/console build', root: import.meta.dirname, environment: 'node', include: ['vite/**/*.test.ts'], globals: true } },
    ],
  },
});
