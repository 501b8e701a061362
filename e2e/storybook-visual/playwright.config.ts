import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/playwright/chromium.ts';

// Visual regression: every story of the built Storybook against a committed baseline.
// Refresh baselines with `npm run visual:update` and review the PNG diff in the pull request.
export default defineConfig({
  testDir: './src',
  snapshotPathTemplate: '{testDir}/../__screenshots__/{arg}{ext}',
  outputDir: '../../tmp/storybook-visual-results',
  fullyParallel: true,
  workers: 2,
  // Up to two retries in CI: a rare one-frame difference (e.g. Terms/CancelSignsOut once) must not fail the run;
  // a real change fails all three attempts.
  retries: process.env.CI ? 2 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../../tmp/storybook-visual-report' }]] : 'list',
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0, threshold: 0 } },
  use: {
    baseURL: 'http://127.0.0.1:6007',
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx vite preview --outDir dist/storybook --port 6007 --strictPort --host 127.0.0.1',
    cwd: '../..',
    url: 'http://127.0.0.1:6007/index.json',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
