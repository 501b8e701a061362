// Spec 002 §2.5, §4, §5, §7, §8: the service-provider terms modal (auth advancedInfo.showMSPTermsPopup)
// and the landing-page redirect of `/`, against this backend's wrapped answers and number menu ids.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './second-backend.ts';

const TERMS = '/ui/uic/v3/acceptTermsPopup';
const LANDING = '/ui/uic/v3/setting/landingPage';
const COMMON_ERROR = 'Something went wrong. Please try again later.';

// Every test starts from this backend's initial tenant, whether or not it changes it.
test.beforeEach(async ({ backend }) => {
  await backend.reset();
});

test.describe('terms modal', () => {
  async function openTerms(page: Page) {
    await signIn(page);
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  const scrollTo = (page: Page, where: 'middle' | 'end') =>
    page.getByRole('region', { name: 'Terms text' }).evaluate((el, w) => {
      el.scrollTop = w === 'end' ? el.scrollHeight : (el.scrollHeight - el.clientHeight) / 2;
    }, where);

  test.beforeEach(async ({ backend }) => {
    await backend.set({ showMSPTermsPopup: true });
  });

  test('Accept is enabled only at the bottom, posts the version and closes for good', async ({ page, backend, request }) => {
    const dialog = await openTerms(page);
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(640);
    const accept = dialog.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeDisabled();
    await scrollTo(page, 'middle');
    await expect(accept).toBeDisabled();
    await scrollTo(page, 'end');
    await expect(accept).toBeEnabled();
    await accept.click();
    await expect(dialog).toBeHidden();
    const [call] = await backend.calls((c) => c.path === TERMS);
    expect(call?.method).toBe('POST');
    const version = (call?.body as { version?: unknown }).version;
    expect(typeof version === 'string' || typeof version === 'number').toBe(true);
    expect(String(version)).not.toBe('');
    const state = (await (await request.get('/__second/state')).json()) as { showMSPTermsPopup: boolean; simulation: { acceptedTerms: string[] } };
    expect(state.showMSPTermsPopup).toBe(false);
    expect(state.simulation.acceptedTerms).toEqual([String(version)]);

    await page.reload();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toHaveCount(0);
  });

  test('a failed Accept shows the generic error and keeps the modal', async ({ page, backend }) => {
    await backend.fault({ method: 'POST', path: TERMS, status: 500, body: { error: { number: 5000401, message: 'legal store down' } } });
    const dialog = await openTerms(page);
    await scrollTo(page, 'end');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByRole('alert')).toContainText(COMMON_ERROR);
    await expect(dialog).toBeVisible();
  });

  test('Cancel signs out to /logout.html?t=legalModal without accepting', async ({ page, backend }) => {
    const dialog = await openTerms(page);
    await dialog.getByRole('button', { name: /Cancel/ }).click();
    await expect(page).toHaveURL(/\/logout\.html\?t=legalModal$/);
    expect(await backend.calls((c) => c.path === TERMS)).toHaveLength(0);
  });
});

test.describe('landing page redirect', () => {
  async function land(page: Page) {
    await signIn(page);
    await page.goto('/');
  }

  test('a number id goes to its menu item\'s page', async ({ page, backend }) => {
    await backend.set({ landingPageId: 2202 });
    await land(page);
    await expect(page).toHaveURL(/\/workbench\/alerts$/);
    expect(await backend.calls((c) => c.path === LANDING)).toHaveLength(1);
  });

  test('a string id of a nested keyed item goes to the page its key names (contract §6)', async ({ page, backend }) => {
    await backend.set({ landingPageId: '8941' });
    await land(page);
    await expect(page).toHaveURL(/\/app\/email-and-collaboration\/welcome$/);
  });

  test('an item kept out of the sidebar is still a menu item: its page', async ({ page, backend }) => {
    await backend.set({ landingPageId: 2500 });
    await land(page);
    await expect(page).toHaveURL(/\/admin\/timezone$/);
  });

  test('an item with /nojump and url opens the external site in a new tab', async ({ page, backend, context }) => {
    await backend.set({ landingPageId: 2400 });
    // The vendor's site, as the browser would reach it.
    await context.route('https://vendor.second-backend.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Vendor portal</title>' }));
    const popup = context.waitForEvent('page');
    await land(page);
    const tab = await popup;
    await expect(tab).toHaveURL('https://vendor.second-backend.test/portal');
    // The console itself stays where it was.
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('no id → /users/started?from=5', async ({ page, backend }) => {
    await backend.set({ landingPageId: null });
    await land(page);
    await expect(page).toHaveURL(/\/users\/started\?from=5$/);
  });

  test('an answer without the id field → /users/started?from=5', async ({ page, backend }) => {
    await backend.fault({ method: 'GET', path: LANDING, status: 200, body: { code: 0, message: 'OK', data: { updatedAt: 1767225600000 } } });
    await land(page);
    await expect(page).toHaveURL(/\/users\/started\?from=5$/);
  });

  test('an id with no menu item → /users/started?from=3', async ({ page, backend }) => {
    await backend.set({ landingPageId: 99017 });
    await land(page);
    await expect(page).toHaveURL(/\/users\/started\?from=3$/);
  });

  test('a failed setting → /users/started?from=6', async ({ page, backend }) => {
    await backend.fault({ method: 'GET', path: LANDING, status: 503, raw: '<html><body>maintenance</body></html>' });
    await land(page);
    await expect(page).toHaveURL(/\/users\/started\?from=6$/);
  });
});
