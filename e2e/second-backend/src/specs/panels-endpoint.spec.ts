// Spec 001 §2.4, §2.5, §6, §9 against the second backend: the endpoint panel (search_type 8) — its
// record, the risk overview by asset id and type or by workbench ids, identity profiles, custom tags,
// IPS rules, the numbered tabs and the flags and permissions that gate them, and `?panel=` links.
import type { Page } from '@playwright/test';
import { ENDPOINT } from '../backend/panel-ids.ts';
import { expect, signIn, test } from './second-backend.ts';
import { callsUnder, expectDash, expectNoData, field, firstCallUnder, openDashboard, openPanel } from './panel-helpers.ts';

const ID = ENDPOINT.workstation;
const RECORD = `/public/ves/v1/bigtable-endpoints/${ID}`;
const endpointDrawer = (page: Page) => page.getByRole('dialog', { name: 'Endpoint profile' });

const start = openDashboard;

test('opens on Basic: GET the record, every tab, and the record fields with dashes for empty values', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 8, { id: ID });
  const drawer = endpointDrawer(page);
  const call = await firstCallUnder(backend, RECORD);
  expect(call?.method).toBe('GET');
  await expect(drawer.getByRole('tab')).toHaveText(['Risk overview', 'Basic', 'Policy', 'Identity', 'Tags']);
  await expect(drawer.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(drawer, 'Type')).toHaveText(/desktop$/);
  await expect(field(drawer, 'Hostname')).toContainText('KTZ-OSA-WS0142');
  await expect(field(drawer, 'Display name')).toContainText('Sato – picking terminal');
  await expect(field(drawer, 'Connectivity')).toContainText('Connected');
  await expect(field(drawer, 'Last connected').locator('time')).toHaveAttribute('datetime', /^2026-12-03T04:10:55/);
  await expect(field(drawer, 'Last scan').locator('time')).toHaveAttribute('datetime', /^2026-12-02T15:00:00/);
  await expect(field(drawer, 'Instance name')).toContainText('Osaka depot');
  await expect(field(drawer, 'Group name')).toContainText('Osaka / Warehouse floor');
  await expect(field(drawer, 'Last IP used')).toContainText('10.40.12.142');
  await expect(field(drawer, 'Last logged-on user')).toContainText('KITAKAZE\\m.sato');
  await expect(field(drawer, 'Domain hierarchy')).toContainText('kitakaze.local/Osaka/Warehouse');
  await expect(field(drawer, 'Platform')).toHaveText(/Windows$/);
  await expectDash(drawer, 'Kernel version');
  await expectDash(drawer, 'Description');
  await expectDash(drawer, 'Docker engine');
  await expectDash(drawer, 'Sensor KSP version');
  await expect(field(drawer, 'Credit allocation status')).toContainText('Endpoint Sensor: allocated');
  await expect(field(drawer, 'FQDN')).toContainText('sg-osa.kitakaze-logistics.example');
  await expect(field(drawer, 'Endpoint protection agent version')).toContainText('14.0.12932');
  // Ring 2 with the ring-deployment flag: labels run from n to n - 8.
  await expect(field(drawer, 'Ring')).toHaveText(/n - 2$/);
  await expect(field(drawer, 'Agent update status')).toContainText('Update pending restart');
  await expect(drawer.getByTestId('endpoint-sensor-section')).toContainText('3e8a41c0-57d2-4f7b-9f0e-a1b2c3d4e5f6');

  await drawer.getByRole('button', { name: 'View engines (2)' }).click();
  const engines = page.getByRole('dialog', { name: 'Engines' });
  await expect(engines.getByRole('cell', { name: 'Behavior Monitoring Core Driver' })).toBeVisible();
  await expect(engines.getByRole('cell', { name: '23.570.1003' })).toBeVisible();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'View virtual machine details (2)' }).click();
  await expect(page.getByRole('dialog', { name: 'Virtual machine details' }).getByRole('cell', { name: 'UEFI' })).toBeVisible();
});

test('without the ring, update-status, sensor and unified-policy flags those parts are hidden', async ({ page, backend }) => {
  await backend.set({ flags: { 'pattern-ring-deployment': 0, 'endpoint-security-updates': 0, 'endpoint-sensor-section': 0, 'v1es-unified-policy': 0 } });
  await start(page);
  await openPanel(page, 8, { id: ID });
  const drawer = endpointDrawer(page);
  await expect(field(drawer, 'Hostname')).toContainText('KTZ-OSA-WS0142');
  await expect(field(drawer, 'Ring')).toHaveCount(0);
  await expect(field(drawer, 'Agent update status')).toHaveCount(0);
  await expect(field(drawer, 'Program update status')).toContainText('upToDate');
  await expect(drawer.getByTestId('endpoint-sensor-section')).toHaveCount(0);
  await drawer.getByRole('tab', { name: 'Policy' }).click();
  await expect(field(drawer, 'Policy name')).toContainText('Warehouse-Std');
  await expect(field(drawer, 'Assignment name')).toHaveCount(0);
});

test('a failed record, risk overview, identity or tags call shows the no-data message in its tab', async ({ page, backend }) => {
  await backend.fault(
    { method: 'GET', path: RECORD, status: 404, body: { error: { number: 4040001, message: 'no such endpoint' } } },
    { method: 'GET', path: `/public/svp/v2/object/riskOverview/query/${ID}/endpoint`, status: 500 },
    { method: 'GET', path: `/public/sjg/api/v1/idInventory/common/nonHumans/devices/${ID}/profiles`, status: 403 },
    { method: 'POST', path: '/public/ass/api/v1/trilogy/tag/query-custom-tags-by-assetIDs', status: 400, raw: '<html>bad</html>' },
  );
  await start(page);
  await openPanel(page, 8, { id: ID, assetType: 'endpoint' });
  const drawer = endpointDrawer(page);
  await expectNoData(drawer.getByRole('tabpanel', { name: 'Basic' }));
  for (const tab of ['Risk overview', 'Identity', 'Tags']) {
    await drawer.getByRole('tab', { name: tab }).click();
    await expectNoData(drawer.getByRole('tabpanel', { name: tab }));
  }
});

test('risk overview by asset id and type: GET, score with its band, history, critical asset, device and user', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 8, { id: ID, tab: 1, assetType: 'endpoint' });
  const drawer = endpointDrawer(page);
  await expect(drawer.getByRole('tab', { name: 'Risk overview' })).toHaveAttribute('aria-selected', 'true');
  const call = await firstCallUnder(backend, '/public/svp/v2/object/riskOverview/query/');
  expect(call?.method).toBe('GET');
  expect(call?.path).toBe(`/public/svp/v2/object/riskOverview/query/${ID}/endpoint`);
  expect(await callsUnder(backend, '/ui/wb/api/v1/workbenches/')).toEqual([]);
  const score = field(drawer, 'Risk score');
  await expect(score).toContainText('74');
  // 70 to 100 is high (spec 001 §5).
  await expect(score).toContainText('High');
  await expect(drawer.getByRole('img', { name: /Risk score history/ })).toBeVisible();
  await expect(field(drawer, 'Critical asset level')).toContainText('Medium');
  await expect(field(drawer, 'High impact tags')).toContainText('Handles customs data');
  await expect(field(drawer, 'Low impact tags')).toContainText('Shared terminal');
  await expect(field(drawer, 'Operating system')).toContainText('Windows 10 Enterprise LTSC');
  await expect(field(drawer, 'Device last seen').locator('time')).toHaveAttribute('datetime', /^2026-12-03T04:10:55/);
  await expectDash(drawer, 'Cloud identity last seen');
  await expect(field(drawer, 'User principal name')).toContainText('m.sato@kitakaze-logistics.example');
});

test('risk overview by workbench ids: the workbench call instead of the asset call', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 8, { id: ID, tab: 1, workbenchId: ENDPOINT.workbenchId, workbenchUuid: ENDPOINT.workbenchUuid });
  const drawer = endpointDrawer(page);
  const call = await firstCallUnder(backend, '/ui/wb/api/v1/workbenches/');
  expect(call?.method).toBe('GET');
  expect(call?.path).toBe(`/ui/wb/api/v1/workbenches/${ENDPOINT.workbenchId}/assets/${ENDPOINT.workbenchUuid}`);
  await expect(field(drawer, 'Risk score')).toContainText('88');
  await expect(field(drawer, 'Critical asset level')).toContainText('High');
  await expect(field(drawer, 'Absolute impact tags')).toContainText('Domain controller access');
  expect(await callsUnder(backend, '/public/svp/v2/object/riskOverview/query/')).toEqual([]);
});

test('risk overview by workbench ids: a failed workbench call shows the no-data message', async ({ page, backend }) => {
  const workbenchRisk = `/ui/wb/api/v1/workbenches/${ENDPOINT.workbenchId}/assets/${ENDPOINT.workbenchUuid}`;
  await backend.fault({ method: 'GET', path: workbenchRisk, status: 500 });
  await start(page);
  await openPanel(page, 8, { id: ID, tab: 1, workbenchId: ENDPOINT.workbenchId, workbenchUuid: ENDPOINT.workbenchUuid });
  const drawer = endpointDrawer(page);
  await expect(drawer.getByRole('tab', { name: 'Risk overview' })).toHaveAttribute('aria-selected', 'true');
  await expectNoData(drawer.getByRole('tabpanel', { name: 'Risk overview' }));
  expect((await firstCallUnder(backend, workbenchRisk))?.method).toBe('GET');
  expect(await callsUnder(backend, '/public/svp/v2/object/riskOverview/query/')).toEqual([]);
});

test('identity tab: GET the device profiles and show the cloud and on-premises entries', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 8, { id: ID, tab: 4 });
  const drawer = endpointDrawer(page);
  const call = await firstCallUnder(backend, '/public/sjg/api/v1/idInventory/common/nonHumans/devices/');
  expect(call?.method).toBe('GET');
  expect(call?.path).toBe(`/public/sjg/api/v1/idInventory/common/nonHumans/devices/${ID}/profiles`);
  const panel = drawer.getByRole('tabpanel', { name: 'Identity' });
  await expect(panel).toContainText('kitakaze.onmicrosoft.example');
  await expect(field(panel, 'Join type')).toContainText('Microsoft Entra hybrid joined');
  await expect(field(panel, 'Compliant')).toHaveText(/No$/);
  await expect(field(panel, 'Last check-in').locator('time')).toHaveAttribute('datetime', /^2026-12-03T03:55:00/);
  await expect(field(panel, 'Distinguished name')).toContainText('CN=KTZ-OSA-WS0142,OU=Warehouse');
  await expect(field(panel, 'User account control flags')).toContainText('WORKSTATION_TRUST_ACCOUNT');
});

test('identity tab: an endpoint no directory knows shows no data', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 8, { id: 'ep-not-in-any-directory', tab: 4 });
  const panel = endpointDrawer(page).getByRole('tabpanel', { name: 'Identity' });
  await expect(panel.getByRole('heading', { name: 'No data' })).toBeVisible();
  expect((await firstCallUnder(backend, '/public/sjg/api/v1/idInventory/common/nonHumans/devices/ep-not-in-any-directory/profiles'))?.method).toBe('GET');
});

test('tags tab: POST assetIDs with assetType=1 and show each label with its values (read from data.data)', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 8, { id: ID, tab: 5 });
  const drawer = endpointDrawer(page);
  const call = await firstCallUnder(backend, '/public/ass/api/v1/trilogy/tag/query-custom-tags-by-assetIDs');
  expect(call?.method).toBe('POST');
  expect(new URLSearchParams(call?.path.split('?')[1]).get('assetType')).toBe('1');
  expect(call?.body).toEqual({ assetIDs: [ID] });
  const panel = drawer.getByRole('tabpanel', { name: 'Tags' });
  await expect(field(panel, 'Site')).toContainText('Osaka depot');
  await expect(field(panel, 'Owner team')).toContainText('Night shift');
});

test('policy tab: fields, and the IPS popup searches resource ids with limit 1000, offset 0, update_at ascending', async ({ page, backend }) => {
  await start(page);
  await openPanel(page, 8, { id: ID, tab: 3 });
  const drawer = endpointDrawer(page);
  const panel = drawer.getByRole('tabpanel', { name: 'Policy' });
  await expect(field(panel, 'Policy name')).toContainText('Warehouse-Std');
  await expect(field(panel, 'Detail profile policy')).toContainText('WH-Strict');
  await expect(field(panel, 'Assignment name')).toContainText('Osaka warehouse');
  await expect(field(panel, 'Priority name')).toContainText('P2');
  await expect(field(panel, 'Anti-malware scheduled scan')).toContainText('Nightly 02:00 JST');
  await expectDash(panel, 'Sensor policy override');
  await expect(panel.getByRole('cell', { name: 'Device control' })).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'USB storage' })).toBeVisible();

  await panel.getByRole('button', { name: 'View intrusion-prevention rules (3)' }).click();
  const call = await firstCallUnder(backend, '/public/aru/api/v1/ips-rule/resources/search');
  expect(call?.method).toBe('POST');
  expect(new URLSearchParams(call?.path.split('?')[1]).get('dsru_version')).toBe('latest');
  const body = call?.body as Record<string, unknown>;
  expect(body.limit).toBe(1000);
  expect(body.offset).toBe(0);
  const filter = JSON.stringify(body.filter);
  expect(filter).toContain('resource_id');
  for (const id of ['1008713', '1009244', '1011502']) expect(filter).toContain(id);
  const rest = JSON.stringify({ ...body, filter: undefined });
  expect(rest).toContain('update_at');
  expect(rest.toLowerCase()).toContain('asc');
  const rules = page.getByRole('dialog', { name: 'Intrusion-prevention rules' });
  await expect(rules.getByRole('cell', { name: '1011242' })).toBeVisible();
  await expect(rules.getByRole('cell', { name: /CVE-2021-44228/ })).toBeVisible();
});

test('without the identity flag and asd.view there is no Identity or Tags tab, and tab 5 opens Basic', async ({ page, backend }) => {
  await backend.set({ flags: { 'identity-inventory-app': 0 }, permissions: { asd: { view: 0, assets: 0 } } });
  await start(page);
  await openPanel(page, 8, { id: ID, tab: 5 });
  const drawer = endpointDrawer(page);
  await expect(drawer.getByRole('tab')).toHaveText(['Risk overview', 'Basic', 'Policy']);
  await expect(drawer.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(drawer, 'Hostname')).toContainText('KTZ-OSA-WS0142');
  expect(await callsUnder(backend, '/public/ass/api/v1/trilogy/tag/')).toEqual([]);
  expect(await callsUnder(backend, '/public/sjg/api/v1/idInventory/')).toEqual([]);
});

test('a ?panel= link opens the endpoint panel on the tab it names', async ({ page, backend }) => {
  await signIn(page);
  await page.goto(`/dashboard?panel=8:id:${ID}~tab:3`);
  const drawer = endpointDrawer(page);
  await expect(drawer.getByRole('tab', { name: 'Policy' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(drawer, 'Policy name')).toContainText('Warehouse-Std');
  expect((await firstCallUnder(backend, RECORD))?.method).toBe('GET');
});

test('the small-business view has the simplified Basic tab', async ({ page, backend }) => {
  await backend.set({ view: 'smbp' });
  await start(page);
  await openPanel(page, 8, { id: ID });
  const drawer = endpointDrawer(page);
  await expect(field(drawer, 'Hostname')).toContainText('KTZ-OSA-WS0142');
  await expect(field(drawer, 'Operating system')).toContainText('Windows 10 Enterprise LTSC 10.0.19044');
  await expect(field(drawer, 'Domain hierarchy')).toHaveCount(0);
});

test('a service gateway proxy list of 20 or more IPs is flagged as truncated, 19 is not', async ({ page, backend }) => {
  await backend.set({ panel: { endpointProxyIps: 19 } });
  await start(page);
  await openPanel(page, 8, { id: ID });
  const drawer = endpointDrawer(page);
  await expect(field(drawer, 'IP addresses')).toContainText('10.40.0.23');
  await expect(drawer.getByTestId('proxy-ips-truncated')).toHaveCount(0);
  await backend.set({ panel: { endpointProxyIps: 20 } });
  await openPanel(page, 8, { id: ID });
  await expect(field(drawer, 'IP addresses')).toContainText('10.40.0.24');
  await expect(drawer.getByTestId('proxy-ips-truncated')).toBeVisible();
});

test('ring labels run from n to n - 8; connectivity unknown and other values', async ({ page, backend }) => {
  await backend.set({ panel: { endpointRing: 0, endpointConnectivity: 'unknown' } });
  await start(page);
  const drawer = endpointDrawer(page);
  await openPanel(page, 8, { id: ID });
  await expect(field(drawer, 'Ring')).toHaveText(/n$/);
  await expect(field(drawer, 'Connectivity')).toContainText('Unknown');
  await backend.set({ panel: { endpointRing: 8, endpointConnectivity: 'disconnected' } });
  await openPanel(page, 8, { id: ID });
  await expect(field(drawer, 'Ring')).toHaveText(/n - 8$/);
  await expect(field(drawer, 'Connectivity')).toContainText('Not connected');
  await backend.set({ panel: { endpointRing: null, endpointConnectivity: null } });
  await openPanel(page, 8, { id: ID });
  await expect(field(drawer, 'Ring').locator('dd')).toHaveText(/^-\s*No data$/);
  await expect(field(drawer, 'Connectivity').locator('dd')).toHaveText(/^-\s*No data$/);
});
