// Spec 001 §2.2, §2.3, §2.10, §2.11 against the second backend: the email, legacy host, mobile and
// container panels opened through the contract §7 event, the calls they send, the fields they show
// (a dash for an empty value, §5), the view-more toggle (§9) and the no-data message of a failed call (§8).
import type { Locator } from '@playwright/test';
import { CONTAINER, EMAIL, HOST, MOBILE } from '../backend/panel-ids.ts';
import { TOKEN } from '../backend/state.ts';
import { expect, test } from './second-backend.ts';
import { callsTo, expectDash, expectNoData, field, firstCall, openDashboard, openPanel } from './panel-helpers.ts';

test.beforeEach(async ({ page, backend: _backend }) => {
  await openDashboard(page);
});

test('email: posts the message id and shows the record with view more / view less and the headers popup', async ({ page, backend }) => {
  await openPanel(page, 1, { messageId: EMAIL.phish });
  const drawer = page.getByRole('dialog', { name: 'Email profile' });
  await expect(drawer).toBeVisible();
  const call = await firstCall(backend, '/public/svp/v2/object/email/query');
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ messageId: EMAIL.phish });

  await expect(field(drawer, 'Risk level')).toContainText('High');
  await expect(field(drawer, 'Subject')).toContainText('Shipping manifest correction KZ-88213');
  await expect(field(drawer, 'Event time').locator('time')).toHaveAttribute('datetime', /^2026-12-03T01:42:09/);
  await expect(field(drawer, 'Sender')).toContainText('ops-desk@kitakaze-freight.example.net');
  await expect(field(drawer, 'Recipient count')).toHaveText(/3$/);
  await expect(field(drawer, 'Mailbox count')).toHaveText(/13$/);
  await expect(field(drawer, 'Attachments')).toContainText('manifest_KZ-88213_rev2.xlsm');
  await expect(field(drawer, 'Message ID')).toContainText(EMAIL.phish);

  // 13 mailboxes: the first 10, then the toggle (spec 001 §2.2, §9). Org ids come as text and as numbers.
  const mailboxes = drawer.getByRole('list', { name: 'Mailboxes' });
  await expect(mailboxes.getByRole('listitem')).toHaveCount(10);
  await expect(mailboxes).toContainText('ktz-org-jp-01');
  await expect(mailboxes).toContainText('48001');
  await drawer.getByRole('button', { name: /View more/ }).click();
  await expect(mailboxes.getByRole('listitem')).toHaveCount(13);
  await expect(mailboxes).toContainText('dock13@kitakaze-logistics.example');
  await drawer.getByRole('button', { name: 'View less' }).click();
  await expect(mailboxes.getByRole('listitem')).toHaveCount(10);

  await drawer.getByRole('button', { name: /View headers/ }).click();
  const headers = page.getByRole('dialog', { name: 'Email headers' });
  await expect(headers.getByRole('cell', { name: 'X-Originating-IP' })).toBeVisible();
  await expect(headers.getByRole('cell', { name: 'spf=softfail; dkim=none; dmarc=fail' })).toBeVisible();
});

/** The z-index the element is painted at: its own or its nearest positioned ancestor's. */
const layerOf = (element: Locator) =>
  element.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const z = getComputedStyle(node).zIndex;
      if (z !== 'auto') return Number(z);
    }
    return 0;
  });

test('the drawer sits at layer 1001 and a modal opened from it at 1002', async ({ page }) => {
  await openPanel(page, 1, { messageId: EMAIL.phish });
  const drawer = page.getByRole('dialog', { name: 'Email profile' });
  await expect(field(drawer, 'Risk level')).toContainText('High');
  expect(await layerOf(drawer)).toBe(1001);
  await drawer.getByRole('button', { name: /View headers/ }).click();
  const headers = page.getByRole('dialog', { name: 'Email headers' });
  await expect(headers).toBeVisible();
  expect(await layerOf(headers)).toBe(1002);
});

test('email: ten mailboxes or fewer show no toggle, and missing fields show a dash', async ({ page, backend }) => {
  await backend.set({ panel: { longEmailMailboxes: 10 } });
  await openPanel(page, 1, { messageId: EMAIL.phish });
  const drawer = page.getByRole('dialog', { name: 'Email profile' });
  await expect(drawer.getByRole('list', { name: 'Mailboxes' }).getByRole('listitem')).toHaveCount(10);
  await expect(drawer.getByRole('button', { name: /View more/ })).toHaveCount(0);

  await openPanel(page, 1, { messageId: EMAIL.sparse });
  await expect(field(drawer, 'Subject')).toContainText('Weekly depot roster');
  await expect(field(drawer, 'Risk level')).toContainText('Low');
  await expectDash(drawer, 'Event time');
  await expectDash(drawer, 'Recipients');
  await expectDash(drawer, 'Attachments');
  await expect(field(drawer, 'Attachment count')).toHaveText(/0$/);
});

test('email: every open rebuilds the panel and asks the server again', async ({ page, backend }) => {
  const drawer = page.getByRole('dialog', { name: 'Email profile' });
  await openPanel(page, 1, { messageId: EMAIL.sparse });
  await expect(field(drawer, 'Subject')).toContainText('Weekly depot roster');
  await drawer.getByRole('button', { name: 'Close panel' }).click();
  await expect(drawer).toBeHidden();
  await openPanel(page, 1, { messageId: EMAIL.sparse });
  await expect(field(drawer, 'Subject')).toContainText('Weekly depot roster');
  await expect.poll(async () => (await backend.calls((c) => c.path === '/public/svp/v2/object/email/query')).length).toBe(2);
});

test('panel calls carry the stored token and a fresh trace id; a failure shows the trace id its request was sent with', async ({ page, backend }) => {
  await backend.fault({ method: 'POST', path: '/public/svp/v2/object/mobile/query', status: 500, body: { error: { number: 5000003, message: 'down' } } });
  await openPanel(page, 1, { messageId: EMAIL.phish });
  await expect(field(page.getByRole('dialog', { name: 'Email profile' }), 'Risk level')).toContainText('High');
  await openPanel(page, 9, { containerId: CONTAINER.billing });
  await expect(field(page.getByRole('dialog', { name: 'Container profile' }), 'Name')).toContainText('invoice-renderer');
  await openPanel(page, 7, { deviceId: MOBILE.pixel });
  const alert = page.getByRole('dialog', { name: 'Mobile device profile' }).getByRole('alert');
  await expect(alert).toContainText(/Trace ID/);
  const calls = await backend.calls((c) => /^\/(public\/svp|ui\/fbt)\//.test(c.path));
  expect(calls.length).toBeGreaterThanOrEqual(3);
  for (const call of calls) {
    expect(call.token).toBe(TOKEN);
    expect(call.traceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  }
  expect(new Set(calls.map((c) => c.traceId)).size).toBe(calls.length);
  // Contract §2: the trace id on show is one the failed call was sent with.
  const failed = calls.filter((c) => c.path === '/public/svp/v2/object/mobile/query').map((c) => c.traceId ?? '');
  const shown = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec((await alert.textContent()) ?? '')?.[0];
  expect(failed).toContain(shown);
});

test('Retry of a failed panel keeps the focus while it asks again, and after it fails again', async ({ page, backend }) => {
  const path = '/public/svp/v2/object/mobile/query';
  await backend.fault({ method: 'POST', path, status: 500, body: { error: { number: 5000003, message: 'down' } } });
  await openPanel(page, 7, { deviceId: MOBILE.pixel });
  const alert = page.getByRole('dialog', { name: 'Mobile device profile' }).getByRole('alert');
  await alert.getByRole('button', { name: 'Retry' }).focus();
  const before = (await callsTo(backend, path)).length;
  await backend.set({ latencyMs: 600 });
  await page.keyboard.press('Enter');
  // The error state stays while the retry runs: Retry busy and focused, not swapped for the skeleton.
  const retrying = alert.getByRole('button', { name: 'Retrying…' });
  await expect(retrying).toBeFocused();
  await expect(retrying).toHaveAttribute('aria-disabled', 'true');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeFocused();
  expect((await callsTo(backend, path)).length).toBeGreaterThan(before);
});

test('a failed call of the email, mobile or container panel shows the no-data message; an unknown message shows no data', async ({ page, backend }) => {
  await backend.fault(
    { method: 'POST', path: '/public/svp/v2/object/email/query', status: 503, body: { error: { number: 5030001, message: 'busy' } } },
    { method: 'POST', path: '/public/svp/v2/object/mobile/query', status: 404, raw: '<html><body>Not Found</body></html>' },
    { method: 'POST', path: '/ui/fbt/api/v1/basic/containers/basic', status: 400 },
  );
  await openPanel(page, 1, { messageId: EMAIL.phish });
  const email = page.getByRole('dialog', { name: 'Email profile' });
  await expectNoData(email);
  await expect(field(email, 'Risk level')).toHaveCount(0);
  await openPanel(page, 7, { deviceId: MOBILE.pixel });
  await expectNoData(page.getByRole('dialog', { name: 'Mobile device profile' }));
  await openPanel(page, 9, { containerId: CONTAINER.billing });
  await expectNoData(page.getByRole('dialog', { name: 'Container profile' }));

  await backend.set({ faults: [] });
  await openPanel(page, 1, { messageId: '<unknown@nowhere.example>' });
  await expect(email.getByRole('heading', { name: 'No data' })).toBeVisible();
});

test('legacy host: a non-foundation account posts the computer id and sees the record; a failed call shows no data', async ({ page, backend }) => {
  await backend.set({ isFoundation: false });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await openPanel(page, 2, { computerId: HOST.legacy });
  const drawer = page.getByRole('dialog', { name: 'Host profile' });
  const call = await firstCall(backend, '/public/svp/v2/object/endpoint/query');
  expect(call?.body).toEqual({ computerId: HOST.legacy });
  await expect(field(drawer, 'Hostname')).toContainText('KTZ-OSA-WS0142');
  await expect(field(drawer, 'IP address')).toContainText('10.40.12.142');
  await expect(field(drawer, 'MAC address')).toContainText('3c:52:82:6e:1f:a0');
  await expect(field(drawer, 'OS name')).toContainText('Windows 10 Enterprise LTSC');
  await expect(field(drawer, 'OS version')).toContainText('10.0.19044');
  await expect(field(drawer, 'Instance ID')).toContainText('i-0a7c3e19f2d84b6e1');
  await expect(field(drawer, 'Cloud provider')).toContainText('Amazon Web Services');
  await expect(field(drawer, 'Region ID')).toContainText('ap-northeast-3');
  await expectDash(drawer, 'VPC ID');
  await expect(field(drawer, 'Logon accounts')).toContainText('KITAKAZE\\svc_backup');
  await expect(field(drawer, 'Agents')).toContainText('Endpoint Sensor 2.1.0.4410');

  // A failed call: the no-data message.
  await backend.fault({ method: 'POST', path: '/public/svp/v2/object/endpoint/query', status: 403, body: { error: { number: 4030001, message: 'forbidden' } } });
  await openPanel(page, 2, { computerId: HOST.legacy });
  await expectNoData(drawer);
});

test('legacy host: a foundation account opens it as the endpoint panel, read by the computer id', async ({ page, backend }) => {
  await openPanel(page, 2, { computerId: HOST.legacy });
  const drawer = page.getByRole('dialog', { name: 'Endpoint profile' });
  await expect(drawer).toBeVisible();
  // Opened through the global event: 504 wide (spec 001 §2.1, §9).
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(504);
  await expect.poll(async () => (await backend.calls((c) => c.method === 'GET' && c.path === `/public/ves/v1/bigtable-endpoints/${HOST.legacy}`)).length).toBe(1);
  expect(await backend.calls((c) => c.path === '/public/svp/v2/object/endpoint/query')).toEqual([]);
  await expect(field(drawer, 'Hostname')).toContainText('KTZ-OSA-WS0142');
});

test('mobile: posts the device id and shows the record with the inventory link', async ({ page, backend }) => {
  await openPanel(page, 7, { deviceId: MOBILE.pixel });
  const drawer = page.getByRole('dialog', { name: 'Mobile device profile' });
  const call = await firstCall(backend, '/public/svp/v2/object/mobile/query');
  expect(call?.body).toEqual({ deviceId: MOBILE.pixel });
  await expect(field(drawer, 'Security risk level')).toContainText('Medium risk');
  await expect(field(drawer, 'Agent status')).toContainText('Warning');
  await expect(field(drawer, 'Last scan').locator('time')).toHaveAttribute('datetime', /^2026-12-02T22:05:31/);
  await expect(field(drawer, 'Device type')).toContainText('Android');
  await expect(field(drawer, 'Device name')).toContainText('Yui Mori (Pixel 8a)');
  await expect(field(drawer, 'OS version')).toContainText('Android 15');
  await expect(field(drawer, 'Hardware model')).toContainText('Pixel 8a');
  await expect(field(drawer, 'Manufacturer')).toContainText('Google');
  await expect(field(drawer, 'IMEI')).toContainText('358240051111110');
  await expectDash(drawer, 'MAC address');
  await expect(drawer.getByRole('link', { name: 'Open the mobile inventory' })).toBeVisible();
});

test('container: posts the container id and shows the record', async ({ page, backend }) => {
  await openPanel(page, 9, { containerId: CONTAINER.billing });
  const drawer = page.getByRole('dialog', { name: 'Container profile' });
  const call = await firstCall(backend, '/ui/fbt/api/v1/basic/containers/basic');
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ containerId: CONTAINER.billing });
  await expect(field(drawer, 'Name')).toContainText('invoice-renderer');
  await expect(field(drawer, 'Image ID')).toContainText('sha256:6d3339100c83');
  await expect(field(drawer, 'Status')).toContainText('Running');
  // The first port (spec 001 §2.11).
  await expect(field(drawer, 'Port')).toHaveText(/9464$/);
  await expect(field(drawer, 'Volume mounts')).toContainText('/srv/templates');
  // The second mount has no volume name: a dash.
  await expect(field(drawer, 'Volume mounts').getByRole('listitem').nth(1)).toContainText('Volume: -');
  await expect(field(drawer, 'Volume mounts').getByRole('listitem').first()).toContainText('Read-only');
  await expect(field(drawer, 'Command')).toContainText('/usr/local/bin/renderer');
  await expect(field(drawer, 'Arguments')).toContainText('invoices-jp');
  await expect(field(drawer, 'Environment variables')).toContainText('RENDER_LOCALE=ja_JP.UTF-8');
  await expect(field(drawer, 'Security context')).toContainText('runAsUser: 10001');
});

