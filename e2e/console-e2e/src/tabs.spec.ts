import { expect, signIn, test } from './fixtures.ts';

// Several tabs of one browser share the session token (contract §5 `token` in localStorage): what one
// tab does to it, the others follow (multi-tab audit D1, D8).

const PANEL = '/users/about?panel=6:ip:8.8.8.8';

test('a sign-in again in another tab (a new token: perhaps another user or company) ends this tab\'s session; Reload continues in the new one', async ({ page, mock: _mock }) => {
  await signIn(page, PANEL);
  const drawer = page.getByRole('dialog').filter({ hasText: '8.8.8.8' });
  await expect(drawer).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/users/about');
  await expect(other.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // The other tab's sign-in stores its own token (the mock accepts any).
  const oldToken = await other.evaluate(() => localStorage.getItem('token'));
  await other.evaluate(() => localStorage.setItem('token', 'a-new-sign-in'));

  const ended = page.getByRole('alertdialog', { name: 'You signed in again' });
  await expect(ended).toBeVisible();
  await expect(ended).toHaveAccessibleDescription(/another user or company/);
  // The ended session's page is covered, not dimmed: nothing of the panel can be read around the dialog.
  const backdrop = page.locator('[data-part="backdrop"][data-state="open"]').last();
  expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('a-new-sign-in');

  await ended.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/users\/about\?panel=6/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(oldToken).not.toBe('a-new-sign-in');
});

test('a sign-out in another tab shows "You signed out" over a covered page', async ({ page, mock: _mock }) => {
  await signIn(page, PANEL);
  await expect(page.getByRole('dialog').filter({ hasText: '8.8.8.8' })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/users/about');
  await other.getByRole('button', { name: /^User menu/ }).click();
  await other.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('alertdialog', { name: 'You signed out' })).toBeVisible();
  const backdrop = page.locator('[data-part="backdrop"][data-state="open"]').last();
  expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
});
