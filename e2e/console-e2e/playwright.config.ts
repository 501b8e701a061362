import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/playwright/chromium.ts';
import { E2E_PORT, PLAIN_HTTP_HOST } from './src/origins.ts';


// End-to-end against the production build served by the mock backend, as a web server would.
// One worker: the tests change the mock backend's persona and faults.
export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/console-e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  // A panel's lazy chunk and its first call can take a few seconds on a busy two-core runner.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${PLAIN_HTTP_HOST} 127.0.0.1`] },
  },
  webServer: {
    command: `npx tsx apps/mock-api/src/main.ts --port ${E2E_PORT} --static dist/apps/console --quiet`,
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/__mock/state`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
