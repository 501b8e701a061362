// Spec 001 §3, §4, §7, §8 against the second backend: sandbox verdicts (done, processing, notFound
// with the file hint or the URL submit button, a failure as notFound), file capability and the process
// panel (done, processing, notFound, a failure as notFound).
import type { Page } from '@playwright/test';
import { FILE, PROCESS, URL_OBJECT } from '../backend/panel-ids.ts';
import { expect, test } from './second-backend.ts';
import { field, firstCall, openDashboard, openPanel } from './panel-helpers.ts';

const SANDBOX = '/public/ssb/api/v3/analysisViolation';
const CAPABILITY = '/public/ssb/api/v3/artifact/analysisResults';
const PROCESS_PARAMS = { xdrDeviceId: PROCESS.xdrDeviceId, pid: PROCESS.pid, fullPath: PROCESS.fullPath, commandLine: PROCESS.commandLine, eventTime: PROCESS.eventTime, sha1: PROCESS.sha1 };

async function fileTab(page: Page, tab: string) {
  await openPanel(page, 3, { sha1: FILE.manifest });
  const drawer = page.getByRole('dialog', { name: 'File profile' });
  await drawer.getByRole('tab', { name: tab }).click();
  return drawer.getByRole('tabpanel', { name: tab });
}

test.beforeEach(async ({ page, backend: _backend }) => {
  await openDashboard(page);
});

test('sandbox (file, done): posts objectType, searchId and the stored language, and shows the verdict', async ({ page, backend }) => {
  const panel = await fileTab(page, 'Sandbox analysis');
  const call = await firstCall(backend, SANDBOX);
  expect(call?.method).toBe('POST');
  const language = await page.evaluate(() => localStorage.getItem('language'));
  expect(call?.body).toMatchObject({ objectType: 'file', searchId: FILE.manifest });
  expect((call?.body as { lang?: unknown }).lang).toBe(language ?? 'en');
  await expect(field(panel, 'Risk level')).toContainText('High');
  await expect(field(panel, 'Description')).toContainText('Drops and runs an executable from the macro.');
  await expect(field(panel, 'Analysis completed').locator('time')).toHaveAttribute('datetime', /^2026-12-03T02:20:10/);
  await expect(panel.getByRole('link', { name: 'View the full report' })).toHaveAttribute('href', new RegExp(`/app/ti/sandbox\\?rootfilesha1=${FILE.manifest}$`));
  await expect(panel).toContainText('Spawns powershell.exe with an encoded command');
  // Behaviour weights 0–3 (spec 001 §3, §4).
  await expect(panel.getByRole('meter', { name: 'Spawns powershell.exe with an encoded command' })).toHaveAttribute('aria-valuenow', '3');
  await expect(panel.getByRole('meter', { name: 'Writes an executable to %TEMP%' })).toHaveAttribute('aria-valuenow', '2');
  await expect(panel.getByRole('meter', { name: 'Queries the keyboard layout' })).toHaveAttribute('aria-valuenow', '0');
});

test('sandbox: the lang field follows the stored language', async ({ page, backend }) => {
  await page.evaluate(() => localStorage.setItem('language', 'ja'));
  await page.goto(`/dashboard?panel=3:sha1:${FILE.manifest}~tab:sandbox`);
  const call = await firstCall(backend, SANDBOX);
  expect(call?.body).toMatchObject({ objectType: 'file', searchId: FILE.manifest, lang: 'ja' });
});

test('sandbox (file, processing → done): the tab asks again and shows the verdict once the analysis finishes', async ({ page, backend }) => {
  await page.clock.install();
  await page.reload();
  await backend.set({ panel: { sandboxFile: 'processing' } });
  const panel = await fileTab(page, 'Sandbox analysis');
  await expect(panel.getByRole('status')).toContainText('The sandbox is analyzing this object');
  await expect(field(panel, 'Risk level')).toHaveCount(0);
  await backend.set({ panel: { sandboxFile: 'done' } });
  await page.clock.runFor(15_000);
  await expect(field(panel, 'Risk level')).toContainText('High');
  expect((await backend.calls((c) => c.path === SANDBOX)).length).toBeGreaterThan(1);
});

test('sandbox (file, notFound): no data with the file hint, and no submit button', async ({ page, backend }) => {
  await backend.set({ panel: { sandboxFile: 'notFound' } });
  const panel = await fileTab(page, 'Sandbox analysis');
  await expect(panel.getByRole('heading', { name: 'No data' })).toBeVisible();
  await expect(panel).toContainText('This file has not been analyzed in the sandbox');
  await expect(panel.getByRole('link', { name: /Submit to sandbox/ })).toHaveCount(0);
});

test('sandbox (file): a failed call is treated as notFound (no data)', async ({ page, backend }) => {
  await backend.fault({ method: 'POST', path: SANDBOX, status: 500, body: { error: { number: 5000002, message: 'sandbox down' } } });
  const panel = await fileTab(page, 'Sandbox analysis');
  await expect(panel.getByRole('heading', { name: 'No data' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('sandbox (URL, notFound): the base64 search id, and a submit button when submitToSandbox is 1', async ({ page, backend }) => {
  await backend.set({ panel: { sandboxUrl: 'notFound' } });
  await openPanel(page, 4, { url: URL_OBJECT.tracking });
  const drawer = page.getByRole('dialog', { name: 'URL profile' });
  await drawer.getByRole('tab', { name: 'Sandbox' }).click();
  const call = await firstCall(backend, SANDBOX);
  const body = call?.body as { objectType?: string; searchId?: string };
  expect(body.objectType).toBe('url');
  expect(body.searchId).not.toContain('=');
  expect([Buffer.from(URL_OBJECT.tracking).toString('base64').replace(/=+$/, ''), Buffer.from(URL_OBJECT.tracking).toString('base64url')]).toContain(body.searchId);
  const panel = drawer.getByRole('tabpanel', { name: 'Sandbox' });
  await expect(panel.getByRole('heading', { name: 'No data' })).toBeVisible();
  const submit = panel.getByRole('link', { name: /Submit to sandbox/ });
  const href = new URL((await submit.getAttribute('href')) ?? '', 'http://x');
  expect(href.pathname).toBe('/ui/arp/submit');
  expect(href.searchParams.get('url')).toBe(URL_OBJECT.tracking);
  expect(href.searchParams.get('target_type')).toBeTruthy();
  expect(href.searchParams.has('source_name')).toBe(true);
  expect(href.searchParams.has('source_id')).toBe(true);
  await expect(panel).not.toContainText('This file has not been analyzed');
});

test('sandbox (URL, notFound): no submit button when submitToSandbox is 0', async ({ page, backend }) => {
  await backend.set({ panel: { sandboxUrl: 'notFound', submitToSandbox: 0 } });
  await openPanel(page, 4, { url: URL_OBJECT.tracking });
  const drawer = page.getByRole('dialog', { name: 'URL profile' });
  await drawer.getByRole('tab', { name: 'Sandbox' }).click();
  const panel = drawer.getByRole('tabpanel', { name: 'Sandbox' });
  await expect(panel.getByRole('heading', { name: 'No data' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Submit to sandbox/ })).toHaveCount(0);
});

test('sandbox (URL, done): medium risk verdict with an ISO completion time', async ({ page, backend }) => {
  await openPanel(page, 4, { url: URL_OBJECT.tracking });
  const drawer = page.getByRole('dialog', { name: 'URL profile' });
  await drawer.getByRole('tab', { name: 'Sandbox' }).click();
  const panel = drawer.getByRole('tabpanel', { name: 'Sandbox' });
  await expect(field(panel, 'Risk level')).toContainText('Medium');
  await expect(field(panel, 'Analysis completed').locator('time')).toHaveAttribute('datetime', /^2026-12-03T02:31:44/);
  expect((await firstCall(backend, SANDBOX))?.body).toMatchObject({ objectType: 'url' });
});

test('file capability (done): posts queryType sha1 and shows hex, the protected download and MITRE techniques (v15)', async ({ page, backend }) => {
  const panel = await fileTab(page, 'File capability');
  const call = await firstCall(backend, CAPABILITY);
  expect(call?.method).toBe('POST');
  expect(call?.body).toMatchObject({ queryType: 'sha1', sha1: FILE.manifest });
  await expect(panel).toContainText('50 4b 03 04');
  await expect(panel.getByRole('link', { name: /Download the sample/ })).toHaveAttribute('href', /^https:\/\/samples\.second-backend\.test\/artifacts\/88213\.zip/);
  await expect(panel).toContainText('infected-88213');
  await panel.getByRole('button', { name: /User Execution: Malicious File/ }).click();
  await expect(field(panel, 'Tactics').first()).toContainText('Execution');
  await expect(panel.getByRole('link', { name: /T1204\.002 on MITRE ATT&CK/ })).toHaveAttribute('href', /attack\.mitre\.org\/versions\/v15\/techniques\/T1204\/002/);
});

for (const status of ['processing', 'notFound'] as const) {
  test(`file capability (${status})`, async ({ page, backend }) => {
    await backend.set({ panel: { capabilityFile: status } });
    const panel = await fileTab(page, 'File capability');
    if (status === 'processing') await expect(panel.getByRole('status')).toContainText('The capability analysis is running');
    else await expect(panel.getByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(panel).not.toContainText('infected-88213');
  });
}

test('file capability: a failed call is treated as notFound (no data)', async ({ page, backend }) => {
  await backend.fault({ method: 'POST', path: CAPABILITY, status: 502, raw: '<html><body>upstream</body></html>' });
  const panel = await fileTab(page, 'File capability');
  await expect(panel.getByRole('heading', { name: 'No data' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('process (done): posts queryType process with the event fields and shows Basic and Capability', async ({ page, backend }) => {
  await openPanel(page, 13, PROCESS_PARAMS);
  const drawer = page.getByRole('dialog', { name: 'Process profile' });
  const call = await firstCall(backend, CAPABILITY);
  expect(call?.method).toBe('POST');
  expect(call?.body).toMatchObject({ queryType: 'process', xdrDeviceId: PROCESS.xdrDeviceId, fullPath: PROCESS.fullPath, commandLine: PROCESS.commandLine });
  const body = call?.body as Record<string, unknown>;
  expect(String(body.pid)).toBe(String(PROCESS.pid));
  expect(String(body.eventTime)).toBe(String(PROCESS.eventTime));
  await expect(field(drawer, 'Hash ID')).toContainText(PROCESS.sha1);
  await expect(field(drawer, 'PID')).toHaveText(/7412$/);
  await expect(field(drawer, 'Command line')).toContainText('/silent /k:88213');
  await expect(field(drawer, 'Integrity level')).toHaveText(/Medium$/);
  await drawer.getByRole('tab', { name: 'Capability' }).click();
  const panel = drawer.getByRole('tabpanel', { name: 'Capability' });
  await expect(panel.getByRole('button', { name: /PowerShell/ })).toBeVisible();
  await expect(panel).toContainText('infected-88213');
});

test('process: a reversing character in the path shows as its code, and a lone surrogate opens the panel without taking the console down', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPanel(page, 13, { ...PROCESS_PARAMS, fullPath: 'C:\\Users\\m.sato\\Downloads\\invoice_\u202Efdp.exe' });
  const drawer = page.getByRole('dialog', { name: 'Process profile' });
  // Obeyed, U+202E would show the name as "invoice_exe.pdf".
  // (The code is an element of its own: the accessible description spaces it.)
  await expect(drawer).toHaveAccessibleDescription(/^C:\\Users\\m\.sato\\Downloads\\invoice_ ?U\+202E ?fdp\.exe$/);
  await openPanel(page, 13, { ...PROCESS_PARAMS, fullPath: 'C:\\Temp\\a\uD800b.exe' });
  await expect(drawer).toHaveAccessibleDescription(/^C:\\Temp\\a.b\.exe$/);
  await expect(page).toHaveURL(/panel=.*%EF%BF%BD/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('process (processing): the capability tab shows the running message; Basic falls back to the event', async ({ page, backend }) => {
  await backend.set({ panel: { capabilityProcess: 'processing' } });
  await openPanel(page, 13, PROCESS_PARAMS);
  const drawer = page.getByRole('dialog', { name: 'Process profile' });
  await expect(field(drawer, 'PID')).toHaveText(/7412$/);
  await expect(field(drawer, 'Hash ID')).toContainText(PROCESS.sha1);
  // Only the server knows the integrity level: a dash until the analysis is done.
  await expect(field(drawer, 'Integrity level').locator('dd')).toHaveText(/^-\s*No data$/);
  await drawer.getByRole('tab', { name: 'Capability' }).click();
  await expect(drawer.getByRole('tabpanel', { name: 'Capability' }).getByRole('status')).toContainText('The capability analysis is running');
});

test('process: notFound and a failed call both show no data', async ({ page, backend }) => {
  await backend.set({ panel: { capabilityProcess: 'notFound' } });
  await openPanel(page, 13, PROCESS_PARAMS);
  const drawer = page.getByRole('dialog', { name: 'Process profile' });
  await drawer.getByRole('tab', { name: 'Capability' }).click();
  await expect(drawer.getByRole('tabpanel', { name: 'Capability' }).getByRole('heading', { name: 'No data' })).toBeVisible();

  await backend.set({ panel: { capabilityProcess: 'done' }, faults: [{ method: 'POST', path: CAPABILITY, status: 403 }] });
  await openPanel(page, 13, { ...PROCESS_PARAMS, pid: 7413 });
  await drawer.getByRole('tab', { name: 'Capability' }).click();
  const panel = drawer.getByRole('tabpanel', { name: 'Capability' });
  await expect(panel.getByRole('heading', { name: 'No data' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
