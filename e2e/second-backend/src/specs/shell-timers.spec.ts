import type { Page } from '@playwright/test';
import { expect, signIn, test, type SecondBackend } from './second-backend.ts';

// Spec 000 §4.7, §4.8 and spec 002 §4 driven by this backend's session answer ({ code, message, data:
// { timeoutLeft, isFoundation } }), with the page's clock under the test's control.

const idleWarning = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Are you still there?' });
const sessionWarning = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Your session is about to expire' });

async function start(page: Page, backend: SecondBackend, idleMs: number | null, sessionMs: number | null = 8 * 3_600_000) {
  await backend.set({ idleTimeoutLeftMs: idleMs, sessionTimeoutLeftMs: sessionMs });
  await page.clock.install();
  await signIn(page);
  await page.goto('/users/about');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect.poll(async () => (await backend.calls((c) => c.path === '/ui/uic/v3/session')).length).toBeGreaterThan(0);
}

const activeStatusCalls = (backend: SecondBackend) => backend.calls((c) => c.path === '/ui/uic/v3/activeStatus');

/**
 * Moves the mouse and lets the 5 s debounce pass until the console reports activity: the timers start
 * a moment after the shell is drawn, and a move before that is nobody's to report.
 */
async function firstReportedActivity(page: Page, backend: SecondBackend) {
  let x = 100;
  await expect
    .poll(async () => {
      x += 7;
      await page.mouse.move(x, 200);
      await page.clock.runFor(5_100);
      return (await activeStatusCalls(backend)).length;
    })
    .toBeGreaterThan(0);
}

test('idle: the warning at 60 s left; activity dismisses it, posts activeStatus at once and re-reads the session', async ({ page, backend }) => {
  await start(page, backend, 90_000);
  await page.clock.runFor(20_000);
  await expect(idleWarning(page)).toHaveCount(0);
  await page.clock.runFor(12_000);
  await expect(idleWarning(page)).toBeVisible();
  await expect(idleWarning(page).getByRole('button', { name: 'Confirm' })).toBeVisible();
  const sessionsBefore = (await backend.calls((c) => c.path === '/ui/uic/v3/session')).length;
  // Reaching for Confirm is activity already: no debounce during the warning.
  await page.mouse.move(400, 300);
  await expect(idleWarning(page)).toHaveCount(0);
  await expect.poll(() => activeStatusCalls(backend)).toHaveLength(1);
  const [call] = await activeStatusCalls(backend);
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ isActive: true });
  expect(call?.token).toBe('sb-7f3a91c2');
  expect(call?.traceId).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(async () => (await backend.calls((c) => c.path === '/ui/uic/v3/session')).length).toBeGreaterThan(sessionsBefore);
});

test('idle: at 0 the idle-timeout view; Sign in goes to the sign-on page', async ({ page, backend }) => {
  await start(page, backend, 70_000);
  await page.clock.runFor(71_000);
  const view = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'You were signed out' });
  await expect(view).toContainText('You were inactive for too long. Sign in again to continue.');
  await expect(idleWarning(page)).toHaveCount(0);
  const signOn = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/saml/ssoLogin');
  await view.getByRole('button', { name: 'Sign in' }).click();
  await signOn;
});

test('idle: activity outside the warning is reported once, 5 s after it stops', async ({ page, backend }) => {
  await start(page, backend, 30 * 60_000);
  await firstReportedActivity(page, backend);
  await backend.clearCalls();
  await page.mouse.move(100, 200);
  await page.clock.runFor(2_000);
  await page.mouse.move(300, 240);
  await page.keyboard.press('Shift');
  await page.clock.runFor(4_000);
  expect(await activeStatusCalls(backend)).toHaveLength(0);
  await page.clock.runFor(1_500);
  await expect.poll(() => activeStatusCalls(backend)).toHaveLength(1);
  expect((await activeStatusCalls(backend))[0]?.body).toEqual({ isActive: true });
  await page.clock.runFor(10_000);
  expect(await activeStatusCalls(backend)).toHaveLength(1);
});

test('idle: a failed activeStatus stops idle tracking', async ({ page, backend }) => {
  await backend.fault({ method: 'POST', path: '/ui/uic/v3/activeStatus', status: 500, body: { error: { number: 5000201 } } });
  await start(page, backend, 300_000);
  await firstReportedActivity(page, backend);
  // Without idle tracking neither the warning nor the timeout comes.
  await page.clock.runFor(310_000);
  await expect(page.getByText('Are you still there?')).toHaveCount(0);
  await expect(page.getByText('You were signed out')).toHaveCount(0);
  await expect(page).toHaveURL(/\/users\/about$/);
});

test('no timeout settings (timeoutLeft null): no idle or session tracking', async ({ page, backend }) => {
  await start(page, backend, null, null);
  await page.clock.runFor(4 * 3_600_000);
  await expect(page.getByText('Are you still there?')).toHaveCount(0);
  await expect(page.getByText('Your session is about to expire')).toHaveCount(0);
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
});

test('session: the warning between 280 and 300 s; Continue re-reads the session and it does not come back', async ({ page, backend }) => {
  await start(page, backend, 3_600_000, 310_000);
  await expect(sessionWarning(page)).toHaveCount(0);
  await page.clock.runFor(12_000);
  await expect(sessionWarning(page)).toBeVisible();
  await expect(sessionWarning(page)).toContainText(/4:[45]\d/);
  const before = (await backend.calls((c) => c.path === '/ui/uic/v3/session')).length;
  // The server's session ran on (it is not extended): the re-read says 295 s, inside the window.
  await backend.set({ sessionTimeoutLeftMs: 295_000 });
  await sessionWarning(page).getByRole('button', { name: 'Continue session' }).click();
  await expect(sessionWarning(page)).toHaveCount(0);
  await expect.poll(async () => (await backend.calls((c) => c.path === '/ui/uic/v3/session')).length).toBeGreaterThan(before);
  // The user chose to continue: the rest of the window passes without the warning.
  await page.clock.runFor(10_000);
  await expect(sessionWarning(page)).toHaveCount(0);
});

test('session: under 60 s the warning, at 0 the session-timeout view', async ({ page, backend }) => {
  await start(page, backend, 3_600_000, 65_000);
  await page.clock.runFor(7_000);
  await expect(sessionWarning(page)).toBeVisible();
  await expect(sessionWarning(page)).toContainText(/\b5[0-9]\b/);
  // The server's session runs on: its next answer (the 60 s refresh) says 5 s left.
  await backend.set({ sessionTimeoutLeftMs: 5_000 });
  await page.clock.runFor(60_000);
  const view = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Your session has expired' });
  await expect(view).toContainText('Your session has timed out. Sign in again to continue.');
});

test('session: the countdown is re-read from the server every 60 s', async ({ page, backend }) => {
  await start(page, backend, 3_600_000, 8 * 3_600_000);
  const first = (await backend.calls((c) => c.path === '/ui/uic/v3/session')).length;
  await page.clock.runFor(61_000);
  await expect.poll(async () => (await backend.calls((c) => c.path === '/ui/uic/v3/session')).length).toBe(first + 1);
  await page.clock.runFor(60_000);
  await expect.poll(async () => (await backend.calls((c) => c.path === '/ui/uic/v3/session')).length).toBe(first + 2);
});
