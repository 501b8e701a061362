// Spec 001 §2.6–2.9 against the second backend: the file, URL, domain and IP panels — their record
// calls, their Basic and Activity fields, the hex viewer, the sensitive-data tab, private addresses
// (§5) and the regions that hide threat intelligence (§6).
import type { Page } from '@playwright/test';
import { DOMAIN, EDGE, FILE, IP, URL_OBJECT } from '../backend/panel-ids.ts';
import { expect, test } from './second-backend.ts';
import { callsTo, expectDash, expectNoData, field, firstCall, openDashboard, openPanel } from './panel-helpers.ts';

/** Spec 001 §5: base64 without padding (either alphabet decodes to the URL). */
const unpaddedBase64Of = (text: string) => [Buffer.from(text).toString('base64').replace(/=+$/, ''), Buffer.from(text).toString('base64url')];

test.beforeEach(async ({ page, backend: _backend }) => {
  await openDashboard(page);
});

test('file: posts the sha1 and shows every Basic field, sizes in base-1024 units and dashes for empty values', async ({ page, backend }) => {
  await openPanel(page, 3, { sha1: FILE.manifest });
  const drawer = page.getByRole('dialog', { name: 'File profile' });
  const call = await firstCall(backend, '/public/svp/v2/object/file/query');
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ sha1: FILE.manifest });
  await expect(drawer.getByRole('tab')).toHaveText(['Basic', 'File capability', 'Sandbox analysis', 'Threat intelligence']);
  await expect(field(drawer, 'Prevalence')).toHaveText(/4$/);
  await expect(field(drawer, 'File name')).toContainText('manifest_KZ-88213_rev2.xlsm');
  await expect(drawer.getByRole('link', { name: /Trojan\.X97M\.KUROFUNE\.A/ })).toHaveAttribute('href', 'https://encyclopedia.second-backend.test/malware/trojan.x97m.kurofune.a');
  await expect(field(drawer, 'Family names')).toContainText('MacroLoader');
  await expect(field(drawer, 'File type')).toContainText('macro-enabled');
  // 2,527,068 bytes = 2.41 MB in base 1024 with two decimals (spec 001 §9).
  await expect(field(drawer, 'File size')).toContainText('2.41 MB');
  await expect(field(drawer, 'Memory resident')).toContainText('No');
  await expectDash(drawer, 'Signer');
  await expect(field(drawer, 'MD5')).toContainText('14bf0ec757ddab1ec83355f717643d0b');
  await expect(field(drawer, 'SHA256')).toContainText('6d3339100c83ed94d92adc8c4431afc0b0048f9b8f263c49092c385718d534db');
  await expect(field(drawer, 'TLSH')).toContainText('T1A3C4126BB2F5');
});

test('file: without isShowFileTab there is no File capability tab; a non-http encyclopedia link is no link; empty values show dashes', async ({ page }) => {
  await openPanel(page, 3, { sha1: FILE.installer });
  const drawer = page.getByRole('dialog', { name: 'File profile' });
  await expect(field(drawer, 'File name')).toContainText('KitakazeTracker_Setup_4.2.1.msi');
  await expect(drawer.getByRole('tab')).toHaveText(['Basic', 'Sandbox analysis', 'Threat intelligence']);
  await expect(field(drawer, 'File size')).toContainText('1.00 KB');
  await expect(field(drawer, 'Memory resident')).toContainText('Yes');
  await expect(field(drawer, 'Detection name')).toContainText('PUA.MSI.TrackerBundle');
  await expect(field(drawer, 'Detection name').locator('a')).toHaveCount(0);
  await expect(drawer.locator('[href^="javascript:" i]')).toHaveCount(0);
  await expectDash(drawer, 'Signer');
  await expectDash(drawer, 'Family names');
  await expectDash(drawer, 'TLSH');
});

test('a failed call of the file, URL, domain or IP panel shows the no-data message', async ({ page, backend }) => {
  await backend.fault(
    { method: 'POST', path: '/public/svp/v2/object/file/query', status: 500, body: { error: { number: 5000001, message: 'db' } } },
    { method: 'POST', path: '/public/svp/v2/object/url/query', status: 404 },
    { method: 'POST', path: '/public/svp/v2/object/domain/query', status: 403, body: { error: { number: 4030002, message: 'no' } } },
    { method: 'POST', path: '/public/svp/v2/object/ip/query', status: 400, raw: 'Bad Request' },
  );
  await openPanel(page, 3, { sha1: FILE.manifest });
  const file = page.getByRole('dialog', { name: 'File profile' });
  await expectNoData(file);
  await expect(file.getByRole('tablist')).toHaveCount(0);
  for (const [searchType, params, title] of [
    [4, { url: URL_OBJECT.tracking }, 'URL profile'],
    [5, { domain: DOMAIN.parcel }, 'Domain profile'],
    [6, { ip: IP.c2 }, 'IP address profile'],
  ] as const) {
    await openPanel(page, searchType, params);
    await expectNoData(page.getByRole('dialog', { name: title }));
  }
});

test('file: the hex viewer reads /mock/other/filecontent.json', async ({ page, backend }) => {
  await openPanel(page, 3, { sha1: FILE.manifest });
  const drawer = page.getByRole('dialog', { name: 'File profile' });
  await drawer.getByRole('button', { name: 'View file content' }).click();
  const viewer = page.getByRole('dialog', { name: 'File content' });
  await expect(viewer).toBeVisible();
  const call = await firstCall(backend, '/mock/other/filecontent.json');
  expect(call?.method).toBe('GET');
  await expect(viewer).toContainText('50 4b 03 04');
  // Rows of at most 51 characters after the offset (spec 001 §2.6, §9): this backend's 65-character lines wrap.
  const rows = (await viewer.getByRole('region', { name: 'File content (hex)' }).innerText()).split('\n');
  expect(rows.length).toBeGreaterThan(2);
  for (const row of rows) expect(row.replace(/^(\S*)\s\s/, '').length).toBeLessThanOrEqual(51);
});

test('file: a sensitive file (edge_ids) shows its lineage nodes and entries', async ({ page, backend }) => {
  await openPanel(page, 3, { sha1: FILE.manifest, edge_ids: [EDGE.payroll] });
  const drawer = page.getByRole('dialog', { name: 'File profile' });
  await drawer.getByRole('tab', { name: 'Sensitive Data Information' }).click();
  const nodes = await firstCall(backend, '/public/ddr/lineage/node-info');
  expect(nodes?.method).toBe('POST');
  expect(nodes?.body).toEqual({ edge_ids: [EDGE.payroll] });
  const entries = await firstCall(backend, '/public/ddr/lineage/entry');
  expect(entries?.method).toBe('GET');
  expect(new URLSearchParams(entries?.path.split('?')[1]).get('edgeId')).toBe(EDGE.payroll);
  const panel = drawer.getByRole('tabpanel');
  await expect(field(panel, 'Activity')).toContainText('Copied to removable media');
  await expect(field(panel, 'Endpoint')).toContainText('KTZ-OSA-WS0142');
  await expect(field(panel, 'Matched policies')).toContainText('PII – Japanese My Number');
  await expect(field(panel, 'File size')).toContainText('86.34 KB');
  await expect(panel.getByRole('cell', { name: '90211', exact: true })).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'src-usb-0042' })).toBeVisible();
});

test('file: failed lineage calls (node-info, entry) show the no-data message in the Sensitive Data Information tab', async ({ page, backend }) => {
  await backend.fault({ method: 'POST', path: '/public/ddr/lineage/node-info', status: 500 }, { method: 'GET', path: '/public/ddr/lineage/entry', status: 503 });
  await openPanel(page, 3, { sha1: FILE.manifest, edge_ids: [EDGE.payroll] });
  const drawer = page.getByRole('dialog', { name: 'File profile' });
  await drawer.getByRole('tab', { name: 'Sensitive Data Information' }).click();
  expect((await firstCall(backend, '/public/ddr/lineage/node-info'))?.method).toBe('POST');
  expect((await firstCall(backend, '/public/ddr/lineage/entry'))?.method).toBe('GET');
  const panel = drawer.getByRole('tabpanel');
  // Each call has its own section (Lineage for the nodes, Entries for the entries).
  for (const title of ['Lineage', 'Entries']) {
    await expectNoData(panel.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) }));
  }
});

test('URL: posts the URL as base64 without padding and shows Basic and Activity', async ({ page, backend }) => {
  await openPanel(page, 4, { url: URL_OBJECT.tracking });
  const drawer = page.getByRole('dialog', { name: 'URL profile' });
  const call = await firstCall(backend, '/public/svp/v2/object/url/query');
  expect(call?.method).toBe('POST');
  const sent = (call?.body as { url?: string } | undefined)?.url ?? '';
  expect(sent).not.toContain('=');
  expect(unpaddedBase64Of(URL_OBJECT.tracking)).toContain(sent);
  await expect(drawer.getByRole('tab')).toHaveText(['Basic', 'Activity', 'Sandbox', 'Threat intelligence']);
  // 38: high risk (spec 001 §5).
  await expect(field(drawer, 'Web reputation score')).toContainText('38');
  await expect(field(drawer, 'Web reputation score')).toContainText('High risk');
  await expect(field(drawer, 'Categories')).toContainText('Newly Observed Domain');
  await expect(field(drawer, 'Domain')).toContainText(DOMAIN.parcel);
  await expect(field(drawer, 'Registrant name')).toContainText('REDACTED FOR PRIVACY');
  await expectDash(drawer, 'Registrant country');
  await expect(field(drawer, 'Created').locator('time')).toHaveAttribute('datetime', /^2026-11-19/);
  await expect(field(drawer, 'Updated').locator('time')).toHaveAttribute('datetime', /^2026-11-20T00:00:00/);
  await expect(field(drawer, 'Hosted IPs')).toContainText('185.220.101.48');
  await expect(field(drawer, 'Locations')).toContainText('Netherlands');

  await drawer.getByRole('tab', { name: 'Activity' }).click();
  const activity = drawer.getByRole('tabpanel');
  await expect(field(activity, 'First seen').locator('time')).toHaveAttribute('datetime', /^2026-12-02T23:10:00/);
  await expect(field(activity, 'Hourly average / total activities')).toContainText('6 / 131');
  await expect(field(activity, 'Peak hour')).toContainText('(41 activities)');
  // The history chart draws the five points with the peak marked (its text alternative names it).
  await expect(activity.getByRole('table', { name: /Peak of 41 activities/ })).toBeAttached();
});

test.describe('in New York (UTC-5)', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('URL: a date sent without a time is that day, with no time; times are New York\u2019s', async ({ page }) => {
    await openPanel(page, 4, { url: URL_OBJECT.tracking });
    const drawer = page.getByRole('dialog', { name: 'URL profile' });
    // createdDate "2026-11-19": read as UTC midnight it would be Nov 18, 19:00 here.
    await expect(field(drawer, 'Created').locator('time')).toHaveText('Nov 19, 2026');
    await expect(field(drawer, 'Created').locator('time')).toHaveAttribute('datetime', '2026-11-19');
    // updatedDate is an instant (2026-11-20T00:00:00Z): shown in the browser's zone.
    await expect(field(drawer, 'Updated').locator('time')).toHaveText('Nov 19, 2026, 19:00:00');
  });
});

test('domain: posts the domain; 71 is unrated; empty fields show dashes', async ({ page, backend }) => {
  await openPanel(page, 5, { domain: DOMAIN.parcel });
  const drawer = page.getByRole('dialog', { name: 'Domain profile' });
  const call = await firstCall(backend, '/public/svp/v2/object/domain/query');
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ domain: DOMAIN.parcel });
  await expect(drawer.getByRole('tab')).toHaveText(['Basic', 'Activity', 'Threat intelligence']);
  await expect(field(drawer, 'Web reputation score')).toContainText('Unrated');
  await expect(field(drawer, 'Registrant country')).toContainText('PA');
  await expectDash(drawer, 'Registrant name');
  await expectDash(drawer, 'Updated');
  await expectDash(drawer, 'Host');
  await expectDash(drawer, 'Locations');
  await drawer.getByRole('tab', { name: 'Activity' }).click();
  await expect(field(drawer.getByRole('tabpanel'), 'Last seen').locator('time')).toHaveAttribute('datetime', /^2026-12-03T04:12:00/);
});

test('IP: posts the ip and shows port, protocol and account from the event', async ({ page, backend }) => {
  await openPanel(page, 6, { ip: IP.c2, port: 9001, protocol: 'TCP', account: 'svc_backup' });
  const drawer = page.getByRole('dialog', { name: 'IP address profile' });
  const call = await firstCall(backend, '/public/svp/v2/object/ip/query');
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ ip: IP.c2 });
  await expect(field(drawer, 'Object name')).toContainText(IP.c2);
  await expect(field(drawer, 'Web reputation score')).toContainText('High risk');
  await expect(field(drawer, 'Port')).toHaveText(/9001$/);
  await expect(field(drawer, 'Protocol')).toHaveText(/TCP$/);
  await expect(field(drawer, 'Account')).toContainText('svc_backup');
  await expectDash(drawer, 'Domain');
  await expectDash(drawer, 'Hosted IPs');
});

/** Resolves once the console has refused the IP panel of `ip`: it logs that while it handles the event, and changes nothing. */
const refusalOf = (page: Page, ip: string) =>
  page.waitForEvent('console', (message) => message.text().includes('not offered for private addresses') && message.text().includes(ip));

test('IP: a private address opens no panel, leaves an open one as it was, and makes no call', async ({ page, backend }) => {
  const dialogs = page.getByRole('dialog');
  for (const ip of ['10.40.12.142', '172.16.0.1', '172.31.255.254', '192.168.100.1']) {
    const refused = refusalOf(page, ip);
    await openPanel(page, 6, { ip });
    await refused;
    await expect(dialogs).toHaveCount(0);
  }
  // A panel on show (its Activity tab chosen) stays shown as it was, and so does its address.
  await openPanel(page, 5, { domain: DOMAIN.parcel });
  const domainDrawer = page.getByRole('dialog', { name: 'Domain profile' });
  await domainDrawer.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/panel=5:domain:kitakaze-parcel\.example~tab:activity$/);
  const address = page.url();
  const refused = refusalOf(page, '192.168.1.1');
  await openPanel(page, 6, { ip: '192.168.1.1' });
  await refused;
  await expect(dialogs).toHaveCount(1);
  await expect(domainDrawer.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  expect(page.url()).toBe(address);
  // Neighbours of the private ranges are public: their panel is offered (this backend knows nothing of them).
  const drawer = page.getByRole('dialog', { name: 'IP address profile' });
  const publicIps = ['172.32.0.1', '172.15.255.1', '100.64.0.1'];
  for (const ip of publicIps) {
    await openPanel(page, 6, { ip });
    await expect(drawer).toContainText(ip);
    await expect(drawer.getByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(dialogs).toHaveCount(1);
  }
  const asked = (await callsTo(backend, '/public/svp/v2/object/ip/query')).map((c) => (c.body as { ip?: string }).ip);
  expect(new Set(asked)).toEqual(new Set(publicIps));
});

test('the drawer takes the width the event passes; the global event defaults to 504', async ({ page }) => {
  await openPanel(page, 5, { domain: DOMAIN.parcel });
  const drawer = page.getByRole('dialog', { name: 'Domain profile' });
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(504);
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleDrawer', search_type: 5, width: 640, params: { domain: 'kitakaze-parcel.example' } } })),
  );
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(640);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleDrawer', search_type: 5, visible: false } })));
  await expect(drawer).toBeHidden();
});

test('URL ids are standard base64 without padding (spec 001 §5), not the URL-safe alphabet', async ({ page, backend }) => {
  // This URL's base64 holds both '/' and '+' (standard) where base64url has '_' and '-'.
  const url = 'https://kitakaze-parcel.example/t?q=~~~&r=??>';
  await openPanel(page, 4, { url });
  await expect(page.getByRole('dialog', { name: 'URL profile' })).toBeVisible();
  const call = await firstCall(backend, '/public/svp/v2/object/url/query');
  expect((call?.body as { url?: string }).url).toBe(Buffer.from(url).toString('base64').replace(/=+$/, ''));
});

for (const region of ['UAE', 'GOV_US']) {
  test(`region ${region}: the file, URL, domain and IP panels have no threat-intelligence tab and make no reputation call`, async ({ page, backend }) => {
    await backend.set({ region });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await openPanel(page, 3, { sha1: FILE.manifest });
    const file = page.getByRole('dialog', { name: 'File profile' });
    await expect(file.getByRole('tab')).toHaveText(['Basic', 'File capability', 'Sandbox analysis']);
    await openPanel(page, 4, { url: URL_OBJECT.tracking });
    await expect(page.getByRole('dialog', { name: 'URL profile' }).getByRole('tab')).toHaveText(['Basic', 'Activity', 'Sandbox']);
    await openPanel(page, 5, { domain: DOMAIN.parcel });
    await expect(page.getByRole('dialog', { name: 'Domain profile' }).getByRole('tab')).toHaveText(['Basic', 'Activity']);
    await openPanel(page, 6, { ip: IP.c2 });
    const ip = page.getByRole('dialog', { name: 'IP address profile' });
    await expect(ip.getByRole('tab')).toHaveText(['Basic', 'Activity']);
    await expect(field(ip, 'Object name')).toContainText(IP.c2);
    expect(await backend.calls((c) => c.path.startsWith('/public/svp/v2/object/vt/report/'))).toEqual([]);
  });
}
