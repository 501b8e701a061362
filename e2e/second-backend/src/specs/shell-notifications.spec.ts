import type { Page, WebSocket } from '@playwright/test';
import { expect, signIn, test, type SecondBackend } from './second-backend.ts';

// Spec 000 §2.6, §4.2 and contract §8: the bell, the dropdown and the socket against this backend
// (counts in an envelope, an absolute ws: URL at its own path, a fresh counts token per call).

const bell = (page: Page, count?: number) => page.getByRole('button', { name: count === undefined ? /^Notifications, \d+ unread$/ : `Notifications, ${count} unread` });

/** Signs in on /users/about and returns the socket the console opened, once the backend holds it. */
async function openWithSocket(page: Page, backend: SecondBackend): Promise<WebSocket> {
  await signIn(page);
  const socket = page.waitForEvent('websocket');
  await page.goto('/users/about');
  const ws = await socket;
  await expect.poll(() => backend.openSockets()).toBe(1);
  return ws;
}

const tokenOf = (ws: WebSocket) => new URL(ws.url()).searchParams.get('token');

test('the unread count comes from the socket’s bare numbers; the socket URL carries the counts token', async ({ page, backend }) => {
  const ws = await openWithSocket(page, backend);
  // The absolute URL of the counts answer, at this backend's own path, with the counts token.
  expect(ws.url()).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/[^?]+\?token=ws-[0-9a-f]{16}$/);
  const counts = await backend.calls((c) => c.path === '/ui/uic/v3/notifications/counts');
  expect(counts.length).toBeGreaterThan(0);
  // The welcome frame is the backend's count (3).
  await expect(bell(page, 3)).toBeVisible();
  await backend.push('7');
  await expect(bell(page, 7)).toBeVisible();
  await expect(page).toHaveTitle(/^\(7\) /);
  await backend.push('0');
  await expect(bell(page, 0)).toBeVisible();
});

test('opening the bell loads the list in the user’s language, shows both tabs and resets the count', async ({ page, backend }) => {
  await openWithSocket(page, backend);
  await backend.push('12');
  await expect(bell(page, 12)).toBeVisible();
  await backend.clearCalls();
  await bell(page, 12).click();
  await expect.poll(async () => (await backend.calls((c) => c.path.startsWith('/ui/uic/v3/notifications/languages/'))).length).toBe(1);
  const [list] = await backend.calls((c) => c.path.startsWith('/ui/uic/v3/notifications/languages/'));
  expect(list?.method).toBe('GET');
  expect(list?.path).toMatch(/^\/ui\/uic\/v3\/notifications\/languages\/en(-US)?$/);
  expect(list?.token).toBe('sb-7f3a91c2');
  expect(list?.traceId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(bell(page, 0)).toBeVisible();

  // Informative (type 0): the HTML is kept as markup, the status and application are shown.
  const informative = page.getByRole('tab', { name: /Informative/ });
  const tasks = page.getByRole('tab', { name: /Tasks/ });
  // Unread = newer than lastReadTime (6 h ago): two per tab.
  await expect(informative).toContainText('(2 unread)');
  await expect(tasks).toContainText('(2 unread)');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('h.tanaka@kitakaze.example')).toHaveJSProperty('tagName', 'B');
  await expect(panel.getByText('Identity Security')).toBeVisible();
  await expect(panel.getByText('Just now')).toBeVisible();
  await expect(panel.getByText('3 hours ago')).toBeVisible();
  await expect(panel.getByText('1 day ago')).toBeVisible();
  await expect(panel.getByText('Partially deployed')).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Security' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'New feature' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Partially successful' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Download/ })).toHaveAttribute('href', '/ui/uic/v3/reports/pattern-update-90315.csv');

  await tasks.click();
  const taskPanel = page.getByRole('tabpanel', { name: /Tasks/ });
  await expect(taskPanel.getByText('Waiting for approval')).toBeVisible();
  await expect(taskPanel.getByRole('img', { name: 'Rejected' })).toBeVisible();
  await expect(taskPanel.getByRole('img', { name: 'Pending' })).toBeVisible();
  await expect(taskPanel.getByText('3 days ago')).toBeVisible();
  // An in-app link follows the route inside the console.
  await taskPanel.getByRole('link', { name: 'View details' }).first().click();
  await expect(page).toHaveURL(/\/workbench\/alerts$/);
});

test('a notification description never runs code (spec 000 §2.6: the description is HTML)', async ({ page, backend }) => {
  await backend.set({
    shell: {
      notifications: [
        {
          id: 1,
          time: Date.now() - 60_000,
          type: 0,
          level: 'error',
          description:
            'Backup <b>failed</b><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">retry</a><svg onload="window.__pwned=4"></svg>',
          application: 'Backup',
        },
      ],
    },
  });
  await openWithSocket(page, backend);
  await bell(page).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('failed')).toBeVisible();
  await expect(panel.locator('img, script, svg[onload]')).toHaveCount(0);
  const retry = panel.getByText('retry');
  await expect(retry).toBeVisible();
  await retry.click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(panel.locator('[href^="javascript:"]')).toHaveCount(0);
});

test('an SSO logout frame ends the session only for the local counts token', async ({ page, backend }) => {
  const ws = await openWithSocket(page, backend);
  const token = tokenOf(ws);
  expect(token).toBeTruthy();
  const ended = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Your session has ended' });
  // Another session's logout: ignored. The number after it proves the frame was read.
  await backend.push(JSON.stringify({ type: 'ssoLogout', token: 'ws-0000000000000000' }), '5');
  await expect(bell(page, 5)).toBeVisible();
  await expect(ended).toHaveCount(0);
  await backend.push(JSON.stringify({ type: 'ssoLogout', token, reason: 'idp-initiated', at: new Date().toISOString() }));
  await expect(ended).toBeVisible();
  await expect(ended).toContainText(/\b(90|89|88) seconds?\b/);
  await ended.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/logout\.html\?t=2$/);
  // This backend's signed-out page.
  await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
});

test('the SSO logout countdown logs out by itself after 90 s', async ({ page, backend }) => {
  await page.clock.install();
  const ws = await openWithSocket(page, backend);
  await backend.push(JSON.stringify({ type: 'ssoLogout', token: tokenOf(ws) }));
  const ended = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Your session has ended' });
  await expect(ended).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(ended).toContainText(/\b(30|29|31) seconds?\b/);
  await page.clock.runFor(31_000);
  await page.waitForURL(/\/logout\.html\?t=2$/);
});

test('access-control update mode 1 offers to sign in again; Later keeps working', async ({ page, backend }) => {
  await openWithSocket(page, backend);
  await backend.push(JSON.stringify({ type: 'accessControlUpdate', mode: 1 }));
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Your access has changed' });
  await expect(dialog).toContainText('Your permissions were updated. Sign in again to apply them.');
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/users\/about$/);
  await backend.push(JSON.stringify({ type: 'accessControlUpdate', mode: 1 }));
  const relogin = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/saml/ssoLogin');
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await relogin;
  // This backend's sign-on issues a new token and returns.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => null)).toMatch(/^sb-[0-9a-f]{12}$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

for (const mode of [2, 3]) {
  test(`access-control update mode ${mode} only offers to sign out`, async ({ page, backend }) => {
    await openWithSocket(page, backend);
    await backend.push(JSON.stringify({ type: 'accessControlUpdate', mode }));
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Your access has changed' });
    await expect(dialog).toContainText('Your access to this console was changed. Sign out to continue.');
    await expect(dialog.getByRole('button', { name: 'Sign in again' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/logout\.html\?t=2$/);
  });
}

test('a frame with type and ppid is re-broadcast as a uicMessage event, as it came', async ({ page, backend }) => {
  await openWithSocket(page, backend);
  await page.evaluate(() => {
    const w = window as unknown as { __uic: unknown[] };
    w.__uic = [];
    window.addEventListener('uicMessage', (e) => w.__uic.push((e as CustomEvent).detail));
  });
  const message = { type: 'scanFinished', ppid: 7731, payload: { taskId: 'T-88', ok: true }, sentAt: 1_732_700_000_000 };
  // A typed frame without ppid, a frame that is not JSON, then the one that is re-broadcast.
  await backend.push(JSON.stringify({ type: 'scanStarted' }), 'not json {', JSON.stringify(message), '4');
  await expect(bell(page, 4)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __uic: unknown[] }).__uic)).toEqual([message]);
});

test('after the server drops the socket the console reconnects with a fresh counts token', async ({ page, backend }) => {
  const first = await openWithSocket(page, backend);
  const countsBefore = (await backend.calls((c) => c.path === '/ui/uic/v3/notifications/counts')).length;
  const next = page.waitForEvent('websocket', { timeout: 10_000 });
  await backend.dropSockets();
  const indicator = page.getByRole('button', { name: /Live notification updates are (disconnected|reconnecting)/ });
  await expect(indicator.first()).toBeVisible();
  // The initial delay is 3 s (spec 000 §4.2).
  const second = await next;
  await expect.poll(() => backend.openSockets()).toBe(1);
  await expect(indicator).toHaveCount(0);
  const counts = await backend.calls((c) => c.path === '/ui/uic/v3/notifications/counts');
  expect(counts.length).toBeGreaterThan(countsBefore);
  expect(tokenOf(second)).not.toBe(tokenOf(first));
  await backend.push('9');
  await expect(bell(page, 9)).toBeVisible();
});

test('the console pings every 90 s and ignores the server’s pong', async ({ page, backend }) => {
  await page.clock.install();
  await signIn(page);
  const socket = page.waitForEvent('websocket');
  await page.goto('/users/about');
  const ws = await socket;
  const sent: string[] = [];
  ws.on('framesent', (frame) => sent.push(String(frame.payload)));
  await expect.poll(() => backend.openSockets()).toBe(1);
  await page.clock.runFor(89_000);
  expect(sent).not.toContain('ping');
  await page.clock.runFor(2_000);
  await expect.poll(() => sent.filter((f) => f === 'ping').length).toBe(1);
  await page.clock.runFor(90_000);
  await expect.poll(() => sent.filter((f) => f === 'ping').length).toBe(2);
  await backend.push('6');
  await expect(bell(page, 6)).toBeVisible();
});

test('a socket URL given as a path is opened on the console’s origin (contract §8)', async ({ page, backend }) => {
  await backend.set({ shell: { socketUrl: 'path' } });
  const ws = await openWithSocket(page, backend);
  expect(ws.url()).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/push\/v1\/stream\?token=ws-[0-9a-f]{16}$/);
  await backend.push('8');
  await expect(bell(page, 8)).toBeVisible();
});

test('of 300 informative notifications the newest 250 are kept (spec 000 §7, §9)', async ({ page, backend }) => {
  const now = Date.now();
  const notifications = Array.from({ length: 300 }, (_, i) => ({ id: 5000 + i, time: now - (i + 1) * 60_000, type: 0 as const, level: 'info', description: `Item ${i + 1}`, application: 'Audit' }));
  await backend.set({ shell: { notifications, lastReadTime: now - 100 * 60_000 } });
  await openWithSocket(page, backend);
  await bell(page).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Item 1', { exact: true })).toBeVisible();
  // Unread: newer than lastReadTime (100 min ago), the 99 newest.
  await expect(page.getByRole('tab', { name: /Informative/ })).toContainText('(99 unread)');
  // Shown + remaining = 250: the last one shown is item 250 − remaining, and the next one is not there yet.
  const more = panel.getByRole('button', { name: /^Show more \(\d+ remaining\)$/ });
  const remaining = Number(/\((\d+) remaining\)/.exec((await more.textContent()) ?? '')?.[1]);
  expect(remaining).toBeGreaterThan(0);
  await expect(panel.getByText(`Item ${250 - remaining}`, { exact: true })).toHaveCount(1);
  await expect(panel.getByText(`Item ${251 - remaining}`, { exact: true })).toHaveCount(0);
});

test('relative times count from the server’s clock (its Date header) when the machine’s is two days slow', async ({ page, backend }) => {
  const now = Date.now();
  const notifications = [{ id: 7001, time: now - 10 * 60_000, type: 0 as const, level: 'info', description: 'Ten minutes old', application: 'Audit' }];
  await backend.set({ shell: { notifications, lastReadTime: now - 60 * 60_000 } });
  await page.clock.install({ time: now - 2 * 86_400_000 });
  await openWithSocket(page, backend);
  await bell(page).click();
  const item = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Ten minutes old' });
  // By the machine's clock the item is two days in the future: "Just now".
  await expect(item.locator('time')).toHaveText(/^(9|10|11) minutes ago$/);
});
