import { expect, signIn, test } from './fixtures.ts';

// The static host's headers (apps/mock-api security-headers.ts, README nginx example) and the guard
// every spec runs under: the fixture fails a test on any Content-Security-Policy violation.

test('the console is served with a strict policy and the hardened-host headers', async ({ page, mock: _mock }) => {
  const response = await page.goto('/users/about');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
});

test('the whole shell renders under the policy, styles included (Chakra inserts them at run time)', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  // Styled, not bare HTML: the rules emotion inserted at run time are applied (style-src allows them).
  const emotionRules = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].reduce((sum, style) => sum + (style.sheet?.cssRules.length ?? 0), 0),
  );
  expect(emotionRules).toBeGreaterThan(0);
  // Open the overlays' frames and the drawer too: frame-src and connect-src are exercised.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } } })));
  await expect(page.getByRole('dialog').filter({ hasText: '8.8.8.8' })).toBeVisible();
});

test('the theme’s global styles come from the stylesheet built with the app, and only from it', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const styles = await page.evaluate(() => {
    const rulesOf = (sheet: CSSStyleSheet | null) => [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return {
      linked: linked.map((link) => rulesOf(link.sheet)).join('\n'),
      atRunTime: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => rulesOf(style.sheet)).join('\n'),
      canvas: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-bg-canvas').trim(),
      font: getComputedStyle(document.body).fontFamily,
    };
  });
  // Reset, token variables and the console's global CSS are applied, from the linked file…
  const definesCanvas = /--chakra-colors-bg-canvas\s*:/;
  expect(styles.linked).toMatch(definesCanvas);
  expect(styles.canvas).not.toBe('');
  expect(styles.font).toContain('Liberation Sans');
  // …and emotion did not insert them again at run time (that serialisation is what the file saves).
  expect(styles.atRunTime).not.toMatch(definesCanvas);
  expect(styles.atRunTime).not.toMatch(/--font-fallback\s*:/);
});

test.describe('the guard', () => {
  test.use({ allowCspViolations: true });

  test('sees an inline script the policy refuses (proof that the fixture would fail a spec)', async ({ page, mock: _mock, cspViolations }) => {
    await signIn(page, '/users/about');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.map((v) => v.directive)).toContain('script-src-elem');
  });
});

test('the production build ships no development mock worker', async ({ request, mock: _mock }) => {
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
});
