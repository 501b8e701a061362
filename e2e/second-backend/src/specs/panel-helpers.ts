// What the panel specs share: opening a panel through the contract §7 event, reading a detail field,
// the dash of an empty value and the no-data message (spec 001 §5, §8), and the calls the console sent.
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, type SecondBackend } from './second-backend.ts';

/** A contract §7 `toggleUICEvent`, as another app on the page would send it. */
export const dispatch = (page: Page, detail: Record<string, unknown>) =>
  page.evaluate((d) => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: d })), detail);
export const openPanel = (page: Page, searchType: number, params: Record<string, unknown>) =>
  dispatch(page, { type: 'toggleDrawer', search_type: searchType, params });

/** Signed in, on the dashboard, the frame drawn: where a panel is opened from. */
export async function openDashboard(page: Page) {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The detail field whose label is exactly `label`. */
export const field = (scope: Locator, label: string) =>
  scope.locator('.detail-field').filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${escape(label)}$`) }) });
/** The field's value is the dash of an empty value (spec 001 §5). */
export const expectDash = (scope: Locator, label: string) => expect(field(scope, label).locator('dd')).toHaveText(/^-\s*No data$/);
/** The no-data message of a failed call (spec 001 §8): the no-data heading, or the load-failed alert that says no data can be shown. */
export const expectNoData = (scope: Locator) =>
  expect(scope.getByRole('heading', { name: 'No data' }).or(scope.getByRole('alert').filter({ hasText: 'No data can be shown' }))).toBeVisible();

const pathnameOf = (path: string) => path.split('?')[0] ?? '';
/** The calls to exactly this path (the query aside). */
export const callsTo = (backend: SecondBackend, pathname: string) => backend.calls((c) => pathnameOf(c.path) === pathname);
/** The calls to any path that starts with `prefix`. */
export const callsUnder = (backend: SecondBackend, prefix: string) => backend.calls((c) => pathnameOf(c.path).startsWith(prefix));

async function firstOf(calls: () => ReturnType<SecondBackend['calls']>) {
  await expect.poll(async () => (await calls()).length).toBeGreaterThan(0);
  return (await calls())[0];
}
/** The first call to exactly this path, once it has come. */
export const firstCall = (backend: SecondBackend, pathname: string) => firstOf(() => callsTo(backend, pathname));
/** The first call under `prefix`, once it has come. */
export const firstCallUnder = (backend: SecondBackend, prefix: string) => firstOf(() => callsUnder(backend, prefix));
