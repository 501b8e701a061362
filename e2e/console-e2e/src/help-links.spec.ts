import { expect, signIn, test } from './fixtures.ts';

// Contract §4: the help menu's external entries come from the auth info (`consoleSettings.links`) at
// run time. This build sets no VITE_*_URL fallback, so what shows here came from the backend.

test('the help menu offers online help and service status from the backend’s links', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Online help/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Service status/ })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await menu.getByRole('menuitem', { name: /Online help/ }).click();
  await expect(await popup).toHaveURL(/\/__mock\/external\/online-help$/);
});
