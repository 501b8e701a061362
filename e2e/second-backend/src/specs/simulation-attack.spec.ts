// Spec 002 §2.2–§2.4, §5, §7, §8: the attack simulator, opened by `toggleAttackModal` (contract §7),
// against this backend's own answers (number device ids, extra fields, an absolute https download
// URL beside same-origin ones, a server that checks the trigger body itself).
import type { Locator, Page } from '@playwright/test';
import { signedDownload } from '../backend/simulation-downloads.ts';
import { expect, signIn, test } from './second-backend.ts';

const DOWNLOADS = '/public/svp/v2/fileUpload/downloadUrls';
const TASK_STATUS = '/public/ptp/n1-simulations/v1/task-status';
const DEVICE_LIST = '/ui/ani/dms/api/v1/get_simulation_device_list';
const TRIGGER = '/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack';
const SIGN_INS = '/public/sjg/api/v1/simulation/aad/signIns';

// The English catalogue's texts of the message keys (libs/shared/i18n/src/locales/en/messages.po).
const TEXT = {
  S36_9: 'Select an appliance.',
  S36_10: 'Enter an IP address.',
  S36_11: 'Enter a valid IPv4 address, for example 10.0.0.1.',
  S36_14: 'The appliance list could not be loaded.',
  S33_24: 'Sign-in events are being generated. They appear in your sign-in logs in a few minutes.',
  S33_25: 'Sign-ins could not be generated (code 7930201).',
  S33_26: 'Sign-ins could not be generated (code 7930101).',
  S33_27: 'Sign-ins could not be generated (code 7935401).',
  COMMON_ERROR: 'Something went wrong. Please try again later.',
};
// Spec 002 §8, word for word.
const INFO_TEXT: Record<number, string> = {
  132333: 'The required request body is invalid.',
  132334: 'Specify a invalid IP.',
  132336: 'Invalid format IP.',
  132338: 'Duplicate IP address.',
  132124: 'Unable to trigger threat actor simulation since a simulation is still running.',
};

async function openSimulator(page: Page, detail: { slideNumber?: number; currentType?: string }) {
  await page.evaluate((d) => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleAttackModal', ...d } })), detail);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region')).toBeVisible();
  return dialog;
}

const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/** Picks a choice by its visible label: a forced check of the hidden input would skip the wait for the dialog to settle. */
async function chooseRadio(dialog: Locator, name: string) {
  // `has` reads its locator inside each label, so it starts from the page, not from the dialog.
  await dialog.locator('label', { has: dialog.page().getByRole('radio', { name }) }).click();
  await expect(dialog.getByRole('radio', { name })).toBeChecked();
}

/** The toast with this text and the trace ID the request carried (one assertion: toasts last 5 s). */
async function expectToast(page: Page, text: string, traceId?: string) {
  let toast = toasts(page).filter({ hasText: text });
  if (traceId) toast = toast.filter({ hasText: `Trace ID: ${traceId}` });
  await expect(toast.first()).toBeVisible();
}

test.beforeEach(async ({ page, backend }) => {
  // Every test starts from this backend's initial tenant, whether or not it changes it.
  await backend.reset();
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('slide 0 offers the signed downloads: link, SHA-256 cut at 46 characters, the archive password', async ({ page, backend }) => {
  const dialog = await openSimulator(page, { slideNumber: 0 });
  await expect(dialog).toHaveAttribute('data-slide', '0');
  await expect(dialog).toHaveAttribute('data-loading', 'false');
  const [call] = await backend.calls((c) => c.path === DOWNLOADS);
  const body = call?.body as { objectKeys: string[]; signedUrlExpireSeconds: number };
  // §7: four zip keys; §9: 6000 s.
  expect(body.signedUrlExpireSeconds).toBe(6000);
  expect(body.objectKeys).toHaveLength(4);
  for (const key of body.objectKeys) expect(key).toMatch(/\.zip$/);
  const items = body.objectKeys.map((key, index) => signedDownload(key, index, 6000));
  // The three technique scripts here (one absolute https URL, one same-origin path); the AI script on slide 2.
  for (const item of items.slice(0, 3)) {
    const link = dialog.locator(`a[href="${item.url}"]`);
    await expect(link).toBeVisible();
    const sha = item.userMetadata.sha256;
    await expect(dialog.getByText(`${sha.slice(0, 46)}…`, { exact: true })).toBeVisible();
    await expect(dialog.getByText(sha, { exact: true })).toHaveCount(0);
  }
  await expect(dialog.locator(`a[href="${items[3]?.url}"]`)).toHaveCount(0);
  await expect(dialog.getByText(/Archive password:\s*\S+/)).toBeVisible();

  await openSimulator(page, { slideNumber: 2 });
  await expect(dialog).toHaveAttribute('data-slide', '2');
  const ai = items[3];
  await expect(dialog.locator(`a[href="${ai?.url}"]`)).toBeVisible();
  await expect(dialog.getByText(`${ai?.userMetadata.sha256.slice(0, 46)}…`, { exact: true })).toBeVisible();
});

test('the downloads wrapped in an envelope, and a failed download-URL call shows the generic error', async ({ page, backend }) => {
  await backend.set({ simulation: { downloadsEnvelope: 'wrapped' } });
  let dialog = await openSimulator(page, { slideNumber: 0 });
  const [call] = await backend.calls((c) => c.path === DOWNLOADS);
  const key = (call?.body as { objectKeys: string[] }).objectKeys[0] ?? '';
  await expect(dialog.locator(`a[href="${signedDownload(key, 0, 6000).url}"]`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.reload();
  await backend.fault({ method: 'POST', path: DOWNLOADS, status: 503, body: { error: { number: 5030001, message: 'storage unavailable' } } });
  dialog = await openSimulator(page, { slideNumber: 0 });
  await expect(dialog.getByRole('alert').filter({ hasText: TEXT.COMMON_ERROR })).toBeVisible();
  await expect(dialog.locator('a[href*="simulator"], a[href*="fileUpload"]')).toHaveCount(0);
});

test('a download item whose url is no web address is not offered as a link', async ({ page, backend }) => {
  const sha = 'c0ffee'.repeat(10) + 'abcd';
  await backend.fault({
    method: 'POST',
    path: DOWNLOADS,
    status: 200,
    body: [
      { url: 'javascript:window.__sbPwned=1', userMetadata: { sha256: sha } },
      { url: 'https://files.sb-downloads.test/simulator/b.zip?sig=1', userMetadata: { sha256: sha.toUpperCase(), size: 1 } },
      { url: '/public/svp/v2/fileUpload/object/c.zip?sig=2', userMetadata: { sha256: sha } },
      { url: 'https://files.sb-downloads.test/simulator/d.zip?sig=3', userMetadata: { sha256: sha } },
    ],
  });
  const dialog = await openSimulator(page, { slideNumber: 0 });
  await expect(dialog.locator('a[href="https://files.sb-downloads.test/simulator/b.zip?sig=1"]')).toBeVisible();
  await expect(dialog.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(dialog.getByText(`${sha.toUpperCase().slice(0, 46)}…`, { exact: true })).toBeVisible();
});

test('arrows move between the slides, hide on slides 2–4 and while loading; slide 6 is the threat actor slide', async ({ page, backend }) => {
  await backend.set({ latencyMs: 1000 });
  const dialog = await openSimulator(page, { slideNumber: 0 });
  const next = dialog.getByRole('button', { name: 'Next simulation' });
  const previous = dialog.getByRole('button', { name: 'Previous simulation' });
  await expect(dialog).toHaveAttribute('data-loading', 'true');
  await expect(next).toHaveCount(0);
  await expect(dialog).toHaveAttribute('data-loading', 'false');
  await backend.set({ latencyMs: 0 });
  await expect(dialog.getByRole('heading', { name: 'Script simulations' })).toBeVisible();
  await next.click();
  await expect(dialog).toHaveAttribute('data-slide', '1');
  await expect(previous).toBeVisible();
  await previous.click();
  await expect(dialog).toHaveAttribute('data-slide', '0');

  for (const slide of [2, 3, 4]) {
    await openSimulator(page, { slideNumber: slide });
    await expect(dialog).toHaveAttribute('data-slide', String(slide));
    await expect(next).toHaveCount(0);
    await expect(previous).toHaveCount(0);
  }
  await openSimulator(page, { slideNumber: 6 });
  await expect(dialog.getByRole('heading', { name: 'Threat Actor Attack Simulation' })).toBeVisible();
  await expect(next.or(previous).first()).toBeVisible();
  // The modal is 992 wide (§2.2) and a click on the mask does not close it.
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(992);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
});

test('opening slide 1 loads the task status and the device list; the appliances are grouped as "hostname (device_ip)"', async ({ page, backend }) => {
  const dialog = await openSimulator(page, { slideNumber: 0 });
  await expect(dialog).toHaveAttribute('data-loading', 'false');
  expect(await backend.calls((c) => c.path === TASK_STATUS || c.path === DEVICE_LIST)).toHaveLength(0);
  await dialog.getByRole('button', { name: 'Next simulation' }).click();
  await expect(dialog).toHaveAttribute('data-slide', '1');
  await expect.poll(async () => (await backend.calls((c) => c.path === TASK_STATUS)).length).toBe(1);
  await expect.poll(async () => (await backend.calls((c) => c.path === DEVICE_LIST)).length).toBe(1);

  await dialog.getByRole('tab', { name: 'Threat actor' }).click();
  const appliance = dialog.getByRole('combobox', { name: /Appliance/ });
  await expect(appliance).toBeEnabled();
  const groups = await appliance.evaluate((select) =>
    [...select.querySelectorAll('optgroup')].map((g) => ({ label: g.label, options: [...g.querySelectorAll('option')].map((o) => o.textContent) })),
  );
  expect(groups).toEqual([
    { label: 'Virtual Network Sensor', options: ['vns-osaka-edge (172.18.4.20)', 'vns-sendai-02 (10.44.0.9)'] },
    { label: 'Deep Discovery Inspector', options: ['ddi-hq-core (192.168.50.3)'] },
    { label: 'TippingPoint', options: ['tp-dmz-01 (10.9.9.1)'] },
  ]);

  // The behavior anomaly screen offers its own list (behavior_anomaly_device_list).
  await dialog.getByRole('tab', { name: 'Behavior anomaly' }).click();
  const anomalyAppliance = dialog.getByRole('combobox', { name: /Appliance/ });
  await expect(anomalyAppliance).toBeEnabled();
  const anomalyOptions = await anomalyAppliance.evaluate((select) =>
    [...select.querySelectorAll('optgroup')].map((g) => ({ label: g.label, options: [...g.querySelectorAll('option')].map((o) => o.textContent) })),
  );
  expect(anomalyOptions).toEqual([{ label: 'Virtual Network Sensor', options: ['vns-osaka-edge (172.18.4.20)'] }]);
});

test('while the task status is on its way the network slide is loading: no arrows, Run disabled', async ({ page, backend }) => {
  await backend.set({ simulation: { slowMs: { [TASK_STATUS]: 1500 } } });
  const dialog = await openSimulator(page, { slideNumber: 1, currentType: 'threatActor' });
  await expect(dialog).toHaveAttribute('data-loading', 'true');
  await expect(dialog.getByRole('button', { name: 'Next simulation' })).toHaveCount(0);
  const appliance = dialog.getByRole('combobox', { name: /Appliance/ });
  await expect(appliance).toBeEnabled();
  await appliance.selectOption({ label: 'tp-dmz-01 (10.9.9.1)' });
  await expect(dialog.getByRole('button', { name: 'Run simulation' })).toBeDisabled();
  await expect(dialog).toHaveAttribute('data-loading', 'false');
  await expect(dialog.getByRole('button', { name: 'Next simulation' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Run simulation' })).toBeEnabled();
});

test('the threat actor form: S36_9 / S36_10 / S36_11, ip4 and ip5 only for Black Basta, a change of attack resets the rules', async ({ page, backend }) => {
  const dialog = await openSimulator(page, { slideNumber: 1, currentType: 'threatActor' });
  const run = dialog.getByRole('button', { name: 'Run simulation' });
  await expect(run).toBeEnabled();
  const ips = dialog.getByRole('textbox');
  await expect(ips).toHaveCount(3);
  await ips.nth(0).fill('');
  await ips.nth(1).fill('10.0.0.300');
  await ips.nth(2).fill('10.2.3');
  await run.click();
  await expect(dialog.getByText(TEXT.S36_9, { exact: true })).toBeVisible();
  await expect(dialog.getByText(TEXT.S36_10, { exact: true })).toHaveCount(1);
  await expect(dialog.getByText(TEXT.S36_11, { exact: true })).toHaveCount(2);

  // Black Basta: five hosts, all required.
  await chooseRadio(dialog, 'Black Basta');
  await expect(ips).toHaveCount(5);
  await expect(dialog.getByText(TEXT.S36_10, { exact: true })).toHaveCount(0);
  await ips.nth(3).fill('');
  await ips.nth(4).fill('');
  await dialog.getByRole('combobox', { name: /Appliance/ }).selectOption({ label: 'tp-dmz-01 (10.9.9.1)' });
  await run.click();
  await expect(dialog.getByText(TEXT.S36_10, { exact: true })).toHaveCount(2);
  await expect(dialog.getByText(TEXT.S36_9, { exact: true })).toHaveCount(0);

  // Back to APT28: three hosts again, no errors until the next Run.
  await chooseRadio(dialog, 'APT28');
  await expect(ips).toHaveCount(3);
  await expect(dialog.getByText(TEXT.S36_10, { exact: true })).toHaveCount(0);
  expect(await backend.calls((c) => c.path === TRIGGER)).toHaveLength(0);
});

test('Run simulation posts the spec\'s body to the root path; a second run while it runs shows 132124 with the trace ID', async ({ page, backend, request }) => {
  const dialog = await openSimulator(page, { slideNumber: 6 });
  await dialog.getByRole('combobox', { name: /Appliance/ }).selectOption({ label: 'ddi-hq-core (192.168.50.3)' });
  const ips = dialog.getByRole('textbox');
  const apt28 = ['192.168.7.21', '192.168.7.1', '192.168.7.57'];
  for (const [i, ip] of apt28.entries()) await ips.nth(i).fill(ip);
  await dialog.getByRole('button', { name: 'Run simulation' }).click();
  await expect(toasts(page).and(page.locator('[data-type="success"]'))).toBeVisible();
  const [call] = await backend.calls((c) => c.path === TRIGGER);
  const body = call?.body as Record<string, unknown>;
  // Device id 4410 and product id 905 are numbers on the wire; the values must be the appliance's.
  expect(String(body['guid'])).toBe('4410');
  expect(body['source_host']).toBe('ddi-hq-core');
  expect(body['source_ip']).toBe('192.168.50.3');
  expect(String(body['product_code'])).toBe('905');
  expect(body['use_case_num']).toBe('APT28');
  expect(Object.values(body['endpoint_ips'] as Record<string, string>).sort()).toEqual([...apt28].sort());
  const state = (await (await request.get('/__second/state')).json()) as { simulation: { running: boolean } };
  expect(state.simulation.running).toBe(true);

  // The backend still runs it: Black Basta is refused with 132124.
  await chooseRadio(dialog, 'Black Basta');
  await expect(ips).toHaveCount(5);
  // From the keyboard: the success toast sits over the button for its 5 s.
  await dialog.getByRole('button', { name: 'Run simulation' }).press('Enter');
  await expect.poll(async () => (await backend.calls((c) => c.path === TRIGGER)).length).toBe(2);
  const second = (await backend.calls((c) => c.path === TRIGGER))[1];
  expect((second?.body as Record<string, unknown>)['use_case_num']).toBe('BlackBasta');
  expect(Object.keys((second?.body as { endpoint_ips: object }).endpoint_ips)).toHaveLength(5);
  await expectToast(page, INFO_TEXT[132124] ?? '', second?.traceId);
  await expect(toasts(page).filter({ hasText: INFO_TEXT[132124] ?? '' }).first()).toHaveAttribute('data-type', 'warning');
});

test('the trigger\'s 400 info.numbers show their texts with the trace ID; an unknown one or another status the generic error', async ({ page, backend }) => {
  const dialog = await openSimulator(page, { slideNumber: 1, currentType: 'threat_actor' });
  await dialog.getByRole('combobox', { name: /Appliance/ }).selectOption({ label: 'vns-osaka-edge (172.18.4.20)' });
  const ips = dialog.getByRole('textbox');
  // From the keyboard: the toasts sit over the bottom-right of the modal, where the button is.
  const runButton = dialog.getByRole('button', { name: 'Run simulation' });
  const run = { click: () => runButton.press('Enter') };
  const lastTrace = async (count: number) => {
    await expect.poll(async () => (await backend.calls((c) => c.path === TRIGGER)).length).toBe(count);
    return (await backend.calls((c) => c.path === TRIGGER))[count - 1]?.traceId;
  };

  // This backend's own checks: a duplicate address, then an address no host can have.
  await ips.nth(1).fill('10.1.1.8');
  await ips.nth(2).fill('10.1.1.8');
  await run.click();
  await expectToast(page, INFO_TEXT[132338] ?? '', await lastTrace(1));
  await ips.nth(2).fill('127.0.0.1');
  await run.click();
  await expectToast(page, INFO_TEXT[132334] ?? '', await lastTrace(2));
  await ips.nth(2).fill('10.1.1.9');

  await backend.fault({ method: 'POST', path: TRIGGER, status: 400, body: { info: { number: 132333, message: 'body invalid' }, requestId: 'r-1' }, times: 1 });
  await run.click();
  await expectToast(page, INFO_TEXT[132333] ?? '', await lastTrace(3));

  await backend.fault({ method: 'POST', path: TRIGGER, status: 400, body: { info: { number: 139999, message: 'new server rule' } }, times: 1 });
  await run.click();
  await expectToast(page, TEXT.COMMON_ERROR, await lastTrace(4));

  await backend.fault({ method: 'POST', path: TRIGGER, status: 500, body: { info: { number: 132124 } }, times: 1 });
  await run.click();
  await expectToast(page, TEXT.COMMON_ERROR, await lastTrace(5));
  await expect(toasts(page).filter({ hasText: INFO_TEXT[132124] ?? '' })).toHaveCount(0);
});

test('a failed device list: warning S36_14 with the generic error and the trace ID; Run stays disabled', async ({ page, backend }) => {
  await backend.fault({ method: 'GET', path: DEVICE_LIST, status: 502, raw: '<html><body>Bad gateway</body></html>' });
  const dialog = await openSimulator(page, { slideNumber: 1, currentType: 'threatActor' });
  await expect.poll(async () => (await backend.calls((c) => c.path === DEVICE_LIST)).length).toBeGreaterThan(0);
  const [call] = await backend.calls((c) => c.path === DEVICE_LIST);
  const toast = toasts(page).filter({ hasText: TEXT.S36_14 }).filter({ hasText: TEXT.COMMON_ERROR }).filter({ hasText: `Trace ID: ${call?.traceId}` });
  await expect(toast).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Run simulation' })).toBeDisabled();
});

test('no appliance in the threat actor list: Run simulation is disabled', async ({ page, backend }) => {
  await backend.set({ simulation: { deviceLists: { behavior_anomaly_device_list: { xnsDeviceList: [], ddiDeviceList: [], tpDeviceList: [] }, threat_actor_simulation_device_list: { xnsDeviceList: [], ddiDeviceList: [], tpDeviceList: [] } } } });
  const dialog = await openSimulator(page, { slideNumber: 6 });
  await expect.poll(async () => (await backend.calls((c) => c.path === DEVICE_LIST)).length).toBe(1);
  await expect(dialog).toHaveAttribute('data-loading', 'false');
  await expect(dialog.getByRole('button', { name: 'Run simulation' })).toBeDisabled();
});

test('a failed task status only ends the loading: the slide works', async ({ page, backend }) => {
  await backend.fault({ method: 'GET', path: TASK_STATUS, status: 500, body: { error: { number: 5000001, message: 'down' } } });
  const dialog = await openSimulator(page, { slideNumber: 1, currentType: 'threatActor' });
  await expect.poll(async () => (await backend.calls((c) => c.path === TASK_STATUS)).length).toBeGreaterThan(0);
  await expect(dialog).toHaveAttribute('data-loading', 'false');
  await expect(dialog.getByRole('button', { name: 'Next simulation' })).toBeVisible();
  await dialog.getByRole('combobox', { name: /Appliance/ }).selectOption({ label: 'vns-sendai-02 (10.44.0.9)' });
  await dialog.getByRole('button', { name: 'Run simulation' }).click();
  await expect.poll(async () => (await backend.calls((c) => c.path === TRIGGER)).length).toBe(1);
  const [call] = await backend.calls((c) => c.path === TRIGGER);
  expect((call?.body as Record<string, unknown>)['guid']).toBe('c1f0a3d2-5b7e-4e21-9a0c-77d2e5f1b340');
  await expect(toasts(page).filter({ hasText: TEXT.COMMON_ERROR })).toHaveCount(0);
});

test('sign-ins generation: S33_24, the 400 error.codes S33_25/26/27, anything else the generic error', async ({ page, backend }) => {
  const dialog = await openSimulator(page, { slideNumber: 3 });
  const generate = dialog.getByRole('button', { name: 'Generate sign-ins' });
  await generate.click();
  await expectToast(page, TEXT.S33_24);
  const [call] = await backend.calls((c) => c.path === SIGN_INS);
  expect(call?.method).toBe('POST');
  expect(call?.body).toBeUndefined();

  const cases: Array<[number, unknown, string]> = [
    [400, { error: { code: 7930201, message: 'no identity connector' } }, TEXT.S33_25],
    [400, { error: { code: 7930101, message: 'tenant not ready' } }, TEXT.S33_26],
    [400, { error: { code: 7935401, message: 'quota' } }, TEXT.S33_27],
    [400, { error: { code: 7999999, message: 'other' } }, TEXT.COMMON_ERROR],
    [403, { error: { code: 7930201, message: 'forbidden' } }, TEXT.COMMON_ERROR],
  ];
  for (const [status, body, text] of cases) {
    await backend.fault({ method: 'POST', path: SIGN_INS, status, body, times: 1 });
    await generate.click();
    await expectToast(page, text);
  }
  // Only the mapped texts: the 403 carrying 7930201 shows no S33_25 beyond the first one.
  await expect(toasts(page).filter({ hasText: TEXT.S33_25 })).toHaveCount(1);
});

test('a trigger warning toast sits bottom right and goes after 5 s', async ({ page, backend }) => {
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await backend.fault({ method: 'POST', path: TRIGGER, status: 400, body: { info: { number: 132125, message: 'timeout' } }, times: 1 });
  const dialog = await openSimulator(page, { slideNumber: 6 });
  await dialog.getByRole('combobox', { name: /Appliance/ }).selectOption({ label: 'vns-osaka-edge (172.18.4.20)' });
  await dialog.getByRole('button', { name: 'Run simulation' }).press('Enter');
  await expect.poll(async () => (await backend.calls((c) => c.path === TRIGGER)).length).toBe(1);
  const [call] = await backend.calls((c) => c.path === TRIGGER);
  const toast = toasts(page).filter({ hasText: 'Fail to trigger the threat actor simulation due to timeout.' }).filter({ hasText: `Trace ID: ${call?.traceId}` });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-type', 'warning');
  const box = await toast.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1280 * 0.75);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(800 * 0.75);
  await page.clock.runFor(4000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1500);
  await expect(toast).toBeHidden();
});

test('Run simulation sends one trigger however often it is pressed while the first is on its way', async ({ page, backend }) => {
  await backend.set({ simulation: { slowMs: { [TRIGGER]: 1000 } } });
  const dialog = await openSimulator(page, { slideNumber: 6 });
  await dialog.getByRole('combobox', { name: /Appliance/ }).selectOption({ label: 'ddi-hq-core (192.168.50.3)' });
  const run = dialog.getByRole('button', { name: 'Run simulation' });
  await run.press('Enter');
  await expect(run).toBeDisabled();
  await dialog.getByRole('textbox').first().press('Enter');
  await expect(toasts(page).and(page.locator('[data-type="success"]'))).toBeVisible();
  expect(await backend.calls((c) => c.path === TRIGGER)).toHaveLength(1);
});

test('each opening of slide 1 loads the task status and the device list again', async ({ page, backend }) => {
  let dialog = await openSimulator(page, { slideNumber: 1, currentType: 'threatActor' });
  await expect(dialog.getByRole('combobox', { name: /Appliance/ })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // An appliance connected meanwhile.
  await backend.set({
    simulation: {
      deviceLists: {
        behavior_anomaly_device_list: { xnsDeviceList: [], ddiDeviceList: [], tpDeviceList: [] },
        threat_actor_simulation_device_list: { xnsDeviceList: [], ddiDeviceList: [], tpDeviceList: [{ hostname: 'tp-branch-07', device_ip: '10.70.0.1', device_id: 90117, product_id: 'TPS' }] },
      },
    },
  });
  dialog = await openSimulator(page, { slideNumber: 1, currentType: 'threatActor' });
  await expect.poll(async () => (await backend.calls((c) => c.path === TASK_STATUS)).length).toBe(2);
  // Asked together with the task status: a short wait is plenty.
  await expect.poll(async () => (await backend.calls((c) => c.path === DEVICE_LIST)).length, { timeout: 2000 }).toBe(2);
  await expect(dialog.getByRole('combobox', { name: /Appliance/ }).locator('option', { hasText: 'tp-branch-07 (10.70.0.1)' })).toHaveCount(1);
});

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

test('the attack-path diagram: 0.1 zoom steps and reset, drag, a step\'s tooltip on and off, the Attack Path modal with Cancel', async ({ page }) => {
  const dialog = await openSimulator(page, { slideNumber: 6 });
  const canvas = dialog.getByRole('group', { name: 'Attack path diagram' });
  await expect(canvas).toBeVisible();
  const scale = async () => Number(await canvas.getAttribute('data-scale'));
  const fitted = await scale();

  // Spec 002 §2.3, §9: zoom step 0.1, with a reset.
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(scale).toBeCloseTo(fitted + 0.1, 5);
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(scale).toBeCloseTo(fitted - 0.1, 5);
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(scale).toBeCloseTo(fitted, 5);

  // Draggable: a drag on the canvas moves the view.
  const before = await canvas.getAttribute('data-translate');
  const box = await boxOf(canvas);
  await page.mouse.move(box.x + 20, box.y + box.height - 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + box.height - 60, { steps: 5 });
  await page.mouse.up();
  await expect(canvas).not.toHaveAttribute('data-translate', before ?? '');

  // The address typed for a host stands under it.
  await dialog.getByRole('textbox').first().fill('10.77.0.9');
  await expect(canvas.getByText('10.77.0.9', { exact: true })).toBeVisible();

  // §4: a step with tooltip data activates on a click and goes on a second click or a click elsewhere.
  const step = canvas.getByRole('button', { name: 'Step 1: Exploit the camera' });
  const tooltip = canvas.getByRole('tooltip');
  await step.click();
  await expect(tooltip).toContainText('1. Exploit the camera');
  expect((await boxOf(tooltip)).width).toBe(304);
  await step.click();
  await expect(tooltip).toBeHidden();
  await step.click();
  await expect(tooltip).toBeVisible();
  await page.mouse.click(box.x + 8, box.y + 8);
  await expect(tooltip).toBeHidden();
  // From the keyboard: Enter shows it, Esc hides it and leaves the simulator open (the topmost layer only).
  await step.focus();
  await page.keyboard.press('Enter');
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(step).toBeFocused();
  await expect(dialog).toBeVisible();

  // The full-screen modal titled Attack Path, 1000 wide, closed by Cancel; focus comes back.
  const fullScreen = dialog.getByRole('button', { name: 'Full screen' });
  await fullScreen.click();
  const modal = page.getByRole('dialog', { name: 'Attack Path' });
  await expect(modal).toBeVisible();
  expect(Math.round((await boxOf(modal)).width)).toBe(1000);
  await expect(modal.getByRole('group', { name: 'Attack path diagram' }).getByText('10.77.0.9', { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(fullScreen).toBeFocused();
  await expect(dialog).toBeVisible();
});
