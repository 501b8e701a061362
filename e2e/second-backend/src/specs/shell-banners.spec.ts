import type { Page } from '@playwright/test';
import { expect, signIn, test, openedWindows, stubWindowOpen } from './second-backend.ts';

// Spec 000 §2.10, §4.3, §4.4 and §7 (notification, dismissBanner, hideBanner, noUpgradeBanner,
// getUpgradeUrl) against this backend: the `GET notification` answer in an envelope, extra fields on
// the banners, a 204 without body for hideBanner.

const notices = (page: Page) => page.getByRole('region', { name: 'Notices' });


test('license banners: status 2 error, 1 warning, 3 info, in that order, worded for days > 1, 1 and 0', async ({ page, backend }) => {
  await backend.set({
    shell: {
      license: [
        { pid: 'last_essential', status: 3, days: 0, seats: 25 },
        { pid: 'advanced_trial', status: 1, days: 9, endsAt: '2026-12-07T00:00:00Z' },
        { pid: 'paid_credit', status: 2, days: 1 },
        { pid: 'XDR-EP-7731', status: 2, days: 14 },
      ],
    },
  });
  await signIn(page);
  await page.goto('/users/about');
  const region = notices(page);
  await expect(region).toContainText('Error:');
  await expect(region).toContainText('Your paid credits expire tomorrow.');
  await expect(region).toContainText('1 of 4');
  const next = region.getByRole('button', { name: 'Next notice' });
  await next.click();
  await expect(region).toContainText('Your XDR-EP-7731 license expires in 14 days.');
  await next.click();
  await expect(region).toContainText('Warning:');
  await expect(region).toContainText('Your Advanced trial ends in 9 days.');
  await next.click();
  await expect(region).toContainText('Information:');
  await expect(region).toContainText('Your Essential Access license expires today.');
});

test('Dismiss posts dismissBanner with the pid; the server stops sending it', async ({ page, backend }) => {
  await backend.set({ shell: { license: [{ pid: 'advanced_trial', status: 1, days: 1 }] } });
  await signIn(page);
  await page.goto('/users/about');
  await expect(notices(page)).toContainText('Your Advanced trial ends tomorrow.');
  await notices(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Your Advanced trial ends tomorrow.')).toHaveCount(0);
  await expect.poll(() => backend.calls((c) => c.path === '/ui/uic/v3/dismissBanner')).toHaveLength(1);
  const [call] = await backend.calls((c) => c.path === '/ui/uic/v3/dismissBanner');
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ pid: 'advanced_trial' });
  expect(call?.token).toBe('sb-7f3a91c2');
  expect(call?.traceId).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect.poll(async () => (await backend.calls((c) => c.path === '/ui/uic/v3/notification')).length).toBeGreaterThan(1);
  await expect(page.getByText('Your Advanced trial ends tomorrow.')).toHaveCount(0);
});

test('an info banner’s button hides it for good through hideBanner (answered 204 without a body)', async ({ page, backend }) => {
  await backend.set({ shell: { license: [{ pid: 'complimentary_credit', status: 3, days: 30 }] } });
  await signIn(page);
  await page.goto('/users/about');
  await expect(notices(page)).toContainText('Your complimentary credits expire in 30 days.');
  await notices(page).getByRole('button', { name: "Don't show again" }).click();
  await expect(page.getByText('Your complimentary credits expire in 30 days.')).toHaveCount(0);
  await expect.poll(() => backend.calls((c) => c.path === '/ui/uic/v3/hideBanner')).toHaveLength(1);
  expect((await backend.calls((c) => c.path === '/ui/uic/v3/hideBanner'))[0]?.body).toEqual({ pid: 'complimentary_credit' });
  // The empty 204 is a success: no error, and the banner stays away.
  await expect(page.getByText('Something went wrong. Please try again later.')).toHaveCount(0);
  await expect(page.getByText('Your complimentary credits expire in 30 days.')).toHaveCount(0);
});

test('an error banner cannot be dismissed; closing hides it for this page view only', async ({ page, backend }) => {
  await backend.set({ shell: { license: [{ pid: 'paid_credit', status: 2, days: 0 }] } });
  await signIn(page);
  await page.goto('/users/about');
  await expect(notices(page)).toContainText('Your paid credits expire today.');
  await expect(notices(page).getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await notices(page).getByRole('button', { name: 'Close notice' }).click();
  await expect(page.getByText('Your paid credits expire today.')).toHaveCount(0);
  expect(await backend.calls((c) => c.path === '/ui/uic/v3/dismissBanner' || c.path === '/ui/uic/v3/hideBanner')).toEqual([]);
  await page.reload();
  await expect(notices(page)).toContainText('Your paid credits expire today.');
});

test('a banner without days, and the identity-provider notice the server asks for', async ({ page, backend }) => {
  await backend.set({ shell: { license: [{ pid: 'advanced_trial', status: 1, days: null }], idp: { show: 1, reason: 'certificate-expiring' } } });
  await signIn(page);
  await page.goto('/users/about');
  // Two warnings, in either order.
  const region = notices(page);
  await expect(region).toContainText('1 of 2');
  const first = await region.textContent();
  await region.getByRole('button', { name: 'Next notice' }).click();
  await expect(region).toContainText('2 of 2');
  const both = `${first} ${await region.textContent()}`;
  expect(both).toContain('Your identity provider settings need attention.');
  expect(both).toContain('Check the status of your Advanced trial.');
});

test('modal.isKickingAction shows the sign-out dialog', async ({ page, backend }) => {
  await backend.set({ shell: { kickingAction: true } });
  await signIn(page);
  await page.goto('/users/about');
  const dialog = page.getByTestId('kicking-action-dialog');
  await expect(dialog).toContainText('Action required on your account');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/logout\.html/);
});

test('upgrade promotion, root user: alert → modal 1 → I agree → modal 3 → getUpgradeUrl opened without opener', async ({ page, backend }) => {
  await backend.set({ shell: { showUpgradeBanner: true } });
  await signIn(page);
  await page.goto('/users/about');
  await stubWindowOpen(page);
  const alert = page.getByRole('region', { name: 'Upgrade offer' });
  await expect(alert).toContainText('Upgrade your company to Foundation Services.');
  await alert.getByRole('button', { name: 'Learn about the upgrade' }).click();
  const intro = page.getByRole('dialog', { name: 'Upgrade to Foundation Services' });
  await intro.getByRole('button', { name: 'I agree to update' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start the upgrade' });
  const start = confirm.getByRole('button', { name: 'Start upgrade' });
  await expect(start).toBeDisabled();
  await confirm.getByText('I understand that this upgrade applies to my whole company.').click();
  await expect(start).toBeEnabled();
  await start.click();
  await expect.poll(() => openedWindows(page)).toHaveLength(1);
  const [args] = await openedWindows(page);
  expect(args?.[0]).toBe('https://upgrade.second-backend.test/foundation?session=8c2');
  expect(String(args?.[2])).toContain('noopener');
  const [call] = await backend.calls((c) => c.path.startsWith('/ui/uic/v3/getUpgradeUrl'));
  const query = new URL(call?.path ?? '', 'http://x').searchParams;
  expect(query.get('lang')).toMatch(/^en/);
  expect(query.get('relayState')).toBe('/users/about');
});

test('upgrade promotion, non-root user: the root-user message instead of I agree', async ({ page, backend }) => {
  await backend.set({ userType: 'saml', shell: { showUpgradeBanner: true } });
  await signIn(page);
  await page.goto('/users/about');
  await page.getByRole('region', { name: 'Upgrade offer' }).getByRole('button', { name: 'Learn about the upgrade' }).click();
  const intro = page.getByRole('dialog', { name: 'Upgrade to Foundation Services' });
  await expect(intro).toContainText('Only the root user of your company can do this upgrade. Ask them to sign in and start it.');
  await expect(intro.getByRole('button', { name: 'I agree to update' })).toHaveCount(0);
});

test('a failed getUpgradeUrl shows the common error with the request’s trace id', async ({ page, backend }) => {
  await backend.set({ shell: { showUpgradeBanner: true } });
  await backend.fault({ method: 'GET', path: '/ui/uic/v3/getUpgradeUrl', status: 500, body: { error: { number: 5000301, message: 'billing down' } } });
  await signIn(page);
  await page.goto('/users/about');
  await page.getByRole('region', { name: 'Upgrade offer' }).getByRole('button', { name: 'Learn about the upgrade' }).click();
  await page.getByRole('dialog', { name: 'Upgrade to Foundation Services' }).getByRole('button', { name: 'I agree to update' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start the upgrade' });
  await confirm.getByText('I understand that this upgrade applies to my whole company.').click();
  await confirm.getByRole('button', { name: 'Start upgrade' }).click();
  await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible();
  // The trace id shown is one a getUpgradeUrl call was sent with (a retry may have followed the first).
  const shown = await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).locator('code').textContent();
  expect((await backend.calls((c) => c.path.startsWith('/ui/uic/v3/getUpgradeUrl'))).map((c) => c.traceId)).toContain(shown);
  await expect(page).toHaveURL(/\/users\/about$/);
});

test('closing the upgrade alert for good posts noUpgradeBanner with the promotion’s prefix', async ({ page, backend }) => {
  await backend.set({ shell: { showUpgradeBanner: true, promotion: { prefix: 'v1-foundation-2025', campaign: 77 } } });
  await signIn(page);
  await page.goto('/users/about');
  const alert = page.getByRole('region', { name: 'Upgrade offer' });
  await alert.getByRole('button', { name: 'Close the upgrade banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close the upgrade banner' });
  await dialog.getByText("Don't show this banner again").click();
  await dialog.getByRole('button', { name: 'Close banner' }).click();
  await expect(alert).toHaveCount(0);
  await expect.poll(() => backend.calls((c) => c.path === '/ui/uic/v3/noUpgradeBanner')).toHaveLength(1);
  expect((await backend.calls((c) => c.path === '/ui/uic/v3/noUpgradeBanner'))[0]?.body).toEqual({ prefix: 'v1-foundation-2025' });
  expect(await page.evaluate(() => localStorage.getItem('noUpgradeBanner'))).toBe('true');
});
