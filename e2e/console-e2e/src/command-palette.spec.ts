import type { Page } from '@playwright/test';
import { expect as baseExpect, signIn, test } from './fixtures.ts';

// Issue 13: the command palette (Ctrl+K) and the shortcut sheet ("?"), in the production build.

// The first Ctrl+K and "?" download their chunks: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

/** Opens the palette with Ctrl+K (the e2e browser is Linux) and returns its text field. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  const input = dialog.getByRole('combobox', { name: 'Go to a page, a recent panel or an indicator' });
  await expect(input).toBeFocused();
  return { dialog, input };
}

/** The JS files the page has loaded so far. */
function scriptsLoaded(page: Page) {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
}

test.describe('command palette', () => {
  test.beforeEach(async ({ page, mock }) => {
    // A service-provider persona: its menu has Usage Report (key 44). Without its terms dialog, a
    // modal during which the console's shortcuts stay out (see the last test).
    await mock.persona('xsp-itops', { showMSPTermsPopup: false });
    await signIn(page, '/users/about');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('Ctrl+K, "Usage Report" and Enter open that page; the palette is a chunk of its own loaded on first use', async ({ page }) => {
    expect((await scriptsLoaded(page)).some((name) => /\/command-palette-[^/]*\.js$/.test(name))).toBe(false);
    const { input } = await openPalette(page);
    expect((await scriptsLoaded(page)).some((name) => /\/command-palette-[^/]*\.js$/.test(name))).toBe(true);
    await input.fill('Usage Report');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/app\/usage-billing\/usage-report$/);
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
  });

  for (const { name, text, path, body, shows } of [
    { name: 'an IP address', text: '8.8.8.8', path: '/public/svp/v2/object/ip/query', body: { ip: '8.8.8.8' }, shows: '8.8.8.8' },
    { name: 'a SHA-1 hash', text: SHA1.toUpperCase(), path: '/public/svp/v2/object/file/query', body: { sha1: SHA1 }, shows: SHA1 },
    { name: 'a domain', text: 'Example.com.', path: '/public/svp/v2/object/domain/query', body: { domain: 'example.com' }, shows: 'example.com' },
  ]) {
    test(`Ctrl+K, ${name} and Enter open its panel with the specified call`, async ({ page }) => {
      const { input } = await openPalette(page);
      await input.fill(text);
      const query = page.waitForRequest((request) => request.url().endsWith(path));
      await input.press('Enter');
      expect((await query).postDataJSON()).toEqual(body);
      const drawer = page.getByRole('dialog').filter({ hasText: shows });
      await expect(drawer).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
      // The panel has the focus, and it is now a recent panel.
      await expect(drawer).toBeFocused();
      const again = await openPalette(page);
      await expect(again.dialog.getByRole('group', { name: 'Recent panels' }).getByRole('option').first()).toContainText(shows);
    });
  }

  test('a panel the palette opened gives the focus back, on close, to where it was before the palette', async ({ page }) => {
    const opener = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button').first();
    await opener.focus();
    const { input } = await openPalette(page);
    await input.fill('203.0.113.45');
    await input.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'IP address profile' });
    await expect(drawer).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('a private address offers no IP panel', async ({ page }) => {
    const { dialog, input } = await openPalette(page);
    await input.fill('192.168.10.4');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await expect(dialog).toContainText('The IP address profile is not offered for private addresses');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/app\/global-search\?keyword=192\.168\.10\.4$/);
  });

  test('Esc closes the palette and the focus returns to where it was', async ({ page }) => {
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button').first();
    await link.focus();
    const { dialog, input } = await openPalette(page);
    await input.fill('report');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });
});

test('Ctrl+K stays out while another modal dialog (the service-provider terms) is open', async ({ page, mock }) => {
  await mock.persona('xsp-itops');
  await signIn(page, '/users/about');
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Shift+Slash');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(terms).toBeVisible();
});

test.describe('shortcut sheet', () => {
  test.beforeEach(async ({ page, mock: _mock }) => {
    await signIn(page, '/users/about');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('"?" outside a text field shows every shortcut; in the search box it is just text', async ({ page }) => {
    const box = page.getByRole('combobox', { name: 'Global search' });
    await box.click();
    await page.keyboard.type('what?');
    await expect(box).toHaveValue('what?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);

    const menuButton = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button').first();
    await menuButton.focus();
    await page.keyboard.press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('table', { name: 'Anywhere in the console' })).toContainText('Ctrl+KOpen the command palette');
    await expect(sheet.getByRole('table', { name: 'Attack-path diagram (attack simulator)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });
});
