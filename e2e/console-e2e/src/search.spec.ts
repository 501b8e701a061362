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
