// Spec 001 §3, §4, §5, §8 against the second backend: the threat-intelligence tab of the file, URL,
// domain and IP panels — the report call (refresh=0, then refresh=1 on Refresh), its fields
// (data.attributes, data.queryDate), vendor detections as malicious over the four counts, and the
// 400 error numbers 400401/400404/400429 → D100_22/23/24, anything else → the common error.
import type { Page } from '@playwright/test';
import { DOMAIN, FILE, IP, URL_OBJECT } from '../backend/panel-ids.ts';
import { expect, test, type SecondBackend } from './second-backend.ts';
import { field, openDashboard, openPanel } from './panel-helpers.ts';

const REPORT = '/public/svp/v2/object/vt/report/';
const reportCalls = (backend: SecondBackend) => backend.calls((c) => c.path.startsWith(REPORT));
const FILE_REPORT = `${REPORT}file/${FILE.manifest}`;

// The English catalogue's texts of the specification's message keys (libs/shared/i18n, en/messages.po).
const MESSAGES = {
  D100_22: 'The threat intelligence service rejected the request: the API key is missing or invalid.',
  D100_23: 'No threat intelligence report exists for this object.',
  D100_24: 'The threat intelligence query quota is used up. Try again later.',
  COMMON: 'Something went wrong. Please try again later.',
};

async function intelTab(page: Page, searchType: number, params: Record<string, unknown>, title: string) {
  await openPanel(page, searchType, params);
  const drawer = page.getByRole('dialog', { name: title });
  await drawer.getByRole('tab', { name: 'Threat intelligence' }).click();
  return drawer.getByRole('tabpanel', { name: 'Threat intelligence' });
}

test.beforeEach(async ({ page, backend: _backend }) => {
  await openDashboard(page);
});

test('file: GET the report with refresh=0, show its fields, and Refresh asks again with refresh=1', async ({ page, backend }) => {
  const panel = await intelTab(page, 3, { sha1: FILE.manifest }, 'File profile');
  await expect.poll(async () => (await reportCalls(backend)).map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${FILE_REPORT}?refresh=0`]);
  // 27 malicious over 27 + 3 + 31 + 9 (the timeout count is not one of the four, spec 001 §5).
  await expect(field(panel, 'Vendor detections (malicious/total)')).toContainText('27/70');
  await expect(field(panel, 'Last analysis').locator('time')).toHaveAttribute('datetime', /^2026-12-02T18:00:00/);
  await expect(field(panel, 'Tags')).toContainText('obfuscated');
  await expect(field(panel, 'Meaningful name')).toContainText('manifest_KZ-88213_rev2.xlsm');
  await expect(field(panel, 'Type')).toHaveText(/xlsx$/);
  await expect(field(panel, 'Size')).toContainText('2.41 MB');
  await expect(field(panel, 'Popular threat label')).toContainText('trojan.kurofune/macro');
  await expect(field(panel, 'Threat categories')).toContainText('trojan (19)');
  await expect(field(panel, 'Threat names')).toContainText('kurofune (14)');
  await expect(field(panel, 'YARA rules')).toContainText('SUSP_XLSM_AutoOpen_Shell');
  const asOf = panel.getByText(/^As of/).locator('time');
  await expect(asOf).toHaveAttribute('datetime', /^2026-11-28T09:15:00/);

  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(async () => (await reportCalls(backend)).map((c) => c.path)).toContain(`${FILE_REPORT}?refresh=1`);
  // The refreshed report was queried just now.
  await expect.poll(async () => Date.now() - Date.parse((await asOf.getAttribute('datetime')) ?? '')).toBeLessThan(120_000);
});

for (const [number, key] of [
  [400401, 'D100_22'],
  [400404, 'D100_23'],
  [400429, 'D100_24'],
] as const) {
  test(`a 400 with error number ${number} shows ${key}, and Refresh re-queries with refresh=1`, async ({ page, backend }) => {
    await backend.fault({ method: 'GET', path: FILE_REPORT, status: 400, body: { error: { number, message: 'rejected', detail: 'upstream' } } });
    const panel = await intelTab(page, 3, { sha1: FILE.manifest }, 'File profile');
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText(MESSAGES[key]);
    await backend.set({ faults: [] });
    await alert.getByRole('button', { name: 'Refresh' }).click();
    await expect(field(panel, 'Vendor detections (malicious/total)')).toContainText('27/70');
    expect((await reportCalls(backend)).at(-1)?.path).toBe(`${FILE_REPORT}?refresh=1`);
  });
}

for (const [what, status, body] of [
  ['another 400 error number', 400, { error: { number: 400999, message: 'odd' } }],
  ['a 400 with error.code instead of error.number', 400, { error: { code: 400401, message: 'code, not number' } }],
  ['a 500 carrying a known number', 500, { error: { number: 400401, message: 'server' } }],
] as const) {
  test(`${what} shows the common error with Refresh`, async ({ page, backend }) => {
    await backend.fault({ method: 'GET', path: FILE_REPORT, status, body });
    const panel = await intelTab(page, 3, { sha1: FILE.manifest }, 'File profile');
    await expect(panel.getByRole('alert')).toContainText(MESSAGES.COMMON);
    await expect(panel.getByRole('alert')).not.toContainText(MESSAGES.D100_22);
    await expect(panel.getByRole('alert').getByRole('button', { name: 'Refresh' })).toBeVisible();
  });
}

test('URL: the report is asked for by the unpadded base64 identifier and shows the last HTTP code', async ({ page, backend }) => {
  const panel = await intelTab(page, 4, { url: URL_OBJECT.tracking }, 'URL profile');
  await expect(field(panel, 'Last HTTP response code')).toHaveText(/302$/);
  // This report has no last_analysis_stats: a dash, not 0/0.
  await expect(field(panel, 'Vendor detections (malicious/total)').locator('dd')).toHaveText(/^-\s*No data$/);
  const [call] = await reportCalls(backend);
  const [path, query] = (call?.path ?? '').split('?');
  const id = path?.slice(`${REPORT}url/`.length) ?? '';
  expect(query).toBe('refresh=0');
  expect(id).not.toContain('=');
  expect([Buffer.from(URL_OBJECT.tracking).toString('base64').replace(/=+$/, ''), Buffer.from(URL_OBJECT.tracking).toString('base64url')].map(encodeURIComponent)).toContain(id);
});

test('domain: registrar and creation date', async ({ page, backend }) => {
  const panel = await intelTab(page, 5, { domain: DOMAIN.parcel }, 'Domain profile');
  await expect(field(panel, 'Registrar')).toContainText('NameSilo, LLC');
  await expect(field(panel, 'Creation date').locator('time')).toHaveAttribute('datetime', /^2026-11-19T08:31:02/);
  await expect(field(panel, 'Tags')).toHaveText(/-\s*No data$/);
  // This backend sends the domain report's queryDate as epoch milliseconds.
  await expect(panel.getByText(/^As of/).locator('time')).toHaveAttribute('datetime', /^2026-11-28T09:15:00/);
  expect((await reportCalls(backend)).map((c) => c.path)).toEqual([`${REPORT}domain/${DOMAIN.parcel}?refresh=0`]);
});

test('IP: ASN with its owner, country and network', async ({ page, backend }) => {
  const panel = await intelTab(page, 6, { ip: IP.c2 }, 'IP address profile');
  await expect(field(panel, 'ASN')).toContainText('AS60729');
  await expect(field(panel, 'ASN')).toContainText('Stichting Tor Exit Relays');
  await expect(field(panel, 'Country')).toHaveText(/NL$/);
  await expect(field(panel, 'Network')).toContainText('185.220.101.0/24');
  await expect(field(panel, 'Vendor detections (malicious/total)')).toContainText('27/70');
  // No tags in this report at all: a dash.
  await expect(field(panel, 'Tags').locator('dd')).toHaveText(/^-\s*No data$/);
  expect((await reportCalls(backend)).map((c) => c.path)).toEqual([`${REPORT}ip_address/${IP.c2}?refresh=0`]);
});
