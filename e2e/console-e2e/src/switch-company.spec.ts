import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

// Switch company (spec 000 §4.6, contract §9): the console frames the identity module's page (here
// the mock backend's stand-in) in a full-screen modal and follows the result the page posts to it.

async function openSwitchCompany(page: Page) {
  await signIn(page, '/users/about');
  const companyMenu = page.getByRole('button', { name: /^Company menu/ });
  await companyMenu.click();
  await page.getByRole('menuitem', { name: 'Switch company' }).click();
  const modal = page.getByRole('dialog', { name: 'Switch company' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('iframe')).toHaveAttribute('src', '/app/bc/company/switch?embedded=1');
  // The page fills the modal below its title (not an iframe's default 150 px).
  expect((await modal.locator('iframe').boundingBox())?.height).toBeGreaterThan((page.viewportSize()?.height ?? 0) - 100);
  const frame = modal.frameLocator('iframe[title="Switch company"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Switch company' })).toBeVisible();
  await expect(frame.getByText('Mock backend · stand-in for the identity module')).toBeVisible();
  await expect(frame.getByRole('radio', { name: /Northwind Trading Co\. \(current\)/ })).toBeChecked();
  return { companyMenu, modal, frame };
}

test('Done in the switch page signs in again through single sign-on', async ({ page, mock: _mock }) => {
  const { frame } = await openSwitchCompany(page);
  const relogin = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && new URL(r.url()).pathname === '/saml/ssoLogin');
  await frame.getByRole('radio', { name: 'Contoso Retail Group' }).check();
  await frame.getByRole('button', { name: 'Done' }).click();
  const request = await relogin;
  expect(new URL(request.url()).search).toBe('?reauth=1');
  // The mock SSO issues a fresh session and returns to the console.
  await page.waitForURL((url) => !url.pathname.startsWith('/saml/'));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Switch company' })).toHaveCount(0);
});

test('Close in the switch page closes the modal; focus returns to the company menu', async ({ page, mock: _mock }) => {
  const { companyMenu, modal, frame } = await openSwitchCompany(page);
  await frame.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(companyMenu).toBeFocused();
  await expect(page).toHaveURL(/\/users\/about$/);
});

test('opened directly, the switch page is the identity module page, not a bounce to the root', async ({ page, mock: _mock }) => {
  await signIn(page, '/app/bc/company/switch');
  await expect(page).toHaveURL(/\/app\/bc\/company\/switch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity and Access Management' })).toBeVisible();
});

test('the keyboard reaches the switch page: Tab goes through its controls and the modal stays open', async ({ page, mock: _mock }) => {
  const { modal } = await openSwitchCompany(page);
  const focusInFrame = () => page.evaluate(() => (document.activeElement as HTMLIFrameElement | null)?.contentDocument?.activeElement?.tagName ?? 'none');
  await modal.getByRole('button', { name: 'Close' }).focus();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
  await expect.poll(focusInFrame).toMatch(/^(INPUT|BUTTON|A)$/);
  await expect(modal).toBeVisible();
});
