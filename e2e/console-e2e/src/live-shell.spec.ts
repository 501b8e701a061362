import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

async function openSockets(request: APIRequestContext): Promise<number> {
  const state = (await (await request.get('/__mock/state')).json()) as { sockets: { open: unknown[] } };
  return state.sockets.open.length;
}

test('the bell follows the real socket, and the socket comes back after a drop', async ({ page, mock, request }) => {
  await signIn(page, '/users/about');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await expect.poll(() => openSockets(request), { timeout: 10_000 }).toBe(1);

  await mock.push(5);
  await expect(page.getByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible();
  await expect(page).toHaveTitle(/^\(5\) /);

  // Refuse reconnects for a while: the console shows it is retrying, then reconnects by itself.
  expect((await request.post('/__mock/socket/drop', { data: { refuseForMs: 4000 } })).ok()).toBe(true);
  // The quiet indicator beside the bell is named after the connection state.
  const indicator = page.getByRole('button', { name: /Live notification updates are (disconnected|reconnecting)/ });
  await expect(indicator.first()).toBeVisible({ timeout: 10_000 });
  await expect(indicator).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => openSockets(request), { timeout: 10_000 }).toBe(1);
  await mock.push(9);
  await expect(page.getByRole('button', { name: 'Notifications, 9 unread' })).toBeVisible();
});

test('an SSO logout pushed on the socket warns, then OK signs out', async ({ page, mock, request }) => {
  await signIn(page, '/users/about');
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  // The push goes to open sockets only.
  await expect.poll(() => openSockets(request), { timeout: 10_000 }).toBe(1);
  await mock.push({ type: 'ssoLogout' });
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/\b(90|89|88) seconds?\b/);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/logout\.html\?t=2$/);
});

test('a session about to expire warns between 280 and 300 s; Continue keeps working', async ({ page, mock }) => {
  await signIn(page, '/users/about');
  // Every session read reports 290 s left (the shell and the timers each read it).
  await mock.fault({ method: 'GET', path: '/ui/uic/v3/session', status: 200,
    body: { timeoutLeft: { idleTimeoutLeft: 30 * 60_000, sessionTimeoutLeft: 290_000 }, isFoundation: true } });
  await page.goto('/users/about');
  const warning = page.getByRole('alertdialog').filter({ hasText: 'Your session is about to expire' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/4:[45]\d/);
  const refreshed = page.waitForRequest((r) => r.url().endsWith('/ui/uic/v3/session'));
  await warning.getByRole('button', { name: 'Continue session' }).click();
  await expect(warning).toBeHidden();
  await refreshed;
});

test('pre-release opt-in through the global event posts optIn and reports success', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __messages: unknown[] }).__messages = [];
    window.addEventListener('message', (e) => (window as unknown as { __messages: unknown[] }).__messages.push(e.data));
    window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' } }));
  });
  const dialog = page.getByRole('dialog', { name: /Preview feature|AI Scanner Guard/ });
  await expect(dialog).toBeVisible();
  const optIn = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/ui/uic/v3/previewFramework/ai-scanner-guard'));
  await dialog.getByRole('button', { name: 'Opt in' }).click();
  expect((await optIn).postDataJSON()).toEqual({ optIn: true });
  await expect(page.getByText(/You have opted in to/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages)).toContainEqual({ actionType: 'optIn', result: 'success' });
});
