import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { resolve } from 'node:path';
import { sharedPlugins, workspaceRoot } from '../tools/vite/shared.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/playwright/chromium.ts';

// Every story renders in Debian Chromium, runs its `play`, and is checked with axe (a11y.test = error).
export default defineConfig({
  plugins: [...sharedPlugins(), storybookTest({ configDir: import.meta.dirname, storybookScript: 'npm run storybook -- --ci' })],
  resolve: { tsconfigPaths: true },
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/storybook-tests'),
  test: {
    name: 'storybook',
    api: { allowWrite: true, allowExec: true },
    maxWorkers: 2,
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
      api: { allowWrite: true, allowExec: true },
    },
  },
});
