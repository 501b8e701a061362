// Spec 001 §2.12–2.14, §2.16, §6 against the second backend: the cloud identity, user account and
// threat insight panels (a hostile description must not run), and the object-group drawer with its
// menu and the permission-gated data lineage.
import type { Page } from '@playwright/test';
import { CLOUD, EDGE, INSIGHT, USER } from '../backend/panel-ids.ts';
import { expect, signIn, test } from './second-backend.ts';
import { callsTo, dispatch, expectDash, expectNoData, field, firstCall, openPanel } from './panel-helpers.ts';

const query = (path: string | undefined) => new URLSearchParams(path?.split('?')[1] ?? '');
const USER_QUERY = '/public/svp/v2/object/useraccount/query';
const MALTOOL = '/ui/atl/campaign/api/v2/maltool/';

test.beforeEach(async ({ page, backend: _backend }) => {
  await signIn(page);
});
async function start(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

test('cloud identity: GET by arn with assetType=cloudAsset, Basic fields and tags, then the risk overview', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 10, { arn: CLOUD.bucket });
  const drawer = page.getByRole('dialog', { name: 'Cloud identity profile' });
  const call = await firstCall(backend, '/ui/fbt/api/v1/basic/cloud/basic');
  expect(call?.method).toBe('GET');
  expect(query(call?.path).get('arn')).toBe(CLOUD.bucket);
  expect(query(call?.path).get('assetType')).toBe('cloudAsset');
  await expect(drawer.getByRole('tab')).toHaveText(['Risk overview', 'Basic']);
  await expect(field(drawer, 'Asset name')).toContainText('ktz-manifests-prod-apne1');
  await expectDash(drawer, 'Resource group');
  await expect(field(drawer, 'Provider')).toHaveText(/AWS$/);
  await expect(field(drawer, 'Region')).toContainText('ap-northeast-1');
  await expect(field(drawer, 'Service')).toHaveText(/S3$/);
  await expect(field(drawer, 'Resource link').getByRole('link')).toHaveAttribute('href', 'https://s3.console.aws.example/s3/buckets/ktz-manifests-prod-apne1');
  await expect(field(drawer, 'CostCenter')).toContainText('LOG-4410');
  await expect(field(drawer, 'DataClass')).toContainText('confidential');

  await drawer.getByRole('tab', { name: 'Risk overview' }).click();
  await expect(field(drawer, 'Risk score')).toContainText('74');
  const [risk] = await backend.calls((c) => c.path.startsWith('/public/svp/v2/object/riskOverview/query/'));
  expect(risk?.method).toBe('GET');
});

test('a failed cloud asset, user account or user profiles call shows the no-data message', async ({ page, backend }) => {
  await backend.fault(
    { method: 'GET', path: '/ui/fbt/api/v1/basic/cloud/basic', status: 500 },
    { method: 'GET', path: USER_QUERY, status: 404, body: { error: { number: 4040002, message: 'no such user' } } },
  );
  await start(page);
  await openPanel(page, 10, { arn: CLOUD.bucket });
  await expectNoData(page.getByRole('dialog', { name: 'Cloud identity profile' }));
  await openPanel(page, 11, { userId: USER.mika });
  const user = page.getByRole('dialog', { name: 'User account profile' });
  await expectNoData(user);

  await backend.set({ faults: [{ method: 'GET', path: `/public/sjg/api/v1/idInventory/common/humans/users/${USER.mika}/profiles`, status: 403 }] });
  await openPanel(page, 11, { userId: USER.mika, tab: 4 });
  await expectNoData(user.getByRole('tabpanel', { name: 'Identity inventory' }));
});

test('user account: GET by userId, opens on Basic with the account fields', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 11, { userId: USER.mika });
  const drawer = page.getByRole('dialog', { name: 'User account profile' });
  const call = await firstCall(backend, USER_QUERY);
  expect(call?.method).toBe('GET');
  expect(query(call?.path).get('userId')).toBe(USER.mika);
  await expect(drawer.getByRole('tab')).toHaveText(['Risk overview', 'Basic', 'Email security policy', 'Identity inventory']);
  await expect(drawer.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(drawer, 'User name')).toContainText('Mika Sato');
  await expect(field(drawer, 'Email address')).toContainText('m.sato@kitakaze-logistics.example');
  await expect(field(drawer, 'High-profile user')).toHaveText(/Yes$/);
  await expectDash(drawer, 'Department');
  await expect(field(drawer, 'Detection and response policy ID')).toContainText('7731');
  await expect(field(drawer, 'Identity provider')).toContainText('Google');
});

test('user account: the email-security tab shows the policy and the feature tree; policy buttons need license.linkToCAS', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 11, { userId: USER.mika });
  const drawer = page.getByRole('dialog', { name: 'User account profile' });
  await drawer.getByRole('tab', { name: 'Email security policy' }).click();
  const panel = drawer.getByRole('tabpanel', { name: 'Email security policy' });
  await expect(field(panel, 'Threat protection policy status')).toContainText('Enabled but not optimized');
  await expectDash(panel, 'Data loss prevention policy ID');
  const tree = panel.getByRole('list', { name: 'Protection features' });
  // One of two disabled: partial; none disabled: enabled; all (shown) disabled: disabled; an empty feature is hidden.
  await expect(tree.locator('[data-group="attachments"] [data-state]').first()).toHaveAttribute('data-state', 'partial');
  await expect(tree.locator('[data-group="links"] [data-state]').first()).toHaveAttribute('data-state', 'enabled');
  await expect(tree.locator('[data-group="phishing"] [data-state]').first()).toHaveAttribute('data-state', 'disabled');
  await expect(tree.locator('[data-feature="spoofIntelligence"]')).toHaveCount(0);
  // vaURLs is neither enabled nor disabled: the group's va… children are hidden, the rest shown.
  await expect(tree.locator('[data-group="maliciousUrls"] [data-feature="maliciousUrls"]')).toBeVisible();
  await expect(tree.locator('[data-feature="vaURLsClickThrough"]')).toHaveCount(0);
  await expect(tree.locator('[data-feature="zeroHourAutoPurge"]')).toBeVisible();
  await expect(panel.getByRole('link', { name: /Open threat protection policy/ })).toHaveCount(0);

  await backend.set({ permissions: { license: { viewLicense: 1, linkToCAS: 1 } } });
  await page.reload();
  await expect(drawer.getByRole('tab', { name: 'Basic' })).toBeVisible();
  await drawer.getByRole('tab', { name: 'Email security policy' }).click();
  await expect(panel.getByRole('link', { name: /Open threat protection policy/ })).toHaveAttribute('target', '_blank');
});

test('user account: the identity inventory tab reads the user profiles', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 11, { userId: USER.mika, tab: 4 });
  const drawer = page.getByRole('dialog', { name: 'User account profile' });
  const path = `/public/sjg/api/v1/idInventory/common/humans/users/${USER.mika}/profiles`;
  expect((await firstCall(backend, path))?.method).toBe('GET');
  const panel = drawer.getByRole('tabpanel', { name: 'Identity inventory' });
  await expect(field(panel, 'Role assignments')).toContainText('Exchange Recipient Administrator');
  await expect(field(panel, 'Authentication type')).toContainText('Federated');
  await expect(field(panel, 'Primary group')).toContainText('Domain Users');
  await expect(field(panel, 'Group count')).toHaveText(/14$/);
  await expect(field(panel, 'Password last changed').first().locator('time')).toHaveAttribute('datetime', /^2026-10-14T01:12:00/);
  await expectDash(panel, 'Service principal names');
});

test('user account: without the identity flag tab 4 falls back to Basic; no exchange object, no email-security tab', async ({ page, backend }) => {
  await backend.set({ flags: { 'identity-inventory-app': 0 } });
  await start(page);
  await openPanel(page, 11, { userId: USER.mika, tab: 4 });
  const drawer = page.getByRole('dialog', { name: 'User account profile' });
  await expect(drawer.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tab', { name: 'Identity inventory' })).toHaveCount(0);
  await openPanel(page, 11, { userId: USER.kenta });
  await expect(field(drawer, 'User name')).toContainText('Kenta Ono');
  await expect(field(drawer, 'Identity provider')).not.toContainText('Google');
  await expect(drawer.getByRole('tab')).toHaveText(['Risk overview', 'Basic']);
  // Exchange data that is not an object: no email-security tab either.
  await openPanel(page, 11, { userId: USER.rin });
  await expect(field(drawer, 'User name')).toContainText('Rin Takeda');
  await expect(drawer.getByRole('tab')).toHaveText(['Risk overview', 'Basic']);
  expect(await backend.calls((c) => c.path.includes('/idInventory/common/humans/'))).toEqual([]);
});

test('threat insight: GET maltool by name and type, object type, description, emerging threats and actors', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 12, { name: INSIGHT.kurofune, type: 'malware' });
  const drawer = page.getByRole('dialog', { name: 'Threat insight' });
  const call = await firstCall(backend, MALTOOL);
  expect(call?.method).toBe('GET');
  expect(query(call?.path).get('name')).toBe(INSIGHT.kurofune);
  expect(query(call?.path).get('type')).toBe('malware');
  await expect(field(drawer, 'Object type')).toContainText('Malware tool');
  await expect(field(drawer, 'Description').locator('strong')).toHaveText('Kurofune Loader');
  await expect(field(drawer, 'Description').getByRole('listitem')).toHaveText(['Delivered as macro workbooks', 'Fetches a second stage over HTTPS']);
  await expect(field(drawer, 'Emerging threats').getByRole('link', { name: 'Freight-sector macro phishing wave' })).toHaveAttribute('href', /ET-2026-1187/);
  // Ids come as numbers and texts; an actor without a name is shown by its id.
  await expect(field(drawer, 'Threat actors').getByRole('link', { name: 'Umibozu Group' })).toHaveAttribute('href', /40213/);
  await expect(field(drawer, 'Threat actors')).toContainText('TA-0719');
});

test('threat insight: the name alone is sent without a type; a failed call shows the no-data message', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 12, { name: INSIGHT.kurofune });
  const drawer = page.getByRole('dialog', { name: 'Threat insight' });
  await expect(field(drawer, 'Object type')).toContainText('Malware tool');
  const call = await firstCall(backend, MALTOOL);
  expect(query(call?.path).get('name')).toBe(INSIGHT.kurofune);
  expect(query(call?.path).get('type') ?? '').toBe('');

  // A tool with empty values: dashes.
  await openPanel(page, 12, { name: INSIGHT.quiet });
  await expect(field(drawer, 'Threat actors')).toContainText('Kasa-obake');
  await expectDash(drawer, 'Object type');
  await expectDash(drawer, 'Description');
  await expectDash(drawer, 'Emerging threats');

  await backend.fault({ method: 'GET', path: MALTOOL, status: 404 });
  await openPanel(page, 12, { name: 'Another Tool' });
  await expectNoData(drawer);
});

test('threat insight: a hostile description is sanitised and never runs', async ({ page, backend }) => {
  const hostile = [
    '<p>Safe <em>intro</em></p>',
    '<img src="/x.png" onerror="window.__sbXss = (window.__sbXss || 0) + 1">',
    '<script>window.__sbXss = 99</script>',
    '<svg><script>window.__sbXss = 98</script></svg>',
    '<a id="sb-js" href="javascript:window.__sbXss=97">details</a>',
    '<iframe srcdoc="<script>parent.__sbXss=96</script>"></iframe>',
    '<div style="background:url(javascript:window.__sbXss=95)" onmouseover="window.__sbXss=94">hover</div>',
    '<form action="javascript:window.__sbXss=93"><button>go</button></form>',
  ].join('');
  await backend.set({ panel: { insightDescription: hostile } });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await start(page);
  await openPanel(page, 12, { name: INSIGHT.kurofune });
  const description = field(page.getByRole('dialog', { name: 'Threat insight' }), 'Description');
  await expect(description.locator('em')).toHaveText('intro');
  await expect(description.locator('script, iframe, form, [onerror], [onmouseover], [srcdoc]')).toHaveCount(0);
  await expect(description.locator('[href^="javascript:" i], [action^="javascript:" i]')).toHaveCount(0);
  await description.getByText('hover').hover().catch(() => undefined);
  const link = description.getByText('details');
  if (await link.count()) await link.click({ noWaitAfter: true }).catch(() => undefined);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sbXss?: number }).__sbXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('threat insight: a description of thousands of nested lists and paragraphs shows, cut and flattened, instead of crashing the tab', async ({ page, backend }) => {
  const depth = 2000;
  await backend.set({ panel: { insightDescription: `${'<ul><li>'.repeat(depth)}deep${'</li></ul>'.repeat(depth)}${'<p>spam</p>'.repeat(depth * 4)}` } });
  let crashed = false;
  page.on('crash', () => (crashed = true));
  await start(page);
  await openPanel(page, 12, { name: INSIGHT.kurofune });
  const description = field(page.getByRole('dialog', { name: 'Threat insight' }), 'Description');
  await expect(description).toContainText('deep');
  // Elements past 16 levels (8 lists of list items) keep their text only; the source is cut past 20,000 characters.
  expect(await description.getByTestId('threat-insight-description').evaluate((root) => root.querySelectorAll(`:scope${' ul'.repeat(9)}`).length)).toBe(0);
  await expect(description).toContainText('…');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(crashed).toBe(false);
});

const GROUP = [
  { fileName: '給与_2026-11.xlsx', fullUri: 'E:\\backup\\給与_2026-11.xlsx', fileHash: '50d69dbc6c7860c260731d1007cf86df9f35d951', edgeId: EDGE.payroll },
  { fileName: 'customs_export.zip', fullUri: '/home/k.ono/exports/customs_export.zip', fileHash: '1dc02237fd3097b7db5e8f33b727122a0da16b3c', edgeId: EDGE.archive },
];

test('object-group drawer: 500 wide, lists the files; Check data lineage asks node-info and entry for the edge', async ({ page, backend }) => {
  await start(page);
  await dispatch(page, { type: 'objectGroupDrawer', items: GROUP });
  const drawer = page.getByRole('dialog', { name: 'Object group details' });
  await expect(drawer).toBeVisible();
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(500);
  const payroll = drawer.getByRole('group', { name: '給与_2026-11.xlsx' });
  await expect(field(payroll, 'Full URI')).toContainText('E:\\backup\\給与_2026-11.xlsx');
  await expect(field(payroll, 'File hash')).toContainText('50d69dbc6c7860c260731d1007cf86df9f35d951');
  await expect(field(payroll, 'Edge ID')).toContainText(EDGE.payroll);

  await payroll.click({ button: 'right' });
  // In the drawer's dialog, not at the end of the page (axe region).
  const menu = drawer.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Show detailed profile', 'Copy to clipboard', 'Check data lineage', 'New search']);
  await menu.getByRole('menuitem', { name: 'Check data lineage' }).click();
  const nodes = await firstCall(backend, '/public/ddr/lineage/node-info');
  expect(nodes?.method).toBe('POST');
  expect(nodes?.body).toEqual({ edge_ids: [EDGE.payroll] });
  const entries = await firstCall(backend, '/public/ddr/lineage/entry');
  expect(query(entries?.path).get('edgeId')).toBe(EDGE.payroll);
  const lineage = page.getByRole('dialog', { name: 'Data lineage' });
  await expect(field(lineage, 'Activity')).toContainText('Copied to removable media');
  await expect(field(lineage, 'Endpoint IP')).toContainText('10.40.12.142');
  await expect(lineage.getByRole('cell', { name: '90211', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lineage).toBeHidden();

  await drawer.getByRole('group', { name: 'customs_export.zip' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Show detailed profile' }).click();
  const file = await firstCall(backend, '/public/svp/v2/object/file/query');
  expect(file?.body).toEqual({ sha1: '1dc02237fd3097b7db5e8f33b727122a0da16b3c' });
  await expect(page.getByRole('dialog', { name: 'File profile' })).toBeVisible();
});

test('object-group drawer: without dataPolicy.view_data_lineage the lineage action is disabled with a tooltip', async ({ page, backend }) => {
  await backend.set({ permissions: { dataPolicy: { view_data_lineage: 0 } } });
  await start(page);
  await dispatch(page, { type: 'objectGroupDrawer', items: GROUP });
  const drawer = page.getByRole('dialog', { name: 'Object group details' });
  await drawer.getByRole('group', { name: '給与_2026-11.xlsx' }).click({ button: 'right' });
  const action = page.getByRole('menuitem', { name: 'Check data lineage' });
  await expect(action).toHaveAttribute('aria-disabled', 'true');
  await action.hover();
  // Inside the drawer's dialog, as the menu is, not at the end of the page (axe region).
  await expect(drawer.getByRole('tooltip')).toHaveText('Your account does not have permission to view data lineage.');
  await action.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Data lineage' })).toHaveCount(0);
  expect(await callsTo(backend, '/public/ddr/lineage/node-info')).toEqual([]);
});

test('object-group drawer: copy to clipboard writes the file fields; new search goes to the search page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await start(page);
  await dispatch(page, { type: 'objectGroupDrawer', items: GROUP });
  const drawer = page.getByRole('dialog', { name: 'Object group details' });
  await drawer.getByRole('group', { name: 'customs_export.zip' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Copy to clipboard' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('1dc02237fd3097b7db5e8f33b727122a0da16b3c');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/home/k.ono/exports/customs_export.zip');
  await drawer.getByRole('button', { name: 'Actions for customs_export.zip' }).click();
  await page.getByRole('menuitem', { name: 'New search' }).click();
  await expect(page).toHaveURL(/keyword=1dc02237fd3097b7db5e8f33b727122a0da16b3c/);
});

test('object-group drawer: the right-click menu opens at the pointer', async ({ page }) => {
  await start(page);
  await dispatch(page, { type: 'objectGroupDrawer', items: GROUP });
  const drawer = page.getByRole('dialog', { name: 'Object group details' });
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(500);
  const file = drawer.getByRole('group', { name: 'customs_export.zip' });
  await file.click({ button: 'right', position: { x: 120, y: 40 } });
  const box = await file.boundingBox();
  const pointer = { x: (box?.x ?? 0) + 120, y: (box?.y ?? 0) + 40 };
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Copy to clipboard' })).toBeVisible();
  // The menu's corner is at the pointer, or moved only as far as the window's edge needs.
  await expect.poll(async () => {
    const m = await menu.boundingBox();
    return m ? Math.max(Math.abs(m.x - pointer.x), Math.abs(m.y - pointer.y)) < m.width + 16 : false;
  }, { timeout: 1500 }).toBe(true);
});
