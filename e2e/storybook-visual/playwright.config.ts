import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/playwright/chromium.ts';

// The catalogue's one pass: every story of the built Storybook renders once and is checked for its play,
// axe and its committed baseline screenshot (src/story-checks.ts, cut into src/stories-1.spec.ts and stories-2.spec.ts).
// Refresh baselines with `npm run visual:update` and review the PNG diff in the pull request.
export default defineConfig({
  testDir: './src',
  snapshotPathTemplate: '{testDir}/../__screenshots__/{arg}{ext}',
  outputDir: '../../tmp/storybook-visual-results',
  // One shard file per worker, its stories in order (story-checks.ts).
  fullyParallel: false,
  workers: 2,
  // One retry in CI, reported as a warning by the retry-warning reporter: a real change fails both attempts.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['../../tools/playwright/retry-warning-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: '../../tmp/storybook-visual-report' }] as const] : []),
  ],
  // threshold 0.02 (YIQ): Chromium's software raster blurs a dialog's shadow a level or two differently
  // from run to run; anything a reviewer could see (≥ ~5/255 on a channel) still fails.
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0, threshold: 0.02 } },
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
