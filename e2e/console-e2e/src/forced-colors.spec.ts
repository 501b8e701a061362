// Forced colours (Windows high contrast) paint backgrounds and drop shadows: what the console showed
// only with them is drawn with system colours instead (display audit D1–D3).
import { expect, signIn, test } from './fixtures.ts';

test.use({ forcedColors: 'active' });

const style = (locator: import('@playwright/test').Locator, property: string) =>
  locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

test('dialogs, the palette and the bell have an edge; the current page and the selected tab are marked', async ({ page, mock: _mock }) => {
  await signIn(page, '/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();

  // The current page's entry: before, only a background told it from the others.
  const current = menu.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  expect(await style(current, 'outline-style')).toBe('solid');

  // The command palette floats over the page with an edge of its own.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog').last();
  await expect(palette).toBeVisible();
  expect(await style(palette, 'border-top-style')).toBe('solid');
  expect(await style(palette, 'border-top-width')).toBe('1px');
  await page.keyboard.press('Escape');

  // So does the bell's dropdown.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell).toBeVisible();
  expect(await style(bell, 'border-top-style')).toBe('solid');
  await page.keyboard.press('Escape');

  // A panel's selected tab is underlined, not only painted.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleDrawer', search_type: 3, params: { sha1: '3395856ce81f2b7382dee72602f798b642f14140' } } })));
  const selected = page.getByRole('dialog').getByRole('tab', { selected: true }).first();
  await expect(selected).toBeVisible();
  expect(await style(selected, 'text-decoration-line')).toBe('underline');
  const other = page.getByRole('dialog').getByRole('tab', { selected: false }).first();
  expect(await style(other, 'text-decoration-line')).toBe('none');
});
