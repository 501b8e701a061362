// Issue 9, part B: the endpoint (8) panel with its asset risk overview, the cloud identity (10) and
// the user account (11) panels, opened through toggleUICEvent on the production build against the
// mock backend: the specified calls with their payloads, and the key fields.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

function openPanel(page: Page, searchType: number, params: Record<string, unknown>) {
  return page.evaluate(
    (detail) => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail })),
    { type: 'toggleDrawer', search_type: searchType, params },
  );
}
const field = (page: Page, label: string) => page.locator('.detail-field').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
const path = (url: string) => new URL(url).pathname;

test.beforeEach(async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('the endpoint panel reads the record, opens on Basic and shows the flag-gated fields', async ({ page }) => {
  const record = page.waitForRequest((r) => path(r.url()) === '/public/ves/v1/bigtable-endpoints/ep-0231' && r.method() === 'GET');
  await openPanel(page, 8, { id: 'ep-0231' });
  await record;
  const drawer = page.getByRole('dialog').filter({ hasText: 'ep-0231' });
  await expect(drawer.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tab')).toHaveText(['Risk overview', 'Basic', 'Policy', 'Identity', 'Tags']);
  await expect(field(page, 'Hostname')).toContainText('FIN-LT-0231');
  await expect(field(page, 'Connectivity')).toContainText('Connected');
  await expect(field(page, 'Ring')).toContainText('n - 3');
  await expect(field(page, 'Agent update status')).toContainText('Up-to-date');
  await drawer.getByRole('button', { name: 'View engines (3)' }).click();
  const engines = page.getByRole('dialog', { name: 'Engines' });
  await expect(engines.getByRole('cell', { name: 'Virus Scan Engine (64-bit)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(engines).toBeHidden();
});

test('the endpoint panel reads the risk overview by asset id and type, or by workbench ids', async ({ page }) => {
  const byAsset = page.waitForRequest((r) => path(r.url()) === '/public/svp/v2/object/riskOverview/query/ep-0231/1');
  await openPanel(page, 8, { id: 'ep-0231', tab: 1 });
  await byAsset;
  const drawer = page.getByRole('dialog').filter({ hasText: 'ep-0231' });
  await expect(drawer.getByTestId('risk-score')).toContainText('74');
  await expect(drawer.getByRole('img', { name: /Risk score history/ })).toBeVisible();
  await expect(field(page, 'Critical asset level')).toContainText('High');

  const byWorkbench = page.waitForRequest((r) => path(r.url()) === '/ui/wb/api/v1/workbenches/WB-20261124-00017/assets/c9a1e2f4');
  await openPanel(page, 8, { id: 'ep-0232', tab: 1, workbenchId: 'WB-20261124-00017', workbenchUuid: 'c9a1e2f4' });
  await byWorkbench;
  await expect(page.getByRole('dialog').filter({ hasText: 'ep-0232' }).getByTestId('risk-score')).toBeVisible();
});

test('the endpoint panel asks for identity profiles, custom tags and IPS rules as specified', async ({ page }) => {
  const identity = page.waitForRequest((r) => path(r.url()) === '/public/sjg/api/v1/idInventory/common/nonHumans/devices/ep-0231/profiles');
  await openPanel(page, 8, { id: 'ep-0231', tab: 4 });
  await identity;
  const drawer = page.getByRole('dialog').filter({ hasText: 'ep-0231' });
  await expect(drawer.getByText('Hybrid Azure AD joined')).toBeVisible();

  const tags = page.waitForRequest((r) => path(r.url()) === '/public/ass/api/v1/trilogy/tag/query-custom-tags-by-assetIDs');
  await drawer.getByRole('tab', { name: 'Tags' }).click();
  const tagsCall = await tags;
  expect(tagsCall.method()).toBe('POST');
  expect(new URL(tagsCall.url()).searchParams.get('assetType')).toBe('1');
  expect(tagsCall.postDataJSON()).toEqual({ assetIDs: ['ep-0231'] });
  await expect(drawer.getByText('Data classification')).toBeVisible();

  await drawer.getByRole('tab', { name: 'Policy' }).click();
  const ips = page.waitForRequest((r) => path(r.url()) === '/public/aru/api/v1/ips-rule/resources/search');
  await drawer.getByRole('button', { name: 'View intrusion-prevention rules (3)' }).click();
  const ipsCall = await ips;
  expect(new URL(ipsCall.url()).searchParams.get('dsru_version')).toBe('latest');
  expect(ipsCall.postDataJSON()).toEqual({ filter: { resource_id: ['1008765', '1009912', '1011243'] }, limit: 1000, offset: 0, order_by: 'update_at asc' });
  await expect(page.getByRole('dialog', { name: 'Intrusion-prevention rules' }).getByRole('cell', { name: /CVE-2021-44228/ })).toBeVisible();
});

test('without the identity flag and asd.view the endpoint panel has no Identity or Tags tab, and tab 5 opens Basic', async ({ page, mock }) => {
  await mock.persona('ents-root', { flags: { 'identity-inventory-app': 0 }, rbac: { asd: { view: 0, assets: 0 } } });
  await page.reload();
  await openPanel(page, 8, { id: 'ep-0231', tab: 5 });
  const drawer = page.getByRole('dialog').filter({ hasText: 'ep-0231' });
  await expect(drawer.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tab')).toHaveText(['Risk overview', 'Basic', 'Policy']);
});

test('the cloud identity panel asks by arn with assetType=cloudAsset and shows the asset', async ({ page }) => {
  const arn = 'arn:aws:s3:::acme-logs';
  const query = page.waitForRequest((r) => path(r.url()) === '/ui/fbt/api/v1/basic/cloud/basic');
  await openPanel(page, 10, { arn });
  const url = new URL((await query).url());
  expect(url.searchParams.get('arn')).toBe(arn);
  expect(url.searchParams.get('assetType')).toBe('cloudAsset');
  const drawer = page.getByRole('dialog').filter({ hasText: arn });
  await expect(field(page, 'Asset name')).toContainText('acme-logs');
  await expect(field(page, 'Provider')).toContainText('AWS');
  await expect(field(page, 'Service')).toContainText('Amazon S3');
  await expect(field(page, 'Environment')).toContainText('production');
  const risk = page.waitForRequest((r) => path(r.url()).startsWith('/public/svp/v2/object/riskOverview/query/'));
  await drawer.getByRole('tab', { name: 'Risk overview' }).click();
  expect(path((await risk).url())).toBe(`/public/svp/v2/object/riskOverview/query/${encodeURIComponent(arn)}/cloudAsset`);
  await expect(drawer.getByTestId('risk-score')).toBeVisible();
});

test('the user account panel asks by userId, opens on Basic and shows the email-security feature tree', async ({ page }) => {
  const query = page.waitForRequest((r) => path(r.url()) === '/public/svp/v2/object/useraccount/query');
  await openPanel(page, 11, { userId: 'user-1' });
  expect(new URL((await query).url()).searchParams.get('userId')).toBe('user-1');
  const drawer = page.getByRole('dialog').filter({ hasText: 'user-1' });
  await expect(drawer.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'User name')).toContainText('Dana Whitfield');
  await expect(field(page, 'Department')).toContainText('Finance');
  await drawer.getByRole('tab', { name: 'Email security policy' }).click();
  const tree = drawer.getByRole('list', { name: 'Protection features' });
  await expect(tree.locator('[data-group="links"] [data-state]').first()).toHaveAttribute('data-state', 'partial');
  const policy = drawer.getByRole('link', { name: /Open threat protection policy/ });
  await expect(policy).toHaveAttribute('target', '_blank');
  await expect(policy).toHaveAttribute('rel', /noopener/);

  const identity = page.waitForRequest((r) => path(r.url()) === '/public/sjg/api/v1/idInventory/common/humans/users/user-1/profiles');
  await drawer.getByRole('tab', { name: 'Identity inventory' }).click();
  await identity;
  await expect(drawer.getByText('Billing Administrator')).toBeVisible();
});

test('a user account opened on tab 4 without the identity flag falls back to Basic; a failed call offers retry with its trace id', async ({ page, mock }) => {
  await mock.persona('ents-root', { flags: { 'identity-inventory-app': 0 } });
  await page.reload();
  await openPanel(page, 11, { userId: 'user-1', tab: 4 });
  const drawer = page.getByRole('dialog').filter({ hasText: 'user-1' });
  await expect(drawer.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tab', { name: 'Identity inventory' })).toHaveCount(0);

  // Enough failures to outlast the client's own retries; cleared before the user's Retry.
  await mock.fault({ method: 'GET', path: '/public/svp/v2/object/useraccount/query', status: 500, times: 10 });
  await openPanel(page, 11, { userId: 'user-2' });
  const failed = page.getByRole('dialog').filter({ hasText: 'user-2' });
  const alert = failed.getByRole('alert');
  await expect(alert).toContainText(/Trace ID/);
  expect((await page.request.delete('/__mock/faults')).ok()).toBe(true);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(field(page, 'User name')).toContainText('user-2');
});
