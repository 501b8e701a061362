import { expect, signIn, test } from './second-backend.ts';

test('the console signs in and draws its frame against the second backend', async ({ page, backend }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const calls = await backend.calls();
  expect(calls.every((c) => c.token && c.traceId)).toBe(true);
});
