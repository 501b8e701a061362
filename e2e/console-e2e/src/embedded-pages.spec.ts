import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

// A console page that the console frames itself (the user-level MFA page and the overlays, which ask
// for `embedded=1`; a switch page that a static host answers with index.html) is its chrome-less
// variant: the page alone, with no second header, menu, socket or session timers inside the frame.

async function openSockets(request: APIRequestContext): Promise<number> {
  const state = (await (await request.get('/__mock/state')).json()) as { sockets: { open: unknown[] } };
  return state.sockets.open.length;
}

async function openFullModal(page: Page, url: string) {
  await page.evaluate((address) => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleFullModal', url: address } })), url);
  const overlay = page.getByTestId('full-screen-overlay');
  await expect(overlay).toBeVisible();
  // The framed page fills the window below the overlay's title bar (not an iframe's default 150 px).
  const box = await overlay.locator('iframe').boundingBox();
  expect(box?.height).toBeGreaterThan((page.viewportSize()?.height ?? 0) - 80);
  return overlay.frameLocator('iframe');
}

test('a console page framed by the console is the page alone', async ({ page, mock: _mock, request }) => {
  await signIn(page, '/users/about');
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await expect.poll(() => openSockets(request), { timeout: 10_000 }).toBe(1);

  const frame = await openFullModal(page, '/app/iam2/users_preference?openMfa=true&embedded=1');
  await expect(frame.getByRole('heading', { level: 1, name: 'Identity and Access Management' })).toBeVisible();
  await expect(frame.getByTestId('embedded-view')).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: /^User menu/ })).toHaveCount(0);
  // The framing console keeps the one socket; the frame opens none of its own.
  await page.waitForTimeout(1500);
  expect(await openSockets(request)).toBe(1);
});

test('the same address opened in a tab of its own is the whole console', async ({ page, mock: _mock }) => {
  await signIn(page, '/app/iam2/users_preference?openMfa=true&embedded=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Identity and Access Management' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('any console page framed by the console is the page alone', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  const frame = await openFullModal(page, '/users/about');
  await expect(frame.getByTestId('embedded-view')).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
});

// The dialog library counts focus in a framed page (another document) as outside its dialog: the
// first Tab into the page closed the modal, so the keyboard could never reach the page's controls.
for (const kind of ['toggleFullModal', 'toggleModal'] as const) {
  test(`${kind}: Tab goes into the framed page and through its controls; the modal stays open`, async ({ page, mock: _mock }) => {
    await signIn(page, '/users/about');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    // A same-origin page with controls: the mock backend's switchboard.
    await page.evaluate((type) => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type, url: '/__mock/', title: 'Switchboard' } })), kind);
    const modal = page.getByRole('dialog').filter({ has: page.locator('iframe') });
    await expect(modal.frameLocator('iframe').getByRole('link').first()).toBeVisible();
    const close = modal.getByRole('button', { name: 'Close' }).first();
    await close.focus();
    const focusInFrame = () => page.evaluate(() => (document.activeElement as HTMLIFrameElement | null)?.contentDocument?.activeElement?.tagName ?? 'none');
    await page.keyboard.press('Tab');
    await expect.poll(focusInFrame).not.toBe('BODY');
    await page.keyboard.press('Tab');
    await expect.poll(focusInFrame).not.toBe('none');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(modal).toBeVisible();
  });
}
