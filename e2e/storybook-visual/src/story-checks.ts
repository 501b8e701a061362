import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { installStoryProbe, type StoryOutcome } from './story-probe.ts';

// One pass over the catalogue: every story renders once, and that one render is checked three ways —
// its `play` ran without error, axe found no violation (the a11y addon's afterEach, `a11y.test: 'error'`),
// and its final frame equals the committed baseline (stories tagged `no-visual` skip the last check only).

interface IndexEntry { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] }

const index = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../dist/storybook/index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('!test'));

// One browser context and page per worker, reloaded for each story: a new context per test starts
// Chromium's extra renderer processes every time and doubled the cost of a story.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId, baseURL });
      const page = await context.newPage();
      await installStoryProbe(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function renderStory(page: Page, id: string): Promise<StoryOutcome> {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  const outcome = await page.waitForFunction(() => (window as unknown as { __storyOutcome?: StoryOutcome }).__storyOutcome, undefined, { timeout: 25_000 });
  return (await outcome.jsonValue()) as StoryOutcome;
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
    // Stories tagged `wide` show a whole frame (the shell); the rest use the default panel size.
    await page.setViewportSize(story.tags?.includes('wide') ? { width: 1280, height: 800 } : { width: 800, height: 600 });
    const outcome = await renderStory(page, story.id);

    expect(outcome.errors, 'the story rendered and its play function passed').toEqual([]);
    expect(outcome.a11yViolations, 'axe found no accessibility violation').toEqual([]);
    expect(outcome.a11yChecked || outcome.a11yDisabled, 'axe ran on the story').toBe(true);

    if (story.tags?.includes('no-visual')) return;
    await page.evaluate(() => document.fonts.ready);
    if (!existsSync(resolve(import.meta.dirname, `../__screenshots__/${story.id}.png`))) {
      // `npm test` records a missing baseline (--update-snapshots=missing) instead of comparing: say so loudly,
      // the new PNG must be reviewed and committed.
      test.info().annotations.push({ type: 'warning', description: `no committed baseline for ${story.id}: recorded, not compared` });
      console.warn(`⚠ no committed baseline for ${story.id}: recorded, not compared`);
    }
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
