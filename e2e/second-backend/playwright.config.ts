import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/playwright/chromium.ts';
import { SECOND_BACKEND_PORT, SECOND_BACKEND_WORKERS } from './src/specs/second-backend.ts';

// The production build against a second backend written from the specification and CONTRACT.md
// alone (src/backend). The tests change the backend's tenant state, so each worker has its own
// backend (second-backend.ts gives each worker its port).
const ports = Array.from({ length: SECOND_BACKEND_WORKERS }, (_, i) => SECOND_BACKEND_PORT + i);

export default defineConfig({
  testDir: './src/specs',
  outputDir: '../../tmp/second-backend-results',
  fullyParallel: false,
  workers: SECOND_BACKEND_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: ports.map((port) => ({
    command: `npx tsx e2e/second-backend/src/backend/main.ts --port ${port} --static dist/apps/console`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/__second/state`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  })),
});
