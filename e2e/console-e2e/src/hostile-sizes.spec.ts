import { expect, signIn, test } from './fixtures.ts';

// Sizes no real backend sends, from a backend or page script that does: the console stays usable.
// Each case here froze the page for seconds, or failed it, before the sizes were bounded at the edge.

test('a domain record with 3,000 hosted IPs opens with 50 of them and Show more', async ({ page }) => {
  await page.route('**/public/svp/v2/object/domain/query', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.hostedIP = Array.from({ length: 3000 }, (_, i) => `198.51.${Math.floor(i / 250)}.${i % 250}`);
    await route.fulfill({ response, json: body });
  });
  await signIn(page, '/users/about');
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleDrawer', search_type: 5, params: { domain: 'bulk.example.com' } } })),
  );
  const drawer = page.getByRole('dialog').filter({ hasText: 'bulk.example.com' });
  const more = drawer.getByRole('button', { name: 'Show 50 more (2950 not shown)' });
  await expect(more).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^198\.51\./ })).toHaveCount(50);
  await more.click();
  await expect(drawer.getByRole('button', { name: /^198\.51\./ })).toHaveCount(100);
  await expect(drawer.getByRole('button', { name: '198.51.0.50' })).toBeFocused();
});

test('a menu nested 20,000 levels deep loads the console, with the levels past 32 left out', async ({ page }) => {
  await page.route('**/ui/uic/v3/menu', async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    // Built as text: the nesting is deeper than a JSON serialiser's stack.
    const depth = 20_000;
    const open = Array.from({ length: depth }, (_, i) => `{"id":"${900000 + i}","title":"Level ${i}","role":"menu","sidebar":true,"children":[`).join('');
    const nested = `${open}{"id":"999999","title":"Leaf","path":"/app/deep/leaf","role":"menu","sidebar":true}${']}'.repeat(depth)}`;
    await route.fulfill({ response, body: text.replace('"data":[', `"data":[${nested},`) });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, '/users/about');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Level 0' })).toBeVisible();
  await expect(page.getByText('could not load your profile or menu')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a flat menu of 5,000 entries comes in slices and ends complete, collapsed and expanded again', async ({ page }) => {
  // Three waits of up to 20 s each (5,000 entries, read three times): more than the default 30 s on a loaded runner.
  test.setTimeout(75_000);
  await page.route('**/ui/uic/v3/menu', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown[] };
    const extra = Array.from({ length: 5000 }, (_, i) => ({ id: String(700000 + i), title: `Bulk ${i}`, path: `/app/bulk/${i}`, role: 'menu', sidebar: true, children: [] }));
    await route.fulfill({ response, json: { ...body, data: [...body.data, ...extra] } });
  });
  await signIn(page, '/users/about');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Bulk 4999' })).toHaveCount(1, { timeout: 20_000 });
  await nav.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(nav.getByRole('link', { name: 'Bulk 4999' })).toHaveCount(1, { timeout: 20_000 });
  await nav.getByRole('button', { name: 'Expand menu' }).click();
  await expect(nav.getByRole('link', { name: 'Bulk 4999' })).toHaveCount(1, { timeout: 20_000 });
  await nav.getByRole('link', { name: 'Bulk 4999' }).scrollIntoViewIfNeeded();
  await expect(nav.getByRole('link', { name: 'Bulk 4999' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bulk 0', exact: true })).toHaveAttribute('href', '/app/bulk/0');
});
