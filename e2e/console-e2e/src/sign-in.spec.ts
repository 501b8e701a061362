import { expect, signIn, test } from './fixtures.ts';
import { E2E_PORT, PLAIN_HTTP_HOST } from './origins.ts';

test('a visitor without a session is sent through the mock SSO and comes back to the page', async ({ page, mock: _mock }) => {
  // Spec 000 §8: the 401 message, then the sign-in with go = the current location after 1 s. The
  // notice lives for about a second before the page leaves: an observer in the page sees it appear
  // (a polling assertion could fall between two polls on a busy machine).
  const noticeSeen = new Promise<void>((resolve) => void page.exposeFunction('__noticeSeen', resolve));
  await page.addInitScript((text) => {
    new MutationObserver((_records, observer) => {
      if (!document.body?.innerText.includes(text)) return;
      observer.disconnect();
      (window as unknown as { __noticeSeen: () => void }).__noticeSeen();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, 'Your session has timed out or is invalid, please log in again.');
  const signInRequest = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/saml/ssoLogin?go=%2Fdashboard'));
  const noticeFirst = noticeSeen.then(() => 'notice');
  await page.goto('/dashboard');
  expect(await Promise.race([noticeFirst, signInRequest.then(() => 'sign-in')])).toBe('notice');
  await signInRequest;
  // The SSO page stores the issued token and returns to `go`; polling rides out the navigations.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => null), { timeout: 10_000 }).toMatch(/^mock-/);
  await expect(page).toHaveURL(/\/dashboard$/);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Dashboards and Reports' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Executive Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Executive Dashboard');
  // The module page is headed by the page's menu title (in the user's language), the module named below.
  await expect(page.getByRole('heading', { level: 1, name: 'Executive Dashboard' })).toBeVisible();
});

test('the root follows the landing-page setting', async ({ page, mock: _mock }) => {
  await signIn(page, '/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a link to the root with a panel opens that panel over the landing page', async ({ page, mock: _mock }) => {
  await signIn(page, '/dashboard');
  await page.goto('/?panel=8:id:ep-0231');
  await expect(page).toHaveURL(/\/dashboard\?panel=8(:|%3A)id(:|%3A)ep-0231$/);
  await expect(page.getByRole('dialog', { name: 'Endpoint profile' })).toBeVisible();
});

test('an unknown path goes to the root and on to the landing page (spec 000 §2.12), keeping an open panel', async ({ page, mock: _mock }) => {
  await signIn(page, '/dashboard');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no/such/page?panel=8:id:ep-0231');
  await expect(page).toHaveURL(/\/dashboard\?panel=8(:|%3A)id(:|%3A)ep-0231$/);
  await expect(page.getByRole('dialog', { name: 'Endpoint profile' })).toBeVisible();
});

test('a landing page given as a legacy hash route lands on its page, as a menu click would', async ({ page, mock: _mock }) => {
  await page.route('**/ui/uic/v3/menu', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown[] };
    const legacy = { id: '777001', title: 'Legacy sandbox', path: '#/app/ti/sandbox?rootfilesha1=abc', role: 'menu', sidebar: true, children: [] };
    await route.fulfill({ response, json: { ...body, data: [...body.data, legacy] } });
  });
  await page.route('**/setting/landingPage', (route) => route.fulfill({ json: { data: { id: '777001' } } }));
  await signIn(page, '/');
  await expect(page).toHaveURL(/\/app\/ti\/sandbox\?rootfilesha1=abc$/);
  await page.goBack();
  // The redirect took the root's place in the history: Back does not bounce through it again.
  await expect(page).not.toHaveURL(/\/app\/ti\/sandbox/);
});

test('the menu comes from the backend and navigates between pages', async ({ page, mock: _mock }) => {
  await signIn(page, '/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Threat Intelligence' }).click();
  await expect(menu.getByRole('button', { name: 'Dashboards and Reports' })).toHaveAttribute('aria-expanded', 'false');
  await menu.getByRole('link', { name: 'Sandbox Analysis' }).click();
  await expect(page).toHaveURL(/\/app\/ti\/sandbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox Analysis' })).toBeVisible();
  // The tab names the page (WCAG 2.4.2), after the bell's unread count.
  await expect(page).toHaveTitle(/^(\(\d+\) )?Sandbox Analysis · Security Operations Console$/);
  // …and a screen reader hears where the click led (a polite status).
  await expect(page.getByTestId('page-announcer')).toHaveText('Sandbox Analysis');
  await page.goto('/users/about');
  await expect(page).toHaveTitle(/^(\(\d+\) )?About .* · Security Operations Console$/);
});

test('on a short window the current page’s menu entry is scrolled into the menu’s view, and stays there as the menu settles', async ({ page, mock: _mock }) => {
  await page.setViewportSize({ width: 1280, height: 560 });
  await signIn(page, '/admin/sitemap');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // The footer comes with the late parts and shortens the list: wait for it, then look.
  await expect(menu.getByRole('link', { name: 'Help Kit' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Customize Navigation' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Customize Navigation' })).toBeInViewport({ ratio: 1 });
});

test('a legacy hash link opens the same page without the hash (contract §1)', async ({ page, mock: _mock }) => {
  await signIn(page, '/dashboard');
  await page.goto('/#/app/ti/sandbox?rootfilesha1=3395856ce81f2b7382dee72602f798b642f14140');
  await expect(page).toHaveURL(/\/app\/ti\/sandbox\?rootfilesha1=3395856ce81f2b7382dee72602f798b642f14140$/);
});

test('on a plain-HTTP host (not a secure context) the console signs in and works, with UUID v4 trace ids', async ({ page, mock: _mock }) => {
  const origin = `http://${PLAIN_HTTP_HOST}:${E2E_PORT}`;
  const traceIds: string[] = [];
  page.on('request', (request) => {
    const traceId = request.headers()['x-trace-id'];
    if (traceId) traceIds.push(traceId);
  });
  await page.goto(`${origin}/dashboard`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => null), { timeout: 10_000 }).toMatch(/^mock-/);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Executive Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Executive Dashboard' })).toBeVisible();
  expect(traceIds.length).toBeGreaterThan(2);
  for (const traceId of traceIds) expect(traceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
