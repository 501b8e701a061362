import type { Page } from '@playwright/test';
import { expect, signIn, test, type SecondBackend } from './second-backend.ts';

// Spec 000 §8 (the HTTP error policy) and contract §3 against this backend's error bodies.

const SESSION_NOTICE = 'Your session has timed out or is invalid, please log in again.';

/** Records when the 401 notice first shows (it lives about a second before the page leaves). */
async function watchNotice(page: Page): Promise<{ shown: Promise<number> }> {
  const seen = new Promise<number>((resolve) => void page.exposeFunction('__noticeSeen', () => resolve(Date.now())));
  await page.addInitScript((text) => {
    new MutationObserver((_records, observer) => {
      if (!document.body?.innerText.includes(text)) return;
      observer.disconnect();
      (window as unknown as { __noticeSeen: () => void }).__noticeSeen();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, SESSION_NOTICE);
  return { shown: seen };
}

async function traceIdsOf(backend: SecondBackend, path: string): Promise<string[]> {
  return (await backend.calls((c) => c.path.split('?')[0] === path)).map((c) => c.traceId ?? '');
}

test('401: the notice, then after 1 s the sign-on page with go = the current location, and back', async ({ page, backend }) => {
  await signIn(page);
  await backend.fault({ method: 'GET', path: '/ui/uic/v3/menu', status: 401, body: { error: { number: 4010001, message: 'token expired' } }, times: 1 });
  const notice = await watchNotice(page);
  const refused = page.waitForResponse((r) => r.url().endsWith('/ui/uic/v3/menu') && r.status() === 401).then(() => Date.now());
  const signOn = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/saml/ssoLogin').then((r) => ({ r, at: Date.now() }));
  await page.goto('/app/search/main?q=ip%3A10.0.0.1');
  const shownAt = await notice.shown;
  const { r: request, at: leftAt } = await signOn;
  expect(new URL(request.url()).searchParams.get('go')).toBe('/app/search/main?q=ip%3A10.0.0.1');
  // The notice first, the sign-on 1 s after the refusal.
  expect(shownAt).toBeLessThan(leftAt);
  expect(leftAt - (await refused)).toBeGreaterThanOrEqual(900);
  // This backend's sign-on stores a new token and returns to go.
  await expect(page).toHaveURL(/\/app\/search\/main\?q=ip%3A10\.0\.0\.1$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('401 on the home page signs on without a go parameter', async ({ page, backend }) => {
  await signIn(page);
  await backend.fault({ method: 'GET', path: '/ui/uic/v3/auth', status: 401, body: { error: { number: 4010001 } }, times: 1 });
  const signOn = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/saml/ssoLogin');
  await page.goto('/');
  expect(new URL((await signOn).url()).searchParams.has('go')).toBe(false);
  // Back in the console: a context closed while the sign-on page hands over can hang Chromium's teardown.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('401 whose body is not JSON is still a 401: sign on again, not log out', async ({ page, backend }) => {
  await signIn(page);
  await backend.fault({ method: 'GET', path: '/ui/uic/v3/menu', status: 401, raw: '<html><body>401 Authorization Required</body></html>', times: 1 });
  const signOn = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/saml/ssoLogin');
  await page.goto('/users/about');
  expect(new URL((await signOn).url()).searchParams.get('go')).toBe('/users/about');
  await expect(page).toHaveURL(/\/users\/about$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('401 with error number 4011403 logs out instead of signing on', async ({ page, backend }) => {
  await signIn(page);
  await page.goto('/users/about');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await backend.fault(
    { method: 'GET', path: '/ui/uic/v3/notifications/languages/en', status: 401, body: { error: { number: 4011403, message: 'account locked' } } },
    { method: 'GET', path: '/ui/uic/v3/notifications/languages/en-US', status: 401, body: { error: { number: 4011403, message: 'account locked' } } },
  );
  const navigations: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) navigations.push(new URL(r.url()).pathname);
  });
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.waitForURL(/\/logout\.html\?t=2$/);
  expect(navigations).not.toContain('/saml/ssoLogin');
});

test('406 on any call logs out', async ({ page, backend }) => {
  await backend.set({ shell: { license: [{ pid: 'advanced_trial', status: 1, days: 9 }] } });
  await signIn(page);
  await page.goto('/users/about');
  await expect(page.getByText('Your Advanced trial ends in 9 days.')).toBeVisible();
  await backend.fault({ method: 'POST', path: '/ui/uic/v3/dismissBanner', status: 406, body: { error: { number: 4060001, message: 'not acceptable' } } });
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.waitForURL(/\/logout\.html\?t=2$/);
});

for (const [path, status] of [
  ['/ui/uic/v3/auth', 500],
  ['/ui/uic/v3/menu', 503],
  ['/ui/uic/v3/session', 502],
] as const) {
  test(`${status} on ${path} goes to the info page with the code and that request's trace id`, async ({ page, backend }) => {
    await signIn(page);
    await backend.fault({ method: 'GET', path, status, body: { error: { number: status * 10_000 + 1, message: 'upstream unavailable' } } });
    await page.goto('/users/about').catch(() => undefined);
    await page.waitForURL(/\/info\.html#\/\?error_code=\d+&trace=/);
    const url = new URL(page.url());
    const query = new URLSearchParams(url.hash.replace(/^#\/\?/, ''));
    expect(query.get('error_code')).toBe(String(status));
    expect(await traceIdsOf(backend, path)).toContain(query.get('trace'));
  });
}

test('a 502 whose body is an HTML proxy page still goes to the info page', async ({ page, backend }) => {
  await signIn(page);
  await backend.fault({ method: 'GET', path: '/ui/uic/v3/menu', status: 502, raw: '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>' });
  await page.goto('/users/about').catch(() => undefined);
  await page.waitForURL(/\/info\.html#\/\?error_code=502&trace=[0-9a-f-]{36}$/);
  const trace = new URLSearchParams(new URL(page.url()).hash.replace(/^#\/\?/, '')).get('trace');
  expect(await traceIdsOf(backend, '/ui/uic/v3/menu')).toContain(trace);
});

test('a 500 on another shell call (the banners) does not leave the page', async ({ page, backend }) => {
  await backend.fault({ method: 'GET', path: '/ui/uic/v3/notification', status: 500, body: { error: { number: 5000001 } } });
  await signIn(page);
  await page.goto('/users/about');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect.poll(async () => (await backend.calls((c) => c.path === '/ui/uic/v3/notification')).length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/users\/about$/);
});
