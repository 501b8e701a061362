import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface IndexEntry { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] }

const index = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../dist/storybook/index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    // Stories tagged `wide` show a whole frame (the shell); the rest use the default panel size.
    if (story.tags?.includes('wide')) await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    const phase = await page.waitForFunction(() => {
      const current = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return current === 'finished' || current === 'completed' || current === 'errored' ? current : undefined;
    }, undefined, { timeout: 20_000 });
    // A play that failed ends on an arbitrary frame: never compare or record it.
    expect(await phase.jsonValue(), 'the story\'s play function failed').not.toBe('errored');
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
