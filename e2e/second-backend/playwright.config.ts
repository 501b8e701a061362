import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/playwright/chromium.ts';
import { SECOND_BACKEND_PORT } from './src/specs/second-backend.ts';

// The production build against a second backend written from the specification and CONTRACT.md
// alone (src/backend). One worker: the tests change the backend's tenant state.
export default defineConfig({
  testDir: './src/specs',
  outputDir: '../../tmp/second-backend-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${SECOND_BACKEND_PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx tsx e2e/second-backend/src/backend/main.ts --port ${SECOND_BACKEND_PORT} --static dist/apps/console`,
    cwd: '../..',
    url: `http://127.0.0.1:${SECOND_BACKEND_PORT}/__second/state`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
