import { expect, signIn, test } from './fixtures.ts';

test('a 500 on the menu goes to the info page with the error code and the request trace id', async ({ page, mock }) => {
  await signIn(page, '/users/about');
  // Let the signed-in page finish its own menu call before the fault is set.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await mock.fault({ method: 'GET', path: '/ui/uic/v3/menu', status: 503 });
  // The first failing menu call decides; its trace id is the one the info page shows.
  const menuRequest = page.waitForRequest((r) => r.url().endsWith('/ui/uic/v3/menu'));
  // The console leaves for the info page while loading, which aborts this navigation's wait.
  await page.goto('/users/about').catch(() => undefined);
  const traceId = (await menuRequest).headers()['x-trace-id'] ?? '';
  expect(traceId).toMatch(/^[0-9a-f-]{36}$/);
  await page.waitForURL(/\/info\.html#\/\?error_code=503&trace=/);
  expect(page.url()).toContain(`trace=${traceId}`);
  // Exact: a random trace id may itself contain "503".
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  await expect(page.getByText(traceId, { exact: true })).toBeVisible();
});

test('a 406 anywhere logs the user out', async ({ page, mock }) => {
  await signIn(page, '/users/about');
  await mock.fault({ method: 'GET', path: '/ui/uic/v3/auth', status: 406 });
  await page.goto('/users/about').catch(() => undefined);
  await page.waitForURL(/\/logout\.html\?t=2$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a page the menu does not grant is denied after the menu loads, then before routing', async ({ page, mock: _mock }) => {
  await signIn(page, '/app/customer-management/customer-overview');
  await expect(page).toHaveURL(/\/users\/403\?msg=app_router&id=41$/);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await page.goto('/app/usage-billing/usage-report');
  await expect(page).toHaveURL(/\/users\/403\?msg=router/);
});

test('the app router’s 403 names the denied page’s own menu key, not its group’s', async ({ page, mock: _mock }) => {
  await signIn(page, '/app/usage-billing/usage-report');
  await expect(page).toHaveURL(/\/users\/403\?msg=app_router&id=44$/);
  await expect(page.getByText('Reason code: app_router · Menu ID: 44', { exact: true })).toBeVisible();
  // The code is for support; the page says what it means, and its way home is a button.
  await expect(page.getByText(/Your menu does not include this page\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveCSS('background-color', /rgb\(/);
});

test('the 403 page shows the address’s reason and menu id as they came, markup included', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`/users/403?msg=${encodeURIComponent('<b>x</b>')}&id=${encodeURIComponent('<1>one</1>')}`);
  await expect(page.getByText('Reason code: <b>x</b> · Menu ID: <1>one</1>', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('where the browser blocks site data, the console says so instead of going round the sign-on', async ({ page, mock: _mock }) => {
  // What "block all cookies and site data" does: reading window.localStorage throws.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const signOn = page.waitForRequest((request) => request.url().includes('/saml/'), { timeout: 3000 }).catch(() => null);
  await page.goto('/users/about');
  await expect(page.getByRole('heading', { name: 'This browser blocks site data' })).toBeVisible();
  expect(await signOn).toBeNull();
  expect(pageErrors).toEqual([]);
});
