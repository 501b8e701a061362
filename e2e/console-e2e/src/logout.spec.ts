import type { Page } from '@playwright/test';
import { expect, expectSessionCleared, type MockBackend, signIn, test } from './fixtures.ts';

// Every logout path forgets what the session stored before it navigates (contract §5, issue 11 item 7);
// only the browser's preferences stay. One test per path.

const PREFERENCES = { 'neverShowToday:upgrade': '2026-11-20', 'mfaReminder:dontShow': 'true', noUpgradeBanner: 'true' };

/** Signs in as `persona`, waits for the shell and adds a search keyword and some preferences. */
async function signedIn(page: Page, mock: MockBackend, persona = 'ents-root', go = '/users/about') {
  await mock.persona(persona);
  await signIn(page, go);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('allowedIds'))).not.toBeNull();
  await page.evaluate((preferences) => {
    localStorage.setItem('searchHistory', JSON.stringify(['8.8.8.8']));
    for (const [key, value] of Object.entries(preferences)) localStorage.setItem(key, value);
  }, PREFERENCES);
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored).toEqual(expect.arrayContaining(['token', 'username', 'role', 'advancedInfo', 'consoleSettings', 'allowedIds', 'searchHistory']));
}

async function expectOnlyPreferencesLeft(page: Page) {
  await expectSessionCleared(page);
  expect(await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), Object.keys(PREFERENCES))).toEqual(Object.values(PREFERENCES));
}

/** The paths of the calls the page makes without a token, from now on. */
function recordTokenlessCalls(page: Page): string[] {
  const tokenless: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && !request.headers()['x-auth-token']) tokenless.push(new URL(request.url()).pathname);
  });
  return tokenless;
}

async function openSockets(page: Page): Promise<number> {
  const state = (await (await page.request.get('/__mock/state')).json()) as { sockets: { open: unknown[] } };
  return state.sockets.open.length;
}

test('Logout in the user menu', async ({ page, mock }) => {
  await signedIn(page, mock);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const handshake = page.waitForRequest((request) => new URL(request.url()).pathname === '/saml/ssoLogout');
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // The console navigates to the sign-on service's page (contract §1), which knows its session by its
  // own cookie; the console's token is never in the address.
  const request = await handshake;
  expect(request.isNavigationRequest()).toBe(true);
  expect(request.frame()).not.toBe(page.mainFrame());
  expect(request.url()).not.toContain(String(token));
  await page.waitForURL(/\/logout\.html\?t=1$/);
  await expectOnlyPreferencesLeft(page);
  // …and it ended there too: the old token is refused.
  expect((await page.request.get('/ui/uic/v3/menu', { headers: { 'X-Auth-Token': String(token) } })).status()).toBe(401);
});

test('Leave demo', async ({ page, mock }) => {
  await signedIn(page, mock, 'demo');
  await page.getByRole('button', { name: 'Leave demo' }).click();
  await page.waitForURL(/\/logout\.html\?t=1$/);
  await expectOnlyPreferencesLeft(page);
});

test('HTTP 406 on any call', async ({ page, mock }) => {
  await signedIn(page, mock);
  await mock.fault({ method: 'POST', path: '/public/svp/v2/object/ip/query', status: 406 });
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } } })));
  await page.waitForURL(/\/logout\.html\?t=2$/);
  await expectOnlyPreferencesLeft(page);
});

test('HTTP 401 with error number 4011403', async ({ page, mock }) => {
  await signedIn(page, mock);
  await mock.fault({ method: 'POST', path: '/public/svp/v2/object/ip/query', status: 401, body: { error: { number: 4011403 } } });
  // Once the session has ended the console asks for nothing more: no call goes out without its token.
  const tokenless = recordTokenlessCalls(page);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } } })));
  await page.waitForURL(/\/logout\.html\?t=2$/);
  await expectOnlyPreferencesLeft(page);
  expect(tokenless).toEqual([]);
});

test('HTTP 401 with error number 4011403 on a shell call at load: signing out, nothing asked again without the token', async ({ page, mock }) => {
  await signedIn(page, mock);
  await mock.fault({ method: 'GET', path: '/ui/uic/v3/session', status: 401, body: { error: { number: 4011403 } } });
  const tokenless = recordTokenlessCalls(page);
  await page.reload();
  await page.waitForURL(/\/logout\.html\?t=2$/);
  await expectOnlyPreferencesLeft(page);
  expect(tokenless).toEqual([]);
});

test('the socket’s SSO logout, after OK', async ({ page, mock }) => {
  await signedIn(page, mock);
  await expect.poll(() => openSockets(page), { timeout: 10_000 }).toBe(1);
  await mock.push({ type: 'ssoLogout' });
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Your session has ended' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/logout\.html\?t=2$/);
  await expectOnlyPreferencesLeft(page);
});

for (const mode of [2, 3]) {
  test(`the socket’s access-control update, mode ${mode}`, async ({ page, mock }) => {
    await signedIn(page, mock);
    await expect.poll(() => openSockets(page), { timeout: 10_000 }).toBe(1);
    await mock.push({ type: 'accessControlUpdate', mode });
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Your access has changed' });
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/logout\.html\?t=2$/);
    await expectOnlyPreferencesLeft(page);
  });
}

test('Cancel on the service-provider terms', async ({ page, mock }) => {
  await signedIn(page, mock, 'mspc');
  const terms = page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: 'Service provider terms' });
  await terms.getByRole('button', { name: 'Cancel and sign out' }).click();
  await page.waitForURL(/\/logout\.html\?t=legalModal$/);
  await expectOnlyPreferencesLeft(page);
});

// The idle timeout leads to the same Sign in (SessionTimerEngine.signIn; both timeouts are unit-tested
// in libs/session-timers timer-engine.test.ts); here the session timeout drives it end to end.
for (const [name, timeoutLeft] of [['session', { idleTimeoutLeft: 30 * 60_000, sessionTimeoutLeft: 2000 }]] as const) {
  test(`Sign in after the ${name} timeout`, async ({ page, mock }) => {
    await signedIn(page, mock);
    await mock.fault({ method: 'GET', path: '/ui/uic/v3/session', status: 200, body: { timeoutLeft, isFoundation: true } });
    await page.goto('/users/about');
    // The sign-in page would sign straight back in; stop at its address to read what was left behind.
    await page.route('**/saml/ssoLogin**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>sign-in</title>' }));
    const timedOut = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ has: page.getByRole('button', { name: 'Sign in' }) });
    await timedOut.getByRole('button', { name: 'Sign in' }).click({ timeout: 15_000 });
    await page.waitForURL(/\/saml\/ssoLogin/);
    await expectOnlyPreferencesLeft(page);
  });
}
