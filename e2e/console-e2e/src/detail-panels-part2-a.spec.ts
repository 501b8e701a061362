// Issue 9, part A: the email (1), legacy host (2), mobile (7) and container (9) panels and the
// object-group drawer, opened through toggleUICEvent on the production build against the mock backend;
// and re-opening a panel asks the server again (issue 9, issue 11 item 5).
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

function dispatch(page: Page, detail: Record<string, unknown>) {
  return page.evaluate((d) => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: d })), detail);
}
const openPanel = (page: Page, searchType: number, params: Record<string, unknown>) => dispatch(page, { type: 'toggleDrawer', search_type: searchType, params });
const field = (page: Page, label: string) => page.locator('.detail-field').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

test.beforeEach(async ({ page, mock: _mock }) => {
  await signIn(page, '/users/about');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('the email panel posts the message id and shows the record, with view-more and the headers popup', async ({ page }) => {
  const messageId = '<CAF=q1@mail.example.com>';
  const query = page.waitForRequest((r) => r.url().endsWith('/public/svp/v2/object/email/query'));
  await openPanel(page, 1, { messageId });
  expect((await query).postDataJSON()).toEqual({ messageId });
  const drawer = page.getByRole('dialog').filter({ hasText: 'RE: Overdue invoice' });
  await expect(drawer).toBeVisible();
  await expect(field(page, 'Risk level')).toContainText('High');
  await expect(field(page, 'Recipient count')).toContainText('3');
  await expect(field(page, 'Attachments')).toContainText('Invoice_NT-2026-11-0487.xlsm');
  await expect(field(page, 'Message ID')).toContainText(messageId);
  await drawer.getByRole('button', { name: 'View headers (4)' }).click();
  const headers = page.getByRole('dialog', { name: 'Email headers' });
  await expect(headers.getByRole('cell', { name: 'Return-Path' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(headers).toBeHidden();
});

test('the legacy host panel posts the computer id and shows the record', async ({ page, mock }) => {
  // Foundation editions open 2 as the endpoint panel (8): the legacy panel needs a non-foundation company.
  await mock.persona('smbp-legacy');
  await signIn(page, '/users/about');
  const query = page.waitForRequest((r) => r.url().endsWith('/public/svp/v2/object/endpoint/query'));
  await openPanel(page, 2, { computerId: 'c0mp-0231' });
  expect((await query).postDataJSON()).toEqual({ computerId: 'c0mp-0231' });
  await expect(page.getByRole('dialog').filter({ hasText: 'FIN-LT-0231' })).toBeVisible();
  await expect(field(page, 'OS name')).toContainText('Windows 11 Enterprise');
  await expect(field(page, 'Cloud provider')).toContainText('AWS');
  await expect(field(page, 'Region ID')).toContainText('eu-west-1');
});

test('the mobile panel posts the device id and shows the record with the inventory link', async ({ page }) => {
  const query = page.waitForRequest((r) => r.url().endsWith('/public/svp/v2/object/mobile/query'));
  await openPanel(page, 7, { deviceId: 'dev-android-17' });
  expect((await query).postDataJSON()).toEqual({ deviceId: 'dev-android-17' });
  await expect(page.getByRole('dialog').filter({ hasText: 'SM-S928B' })).toBeVisible();
  await expect(field(page, 'Device type')).toContainText('Android');
  await expect(field(page, 'Security risk level')).toContainText('Safe');
  await expect(field(page, 'IMEI')).toContainText('352099001761481');
  await expect(page.getByRole('link', { name: 'Open the mobile inventory' })).toHaveAttribute('href', '/app/mobile/inventory');
});

test('the container panel posts the container id and shows the record', async ({ page }) => {
  const query = page.waitForRequest((r) => r.url().endsWith('/ui/fbt/api/v1/basic/containers/basic'));
  await openPanel(page, 9, { containerId: 'ctr-5e1f9c0a' });
  expect((await query).postDataJSON()).toEqual({ containerId: 'ctr-5e1f9c0a' });
  await expect(page.getByRole('dialog').filter({ hasText: 'payments-api' })).toBeVisible();
  await expect(field(page, 'Port')).toContainText('8443');
  await expect(field(page, 'Environment variables')).toContainText('SPRING_PROFILES_ACTIVE=production');
});

test('a failed panel call shows an error with retry and the trace id, not "No data" as its title', async ({ page, mock }) => {
  // Twice: the console retries a transient failure once before it shows the error.
  await mock.fault({ method: 'POST', path: '/public/svp/v2/object/mobile/query', status: 500, times: 2 });
  await openPanel(page, 7, { deviceId: 'dev-1' });
  const alert = page.getByRole('dialog').getByRole('alert');
  await expect(alert).toContainText(/could not be loaded/);
  await expect(alert).toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(field(page, 'Device name')).toContainText('Dana’s iPhone');
});

test('re-opening a panel shows the cache at once and asks the server again', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/public/svp/v2/object/container/query') || r.url().endsWith('/ui/fbt/api/v1/basic/containers/basic')) calls += 1;
  });
  await openPanel(page, 9, { containerId: 'ctr-1' });
  await expect(page.getByRole('dialog').filter({ hasText: 'payments-api' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const again = page.waitForRequest((r) => r.url().endsWith('/ui/fbt/api/v1/basic/containers/basic'));
  await openPanel(page, 9, { containerId: 'ctr-1' });
  await again;
  await expect(page.getByRole('dialog').filter({ hasText: 'payments-api' })).toBeVisible();
  expect(calls).toBe(2);
});

test('the object-group drawer lists the files and its context menu opens the file panel and the lineage', async ({ page }) => {
  const items = [
    { fileName: 'Payroll_2026-11.xlsx', fullUri: '\\\\FS-AMS-02\\Finance$\\Payroll\\Payroll_2026-11.xlsx', fileHash: '8ff15c102febd834ab72a9374e5cf6d6a46bb3f0', edgeId: 'edge-2' },
    { fileName: 'p11.zip', fullUri: '/Users/rokafor/Downloads/p11.zip', fileHash: '3bca391ce3b77883ffd333804f17b45102b60db0', edgeId: 'edge-4' },
  ];
  await dispatch(page, { type: 'objectGroupDrawer', items });
  const drawer = page.getByRole('dialog', { name: 'Object group details' });
  await expect(drawer).toBeVisible();
  // Measured once the drawer's slide-in has ended (mid-motion its box is a fraction of a pixel off).
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(500);
  await expect(drawer.getByRole('group', { name: 'p11.zip' })).toContainText('edge-4');

  // Keyboard: Shift+F10 on a file opens its menu; Check data lineage asks for the edge's nodes and entries.
  await drawer.getByRole('group', { name: 'p11.zip' }).focus();
  await page.keyboard.press('Shift+F10');
  const nodes = page.waitForRequest((r) => r.url().endsWith('/public/ddr/lineage/node-info'));
  await page.getByRole('menuitem', { name: 'Check data lineage' }).click();
  expect((await nodes).postDataJSON()).toEqual({ edge_ids: ['edge-4'] });
  const lineage = page.getByRole('dialog', { name: 'Data lineage' });
  await expect(lineage.getByText('Edge edge-4')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lineage).toBeHidden();

  // Right-click: show detailed profile opens the file panel for the file's hash.
  const fileQuery = page.waitForRequest((r) => r.url().endsWith('/public/svp/v2/object/file/query'));
  await drawer.getByRole('group', { name: 'Payroll_2026-11.xlsx' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Show detailed profile' }).click();
  expect((await fileQuery).postDataJSON()).toEqual({ sha1: '8ff15c102febd834ab72a9374e5cf6d6a46bb3f0' });
  await expect(page.getByRole('dialog').filter({ hasText: '8ff15c102febd834ab72a9374e5cf6d6a46bb3f0' }).first()).toBeVisible();
});

test('new search from the object-group drawer goes to the global search page', async ({ page }) => {
  await dispatch(page, { type: 'objectGroupDrawer', items: [{ fileName: 'p11.zip', fullUri: '/x/p11.zip', fileHash: '3bca391ce3b77883ffd333804f17b45102b60db0', edgeId: 'edge-4' }] });
  const drawer = page.getByRole('dialog', { name: 'Object group details' });
  await drawer.getByRole('button', { name: 'Actions for p11.zip' }).click();
  await page.getByRole('menuitem', { name: 'New search' }).click();
  await expect(page).toHaveURL(/\/app\/global-search\?keyword=3bca391ce3b77883ffd333804f17b45102b60db0/);
});
