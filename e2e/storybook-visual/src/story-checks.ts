import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CAPTURE_VIEWPORTS, captureSizeOf } from '@soc/testing/capture';
import { installStoryProbe, type StoryOutcome } from './story-probe.ts';

// One pass over the catalogue: every story renders once, and that one render is checked three ways —
// its `play` ran without error, axe found no violation (the a11y addon's afterEach, `a11y.test: 'error'`),
// and its final frame equals the committed baseline (stories tagged `no-visual` skip the last check only).
//
// Speed: the catalogue is cut into SHARD_COUNT spec files of whole story files (`stories-<n>.spec.ts`),
// one per worker, each run in order. The first story of each story file loads the preview page afresh;
// the stories after it switch in place (Storybook's `setCurrentStory`), as in the Storybook test runner —
// a reload costs seconds, a switch a frame. Stories of one file already share a page in the Vitest run,
// so nothing new can leak; a failed story restarts the worker and the next story loads afresh.

const SHARD_COUNT = 2;
/** `STORIES_FRESH=1` loads every story afresh: finds stories whose final frame depends on the one before. */
const ALWAYS_FRESH = process.env.STORIES_FRESH === '1';

interface IndexEntry { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] }

const index = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../dist/storybook/index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('!test'));

/** Whole story files per shard, balanced by story count (largest first onto the lightest shard). */
function shardOf(shard: number): IndexEntry[] {
  const byTitle = new Map<string, IndexEntry[]>();
  for (const story of stories) byTitle.set(story.title, [...(byTitle.get(story.title) ?? []), story]);
  const loads = Array.from({ length: SHARD_COUNT }, () => ({ count: 0, titles: new Set<string>() }));
  for (const [title, group] of [...byTitle].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
    const lightest = loads.reduce((min, load) => (load.count < min.count ? load : min));
    lightest.count += group.length;
    lightest.titles.add(title);
  }
  // Catalogue order inside the shard, so a story file's stories run back to back.
  return stories.filter((story) => loads[shard]?.titles.has(story.title));
}

// One browser context and page per worker: a new context per test starts Chromium's extra renderer
// processes every time and doubled the cost of a story.
const test = base.extend<object, { storyPage: { page: Page; title?: string } }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId, baseURL });
      const page = await context.newPage();
      await installStoryProbe(page);
      await use({ page });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function renderStory(page: Page, id: string, fresh: boolean): Promise<StoryOutcome> {
  if (fresh) await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  else await page.evaluate((storyId) => (window as unknown as { __switchStory: (id: string) => void }).__switchStory(storyId), id);
  const outcome = await page.waitForFunction(
    (storyId) => (window as unknown as { __storyOutcomes?: Record<string, StoryOutcome> }).__storyOutcomes?.[storyId],
    id,
    { timeout: 25_000 },
  );
  return (await outcome.jsonValue()) as StoryOutcome;
}

export function defineStoryChecks(shard: number): void {
  for (const story of shardOf(shard)) {
    test(`${story.title} › ${story.name}`, async ({ storyPage }) => {
      const { page } = storyPage;
      await page.setViewportSize(CAPTURE_VIEWPORTS[captureSizeOf(story.tags ?? [])]);
      const fresh = ALWAYS_FRESH || storyPage.title !== story.title;
      storyPage.title = undefined; // a story that fails part-way leaves the next one to load afresh
      const outcome = await renderStory(page, story.id, fresh);

      expect(outcome.errors, 'the story rendered and its play function passed').toEqual([]);
      expect(outcome.a11yViolations, 'axe found no accessibility violation').toEqual([]);
      expect(outcome.a11yChecked || outcome.a11yDisabled, 'axe ran on the story').toBe(true);

      if (!story.tags?.includes('no-visual')) {
        await page.evaluate(() => document.fonts.ready);
        if (!existsSync(resolve(import.meta.dirname, `../__screenshots__/${story.id}.png`))) {
          // `npm test` records a missing baseline (--update-snapshots=missing) instead of comparing: say so loudly,
          // the new PNG must be reviewed and committed.
          test.info().annotations.push({ type: 'warning', description: `no committed baseline for ${story.id}: recorded, not compared` });
          console.warn(`⚠ no committed baseline for ${story.id}: recorded, not compared`);
        }
        await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
      }
      storyPage.title = story.title;
    });
  }
}
