import { expect, signIn, test } from './fixtures.ts';

test('searching a keyword goes to the global-search page, which offers the matching panel', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/users\/about$/);
  await box.fill('8.8.8.8');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/app\/global-search\?keyword=8\.8\.8\.8$/);
  const query = page.waitForRequest((r) => r.url().endsWith('/public/svp/v2/object/ip/query'));
  await page.getByRole('button', { name: /Open .*IP.* profile/i }).click();
  expect((await query).postDataJSON()).toMatchObject({ ip: '8.8.8.8' });
  await expect(page.getByRole('dialog').filter({ hasText: '8.8.8.8' })).toBeVisible();
});

test('the back arrow returns to the page the search started from', async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('8.8.8.8');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/app\/global-search\?keyword=8\.8\.8\.8$/);
  // The box is still focused and expanded: pressing the arrow must not move it from under the pointer.
  await page.getByRole('button', { name: 'Back to the previous page' }).click();
  await expect(page).toHaveURL(/\/users\/about$/);
});

test('the keyword is shown as typed: page, box, address and history (spec 000 §2.7)', async ({ page, mock: _mock }) => {
  await signIn(page, '/app/global-search?keyword=1.00');
  const box = page.getByRole('combobox', { name: /search/i });
  const keyword = page.getByRole('region', { name: 'About this keyword' }).locator('code').first();
  await expect(keyword).toHaveText('1.00');
  await expect(box).toHaveValue('1.00');
  await expect(page).toHaveURL(/\?keyword=1\.00$/);

  for (const typed of ['0.00', '"quoted"']) {
    await box.fill(typed);
    await box.press('Enter');
    await expect(keyword).toHaveText(typed);
    await expect(box).toHaveValue(typed);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(typed);
  }
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('searchHistory') ?? '[]'))).toEqual(['"quoted"', '0.00']);
  // The history offers the earlier keyword as it was typed.
  await box.fill('0.0');
  await expect(page.getByRole('option', { name: '0.00' })).toBeVisible();
});
