import { expect, signIn, test } from './fixtures.ts';

const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

function openPanel(page: import('@playwright/test').Page, detail: Record<string, unknown>) {
  return page.evaluate((d) => {
    (window as unknown as { __openedAt: number }).__openedAt = performance.now();
    window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleDrawer', ...d } }));
  }, detail);
}

test.beforeEach(async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('the file panel opens through toggleUICEvent with the specified call and every field', async ({ page }) => {
  const query = page.waitForRequest((r) => r.url().endsWith('/public/svp/v2/object/file/query'));
  await openPanel(page, { search_type: 3, params: { sha1: SHA1 } });
  expect((await query).postDataJSON()).toEqual({ sha1: SHA1 });
  const drawer = page.getByRole('dialog').filter({ hasText: SHA1 });
  await expect(drawer).toBeVisible();
  for (const label of ['MD5', 'SHA1', 'SHA256', 'TLSH']) await expect(drawer.getByText(label, { exact: true })).toBeVisible();
  // Reflected in the address, so a reload reopens it.
  await expect(page).toHaveURL(/[?&]panel=3/);
  await page.reload();
  await expect(page.getByRole('dialog').filter({ hasText: SHA1 })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').filter({ hasText: SHA1 })).toBeHidden();
});

test('navigating with a panel open keeps it in the address, so a reload there reopens it', async ({ page }) => {
  await openPanel(page, { search_type: 6, params: { ip: '8.8.8.8' } });
  const drawer = page.getByRole('dialog').filter({ hasText: '8.8.8.8' });
  await expect(drawer).toBeVisible();
  // The drawer carries the license banners too (spec 001 §1), without stealing the page's.
  await expect(drawer.getByRole('region', { name: 'Panel notices' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Threat Intelligence' }).click();
  await menu.getByRole('link', { name: 'Sandbox Analysis' }).click();
  await expect(page).toHaveURL(/\/app\/ti\/sandbox\?panel=6/);
  await page.reload();
  await expect(page.getByRole('dialog').filter({ hasText: '8.8.8.8' })).toBeVisible();
});

test('Back to a page that had no panel closes it and leaves that entry as it was; Forward brings it back', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Threat Intelligence' }).click();
  await menu.getByRole('link', { name: 'Sandbox Analysis' }).click();
  await expect(page).toHaveURL(/\/app\/ti\/sandbox$/);
  await openPanel(page, { search_type: 6, params: { ip: '8.8.8.8' } });
  const drawer = page.getByRole('dialog').filter({ hasText: '8.8.8.8' });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/app\/ti\/sandbox\?panel=6/);
  await page.goBack();
  await expect(page).toHaveURL(/\/users\/about$/);
  // Before the fix the panel stayed open here and was written into this entry's address.
  await expect(drawer).toBeHidden();
  await page.goForward();
  await expect(page).toHaveURL(/\/app\/ti\/sandbox\?panel=6/);
  await expect(drawer).toBeVisible();
});

test('beside the page the drawer starts below the header, whose controls and menus stay reachable above it', async ({ page }) => {
  await openPanel(page, { search_type: 6, params: { ip: '8.8.8.8' } });
  const drawer = page.getByRole('dialog').filter({ hasText: '8.8.8.8' });
  await expect(drawer).toBeVisible();
  const header = await page.getByRole('banner', { name: 'Console header' }).boundingBox();
  const panel = await drawer.boundingBox();
  expect(panel?.y).toBe((header?.y ?? 0) + (header?.height ?? 0));
  // A real click and hover: each fails while something else is painted over its target.
  await page.getByRole('button', { name: /^User menu/ }).click();
  const entries = page.getByRole('menu').getByRole('menuitem');
  await expect(entries.first()).toBeVisible();
  await entries.last().hover();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeVisible();
});

test('a window narrowed to the drawer\'s width with a panel open makes it cover the page and keep the focus, and widened gives the page back', async ({ page }) => {
  await openPanel(page, { search_type: 6, params: { ip: '8.8.8.8' } });
  const drawer = page.getByRole('dialog').filter({ hasText: '8.8.8.8' });
  await expect(drawer).toBeVisible();
  await expect(drawer).not.toHaveAttribute('aria-modal', 'true');
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect.poll(async () => (await drawer.boundingBox())?.y).toBe(0);
  await drawer.getByRole('button', { name: 'Close panel' }).focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(drawer).not.toHaveAttribute('aria-modal', 'true');
  const header = await page.getByRole('banner', { name: 'Console header' }).boundingBox();
  await expect.poll(async () => (await drawer.boundingBox())?.y).toBe((header?.y ?? 0) + (header?.height ?? 0));
});

test('a value\'s menu in a panel opens inside the drawer\'s dialog, not at the end of the page (axe region)', async ({ page }) => {
  await openPanel(page, { search_type: 6, params: { ip: '8.8.8.8' } });
  const drawer = page.getByRole('dialog').filter({ hasText: '8.8.8.8' });
  await drawer.locator('[aria-haspopup="menu"]').first().click();
  await expect(drawer.getByRole('menu').getByRole('menuitem', { name: 'Copy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('the URL panel sends the URL as unpadded base64', async ({ page }) => {
  const url = 'http://malicious.example.com/a';
  const query = page.waitForRequest((r) => r.url().endsWith('/public/svp/v2/object/url/query'));
  await openPanel(page, { search_type: 4, params: { url } });
  const body = (await query).postDataJSON() as { url: string };
  expect(body.url).not.toContain('=');
  expect(Buffer.from(body.url.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString()).toBe(url);
});

test('the IP panel is not offered for a private address: no drawer opens and no call is made', async ({ page }) => {
  let called = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/public/svp/v2/object/ip/query')) called = true;
  });
  // The refusal is logged as the event is handled; after it, no drawer can still be on its way.
  const refused = page.waitForEvent('console', (message) => message.text().includes('not offered for private addresses') && message.text().includes('192.168.10.4'));
  await openPanel(page, { search_type: 6, params: { ip: '192.168.10.4' } });
  await refused;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(called).toBe(false);
});

test('a search type outside 1–13 keeps the drawer closed, and closes an open one', async ({ page }) => {
  await openPanel(page, { search_type: 14, params: {} });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openPanel(page, { search_type: 3, params: { sha1: SHA1 } });
  await expect(page.getByRole('dialog').filter({ hasText: SHA1 })).toBeVisible();
  await openPanel(page, { search_type: 99, params: {} });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('hostile drawer events (ids of the wrong type, params missing or not an object, numbers as text) never take the console down', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const detail of [
    { search_type: 7, params: { deviceId: 42 } },
    { search_type: 4 },
    { search_type: 6, params: null },
    { search_type: 5, params: 'example.com' },
    { search_type: 11, params: [1] },
    { search_type: 3, params: { sha1: { nested: true } } },
  ]) {
    await openPanel(page, detail);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // Numbers sent as text are read as the contract's numbers: this opens the IP panel.
  await openPanel(page, { search_type: '6', params: { ip: '8.8.4.4' } });
  await expect(page.getByRole('dialog').filter({ hasText: '8.8.4.4' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an event a page sends while the app chunk is still downloading is held and opens its panel once the dialogs listen', async ({ page }) => {
  let letAppLoad: () => void = () => undefined;
  const appHeld = new Promise<void>((resolve) => (letAppLoad = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  // The first module asks for the profile before it asks for the app chunk: it has run by then.
  const bootRan = page.waitForRequest((r) => new URL(r.url()).pathname === '/ui/uic/v3/auth');
  await page.goto('/users/about', { waitUntil: 'commit' });
  await bootRan;
  await openPanel(page, { search_type: 6, params: { ip: '8.8.4.4' } });
  letAppLoad();
  await expect(page.getByRole('dialog').filter({ hasText: '8.8.4.4' })).toBeVisible();
});

test('panel open time (dispatch → content painted) is recorded', async ({ page }, testInfo) => {
  const timings: number[] = [];
  for (let i = 0; i < 6; i++) {
    const sha1 = `${SHA1.slice(0, 39)}${i}`;
    // Measured in the page: from the event to the first animation frame showing the record.
    const ms = await page.evaluate(
      (id) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleDrawer', search_type: 3, params: { sha1: id } } }));
          const check = () => {
            const painted = [...document.querySelectorAll('[role=dialog]')].some((d) => d.textContent?.includes(id) && d.textContent.includes('SHA256'));
            if (painted) resolve(performance.now() - start);
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      sha1,
    );
    timings.push(ms);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog').filter({ hasText: sha1 })).toBeHidden();
  }
  // Reported, not asserted: a timed assertion would flake on a loaded machine. The first open loads the panel's chunk.
  const text = timings.map((t) => t.toFixed(0)).join(', ');
  testInfo.annotations.push({ type: 'panel-open-ms', description: text });
  console.log(`panel open (ms, dispatch → content painted; first includes the lazy chunk): ${text}`);
});

test('a hosted IP in the URL panel opens the IP panel from its menu; Back, browser Back and Forward and a reload keep the trail (issue 13)', async ({ page }) => {
  const url = 'http://malicious.example.com/a';
  await openPanel(page, { search_type: 4, params: { url } });
  const drawer = page.getByRole('dialog').filter({ hasText: url });
  await expect(drawer.getByText('Phishing')).toBeVisible();
  const ipQuery = page.waitForRequest((r) => r.url().endsWith('/public/svp/v2/object/ip/query'));
  await drawer.getByRole('button', { name: '203.0.113.45' }).first().click();
  await page.getByRole('menuitem', { name: 'Open its profile' }).click();
  expect((await ipQuery).postDataJSON()).toMatchObject({ ip: '203.0.113.45' });
  await expect(page.getByRole('dialog').getByText('Web reputation score')).toBeVisible();

  // The drawer's Back returns to the URL panel; the browser's Forward and Back walk the same trail.
  await page.getByRole('button', { name: `Back to ${url}` }).click();
  await expect(page.getByRole('dialog').getByText('Phishing')).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('dialog').getByText('Web reputation score')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog').getByText('Phishing')).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('dialog').getByText('Web reputation score')).toBeVisible();

  // A reload restores the IP panel with its way back.
  await page.reload();
  await expect(page.getByRole('dialog').getByText('Web reputation score')).toBeVisible();
  await page.getByRole('button', { name: `Back to ${url}` }).click();
  await expect(page.getByRole('dialog').getByText('Phishing')).toBeVisible();
});
