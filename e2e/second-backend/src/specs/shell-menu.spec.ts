import type { Locator } from '@playwright/test';
import { expect, signIn, test, openedWindows, stubWindowOpen } from './second-backend.ts';

// Spec 000 §2.1, §4.1 and contract §6 against this backend's menu: number ids, keyed items without a
// path, a /nojump entry, items with sidebar false.

test('keyed menu items without a path go to their contract §6 routes', async ({ page, backend }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Email and collaboration' }).click();
  await menu.getByRole('link', { name: 'Welcome' }).click();
  await expect(page).toHaveURL(/\/app\/email-and-collaboration\/welcome$/);
  await menu.getByRole('link', { name: 'Email dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/email-and-collaboration\/dashboard$/);
  await menu.getByRole('button', { name: 'Service management' }).click();
  await menu.getByRole('link', { name: 'Code security' }).click();
  await expect(page).toHaveURL(/\/app\/code-security$/);
  await menu.getByRole('link', { name: 'License platform' }).click();
  await expect(page).toHaveURL(/\/app\/customer-management\/license-management-platform$/);
  // The allowed-ids list holds every id of every level (contract §6), as strings or numbers.
  const allowed = (await page.evaluate(() => JSON.parse(localStorage.getItem('allowedIds') ?? '[]') as unknown[])).map(String);
  expect(allowed).toEqual(expect.arrayContaining(['2101', '2200', '2201', '8941', '8942', '8945', '1001', '43', '8751', '8956', '2400', '2500']));
  // Every call so far carried the token and a UUID v4 trace id (spec 000 §7, contract §2).
  const calls = await backend.calls();
  expect(calls.length).toBeGreaterThan(3);
  for (const call of calls) {
    expect(call.token).toBe('sb-7f3a91c2');
    expect(call.traceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  }
  expect(new Set(calls.map((c) => c.traceId)).size).toBe(calls.length);
});

test('items with sidebar false are not in the left menu, but their pages stay allowed', async ({ page, backend: _backend }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Service management' }).click();
  await expect(menu.getByRole('link', { name: 'Code security' })).toBeVisible();
  await expect(menu.getByText('Gateway logs')).toHaveCount(0);
  await expect(menu.getByText('Hidden page')).toHaveCount(0);
  // 8956 is in the menu (not shown): its page is allowed.
  await page.goto('/app/email-gateway/logs');
  await expect(page).toHaveURL(/\/app\/email-gateway\/logs$/);
});

test('the /nojump entry opens its url in a new window without an opener', async ({ page, backend: _backend }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await stubWindowOpen(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Vendor portal' }).click();
  const opened = await openedWindows(page);
  expect(opened).toHaveLength(1);
  expect(opened[0]?.[0]).toBe('https://vendor.second-backend.test/portal');
  expect(opened[0]?.[1]).toBe('_blank');
  expect(String(opened[0]?.[2])).toContain('noopener');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a keyed page the menu does not grant: 403 with app_router and its id after the menu loads, router before routing', async ({ page, backend }) => {
  await signIn(page);
  await page.goto('/app/usage-billing/usage-report');
  await expect(page).toHaveURL(/\/users\/403\?msg=app_router&id=44$/);
  // The page says what the check means; its code and the menu id stay for support.
  await expect(page.getByText(/Your menu does not include this page\./)).toBeVisible();
  await expect(page.getByText('Reason code: app_router · Menu ID: 44', { exact: true })).toBeVisible();
  // Now the allowed ids are stored: the next keyed page not granted is refused before routing.
  await page.goto('/app/email-gateway/welcome');
  await expect(page).toHaveURL(/\/users\/403\?msg=router/);
  await expect(page.getByText(/The pages your role allows do not include this one\./)).toBeVisible();
  // A pre-release id the server adds is allowed (spec 000 §4.1).
  await backend.set({ shell: { preReleaseIds: [44] } });
  await page.goto('/users/about');
  await expect.poll(async () => (await page.evaluate(() => JSON.parse(localStorage.getItem('allowedIds') ?? '[]') as unknown[])).map(String)).toContain('44');
  await page.goto('/app/usage-billing/usage-report');
  await expect(page).toHaveURL(/\/app\/usage-billing\/usage-report$/);
});

test('the icon rail tells entries apart: this backend’s icon words draw their icons, an entry without one its first letter', async ({ page, backend: _backend }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const iconOf = (name: string) => menu.getByRole('button', { name }).or(menu.getByRole('link', { name })).locator('svg, [data-testid="menu-monogram"]').first();
  await expect(iconOf('Investigation')).toHaveClass(/lucide-search/);
  await expect(iconOf('Email and collaboration')).toHaveClass(/lucide-mail/);
  await expect(iconOf('Service management')).toHaveClass(/lucide-settings/);
  await expect(iconOf('Vendor portal')).toHaveText('V');
});

test('the search box in use at 1280 px leaves the header’s menus on the screen (spec 000 §2.2, §2.7)', async ({ page, backend: _backend }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const header = page.getByRole('banner', { name: 'Console header' });
  const input = header.getByRole('combobox', { name: 'Global search' });
  await input.click();
  await expect(header.getByRole('search')).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await input.boundingBox())?.width ?? 0).toBeGreaterThan(244);
  const userMenu = header.getByRole('button', { name: /^User menu/ });
  expect(((await userMenu.boundingBox())?.x ?? 0) + ((await userMenu.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

// Spec 000 §2.2, §2.7, §9: a demo account with a partner id has the demo badge, Leave demo and the partner's
// technical support beside the 144 px search box. At 1024–1110 px the box was drawn under them, and a click
// in its middle pressed Leave demo and signed the user out.
const drawnBox = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
};
for (const width of [1024, 1100]) {
  test(`a demo account with a partner at ${width} px: no header entry lies over the search box, and a click on it focuses it`, async ({ page, backend }) => {
    await backend.set({ userName: 'demo.kiyoshi', partnerId: 'p1' });
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto('/dashboard');
    const header = page.getByRole('banner', { name: 'Console header' });
    const input = header.getByRole('combobox', { name: 'Global search' });
    await expect(header.getByRole('button', { name: /^User menu/ })).toBeVisible();
    const box = await drawnBox(input);
    expect(Math.round(box.width)).toBe(144);
    const others = await header.locator('button:visible, a:visible').all();
    expect(others.length).toBeGreaterThan(3);
    for (const other of others) {
      const rect = await drawnBox(other);
      const apart = rect.x >= box.x + box.width || rect.x + rect.width <= box.x || rect.y >= box.y + box.height || rect.y + rect.height <= box.y;
      expect(apart, `${await other.getAttribute('aria-label') ?? await other.textContent()} lies over the search box`).toBe(true);
    }
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(input).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

// A long menu label is cut with "…", its whole text then a hover title and a focus label: a touch screen
// shows neither (no hover, a tap gives no visible focus), so there it wraps onto more lines instead.
const LONG_GROUP = 'Email and collaboration security policy management and quarantine reports';
const longMenu = [
  { id: 2101, title: 'Dashboard', sidebar: true, role: 'admin', path: '/dashboard', children: [] },
  { id: 2200, title: LONG_GROUP, sidebar: true, role: 'admin', children: [{ id: 8945, title: `${LONG_GROUP} (quarantine)`, sidebar: true, role: 'admin', path: '/app/email-and-collaboration/quarantine', children: [] }] },
];
const labelFits = (entry: Locator) => entry.locator('[data-truncated-text]').evaluate((label) => label.scrollWidth <= label.clientWidth);

test.describe('a long menu label on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('wraps whole onto more lines instead of being cut', async ({ page, backend }) => {
    await backend.set({ shell: { menu: longMenu } });
    await signIn(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Expand menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const group = menu.getByRole('button', { name: LONG_GROUP });
    await group.tap();
    const leaf = menu.getByRole('link', { name: `${LONG_GROUP} (quarantine)` });
    for (const entry of [group, leaf]) {
      await expect(entry).toBeVisible();
      expect(await labelFits(entry)).toBe(true);
      expect((await entry.boundingBox())?.height ?? 0).toBeGreaterThan(40);
    }
  });
});

test('a long menu label with a mouse is cut on one line, its whole text a hover title', async ({ page, backend }) => {
  await backend.set({ shell: { menu: longMenu } });
  await signIn(page);
  await page.goto('/dashboard');
  const group = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: LONG_GROUP });
  expect(await labelFits(group)).toBe(false);
  await group.hover();
  await expect(group.locator('[data-truncated-text]')).toHaveAttribute('title', LONG_GROUP);
});
