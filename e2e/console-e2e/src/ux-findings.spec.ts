// Issue 11 items 13–17 and issue 13's colour modes, as a new user meets them in the production build.
import { expect, signIn, test } from './fixtures.ts';

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('a dark system shows a dark console from the first paint', async ({ page, mock: _mock }) => {
    await signIn(page, '/users/about');
    // The first module applies the mode before anything renders: check at DOMContentLoaded of a fresh load.
    await page.goto('/users/about', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('dark');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(3 * 60);
  });

  test('Light, Dark or System in the user menu is kept per browser; System follows the system again', async ({ page, mock: _mock }) => {
    await signIn(page, '/users/about');
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);

    await page.getByRole('button', { name: /^User menu/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('colorMode'))).toBeNull();
    // Live changes of the system preference are followed while the choice is System.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test('a first visit without a session shows "Signing you in…", never the load error, until the SSO redirect', async ({ page, mock: _mock }) => {
  const sawError = page.waitForSelector('text=could not load your profile or menu', { timeout: 15_000 }).then(() => true, () => false);
  await page.goto('/users/about');
  await expect(page.getByRole('status').filter({ hasText: 'Signing you in…' })).toBeVisible();
  await page.waitForURL(/\/users\/about$/, { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 15_000 });
  expect(await Promise.race([sawError, Promise.resolve(false)])).toBe(false);
});

test('Japanese shows a Japanese menu, breadcrumbs and page heading', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  await page.evaluate(() => localStorage.setItem('language', 'ja'));
  await page.goto('/app/ti/sandbox');
  const menu = page.getByRole('navigation', { name: 'メインメニュー' }).or(page.getByRole('navigation', { name: 'Main menu' }));
  await expect(menu.getByRole('button', { name: '脅威インテリジェンス' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'サンドボックス分析' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'サンドボックス分析' })).toBeVisible();
  await expect(menu).not.toContainText('Threat Intelligence');
});

test('saving a language keeps the shell as it is until the page reloads', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  const userMenu = page.getByRole('button', { name: /^User menu/ });
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Language settings' }).click();
  await page.getByText('日本語').click();
  const reloaded = page.waitForEvent('framenavigated');
  // A mark on this document: a check that lands on the reloaded (still empty) page reads nothing.
  await page.evaluate(() => ((window as unknown as { __beforeSave: boolean }).__beforeSave = true));
  await page.getByRole('button', { name: 'Save' }).click();
  // Until the reload, the header's right side, the banners and the menu footer stay.
  for (let i = 0; i < 5; i++) {
    const state = await page.evaluate(() => (window as unknown as { __beforeSave?: boolean }).__beforeSave ? {
      userMenu: !!document.querySelector('header [aria-label^="User menu"]'),
      banner: !!document.querySelector('[aria-roledescription="carousel"], [data-banner]') || document.body.innerText.includes('trial'),
      footer: document.body.innerText.includes('Help Kit'),
    } : null).catch(() => null);
    if (!state) break; // the reload has begun
    expect(state).toEqual({ userMenu: true, banner: true, footer: true });
    await page.waitForTimeout(150);
  }
  await reloaded;
  await expect(page.getByRole('button', { name: /^ユーザーメニュー/ })).toBeVisible({ timeout: 15_000 });
});

test('an open header menu is inside the header landmark, not at the end of the page (axe region)', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  const header = page.getByRole('banner', { name: 'Console header' });
  for (const trigger of [/^User menu/, /^Company menu/, /^Help$/]) {
    await header.getByRole('button', { name: trigger }).click();
    await expect(header.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
});

test.describe('reflow on a phone, 390 and 320 px (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the header does not overflow and every header function is reachable', async ({ page, mock: _mock }) => {
    await signIn(page, '/users/about');
    const header = page.getByRole('banner').or(page.locator('header')).first();
    // The header's right side may arrive after the frame's first paint.
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible({ timeout: 15_000 });
    const overflow = await page.evaluate(() => {
      const h = document.querySelector('header');
      return { page: document.documentElement.scrollWidth - window.innerWidth, header: h ? h.scrollWidth - h.clientWidth : -1 };
    });
    expect(overflow).toEqual({ page: 0, header: 0 });
    for (const name of [/^User menu/, /^Company menu/, 'Help', 'More']) {
      const button = header.getByRole('button', { name });
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(header.getByRole('combobox', { name: 'Global search' })).toBeVisible();
    await header.getByRole('button', { name: 'More' }).focus();
    await page.keyboard.press('Enter');
    const more = page.getByRole('menu');
    for (const name of ['Time zone settings', 'Case log', 'AI assistant', /Chat bot/]) await expect(more.getByRole('menuitem', { name })).toBeVisible();
    await expect(more.locator('time')).toHaveText(/\d{2}:\d{2}:\d{2}/);
    await page.keyboard.press('Escape');
    await expect(header.getByRole('button', { name: 'More' })).toBeFocused();
  });

  test('at 320 px, the width WCAG 1.4.10 names, the header still fits: the search box gives up width, no entry is cut', async ({ page, mock: _mock }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, '/users/about');
    const user = page.getByRole('button', { name: /^User menu/ });
    await expect(user).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const box = await user.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(320);
    await expect(page.getByRole('combobox', { name: 'Global search' })).toBeVisible();
    // The search page adds the back arrow beside the box.
    await page.goto('/app/global-search?keyword=8.8.8.8');
    await expect(page.getByRole('button', { name: 'Back to the previous page' })).toBeVisible({ timeout: 15_000 });
    await expect(user).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });

  test('a demo account at 320 px: the badge and Leave demo move into More, the header fits, and Leave demo still leaves', async ({ page, mock }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await mock.persona('demo');
    await signIn(page, '/users/about');
    const more = page.getByRole('banner').getByRole('button', { name: 'More' });
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible({ timeout: 15_000 });
    // Beside the other entries they pushed the header 140 px past the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await expect(page.getByRole('button', { name: 'Leave demo' })).toBeHidden();
    await more.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Demo', { exact: true })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Leave demo' }).click();
    await page.waitForURL(/\/logout\.html\?t=1$/);
  });

  test('the simulator in Japanese at 320 px: its sub-slide tabs scroll and say so, and the diagram keeps its zoom figure in view', async ({ page, mock: _mock }) => {
    // 320 px, WCAG 1.4.10's width: at 390 the three tabs now fit, since the slide arrows sit above the slide.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addInitScript(() => localStorage.setItem('language', 'ja'));
    await signIn(page, '/users/about');
    await expect(page.getByRole('button', { name: /^ユーザーメニュー/ })).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleAttackModal', slideNumber: 1 } })));
    const dialog = page.getByRole('dialog', { name: 'ネットワークシミュレーション' });
    // The three tabs are wider than the modal: the strip scrolls, with a button that says so.
    await dialog.getByRole('button', { name: '次のタブを表示' }).click();
    await dialog.getByRole('tab', { name: '脅威アクター' }).click();
    const figure = dialog.getByText(/^倍率\d+%$/);
    await expect(figure).toBeVisible();
    const [figureBox, dialogBox] = await Promise.all([figure.boundingBox(), dialog.boundingBox()]);
    expect(figureBox && dialogBox && figureBox.x >= dialogBox.x).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
