// Spec 002 §2.1, §2.5, §4, §7, §8 and contract §7/§9: the dialogs any page script opens with
// `toggleUICEvent`, against this backend's pre-release records (wrapped, ISO and epoch-ms dates,
// extra fields, Japanese texts for lang=ja, HTML in a description).
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './second-backend.ts';

const PREVIEW = '/ui/uic/v3/previewFramework/';
const ADVANCED = '/public/adg/ald-proxy/organizations/enable-advanced-function';
const COMMON_ERROR = 'Something went wrong. Please try again later.';

async function toggleUI(page: Page, detail: Record<string, unknown>) {
  await page.evaluate((d) => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: d })), detail);
}

/** The window messages of contract §9 the page received from its own origin. */
async function messages(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __sbMessages: unknown[] }).__sbMessages);
}

/** Every image on the page has loaded or failed, so an `onerror` attribute that survived has run. */
async function imagesSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? undefined
          : new Promise((done) => {
              img.addEventListener('load', done);
              img.addEventListener('error', done);
            }),
      ),
    ),
  );
}

async function start(page: Page, storage: Record<string, string> = {}) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sbMessages: unknown[] };
    w.__sbMessages = [];
    window.addEventListener('message', (event) => {
      if (event.origin === location.origin && typeof event.data === 'object' && event.data && 'actionType' in event.data) w.__sbMessages.push(event.data);
    });
  });
  await signIn(page, storage);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation').first()).toBeVisible();
}

// Every test starts from this backend's initial tenant, whether or not it changes it.
test.beforeEach(async ({ backend }) => {
  await backend.reset();
});

test.describe('pre-release dialog', () => {
  test('loads the record by key and language, opts in, closes and reports success', async ({ page, backend, request }) => {
    await start(page);
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'graph-explorer' });
    const dialog = page.getByRole('dialog', { name: 'Graph Explorer' });
    await expect(dialog).toBeVisible();
    const [load] = await backend.calls((c) => c.path.startsWith(PREVIEW));
    expect(load?.method).toBe('GET');
    expect(load?.path).toBe(`${PREVIEW}graph-explorer?lang=en`);
    // §2.5: feature, description, general-availability date, credit requirement.
    await expect(dialog.locator('b', { hasText: 'endpoints, e-mail and identities' })).toBeVisible();
    await expect(dialog.locator('time[datetime="2026-11-02"]')).toBeVisible();
    await expect(dialog.getByText('12 credits per 1,000 endpoints after general availability')).toBeVisible();
    await expect(dialog.getByRole('button').getByText('Close', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Opt in' }).click();
    await expect(dialog).toBeHidden();
    const post = (await backend.calls((c) => c.method === 'POST' && c.path === `${PREVIEW}graph-explorer`))[0];
    expect(post?.body).toEqual({ optIn: true });
    await expect(page.locator('[data-scope="toast"][data-part="root"][data-type="success"]')).toBeVisible();
    expect(await messages(page)).toContainEqual({ actionType: 'optIn', result: 'success' });
    expect(await backend.calls((c) => c.path === ADVANCED)).toHaveLength(0);
    const state = (await (await request.get('/__second/state')).json()) as { simulation: { preReleases: Record<string, { optIn: boolean }> } };
    expect(state.simulation.preReleases['graph-explorer']?.optIn).toBe(true);

    // Opened again: the server's optIn is true, so no Opt in button.
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'graph-explorer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Graph Explorer').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Opt in' })).toHaveCount(0);
  });

  test('is 672 wide with a content area 360 high (§2.5, §9)', async ({ page }) => {
    await start(page);
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'graph-explorer' });
    const dialog = page.getByRole('dialog', { name: 'Graph Explorer' });
    await expect(dialog.getByRole('button', { name: 'Opt in' })).toBeVisible();
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(672);
    expect(Math.round((await dialog.locator('[data-dialog-body]').boundingBox())?.height ?? 0)).toBe(360);
  });

  test('asks in the console language, shows the answer\'s texts, and closing it reports cancel', async ({ page, backend }) => {
    await start(page, { language: 'ja' });
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'graph-explorer' });
    const dialog = page.getByRole('dialog', { name: 'グラフエクスプローラー' });
    await expect(dialog).toBeVisible();
    expect((await backend.calls((c) => c.path.startsWith(PREVIEW)))[0]?.path).toBe(`${PREVIEW}graph-explorer?lang=ja`);
    await expect(dialog.getByText('エンドポイント、メール、IDをまたいでインシデントを1つのグラフで追跡します。')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await messages(page)).toContainEqual({ actionType: 'optIn', result: 'cancel' });
  });

  test('a failed opt-in shows the generic error and reports failed; a failed load shows the generic error with the key', async ({ page, backend }) => {
    await start(page);
    await backend.fault({ method: 'POST', path: `${PREVIEW}graph-explorer`, status: 500, body: { error: { number: 5000301, message: 'preview store down' } } });
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'graph-explorer' });
    const dialog = page.getByRole('dialog', { name: 'Graph Explorer' });
    await dialog.getByRole('button', { name: 'Opt in' }).click();
    await expect.poll(async () => (await backend.calls((c) => c.method === 'POST')).length).toBe(1);
    const [post] = await backend.calls((c) => c.method === 'POST' && c.path.startsWith(PREVIEW));
    await expect(dialog.getByRole('alert').filter({ hasText: COMMON_ERROR })).toContainText(`Trace ID: ${post?.traceId}`);
    await expect(dialog).toBeVisible();
    await expect.poll(() => messages(page)).toContainEqual({ actionType: 'optIn', result: 'failed' });

    // Without a key the dialog closes.
    await toggleUI(page, { type: 'togglePreRelease' });
    await expect(dialog).toBeHidden();

    await backend.fault({ method: 'GET', path: `${PREVIEW}no-such-preview`, status: 404, body: { error: { number: 4040301, message: 'unknown' } } });
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'no-such-preview' });
    const failed = page.getByRole('dialog');
    await expect(failed.getByRole('alert')).toContainText(COMMON_ERROR);
    await expect(failed.getByRole('alert')).toContainText('no-such-preview');
  });

  test('genAI: the companion disclaimer; Opt in also enables the advanced function', async ({ page, backend, request }) => {
    await start(page);
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'companion-assist' });
    const dialog = page.getByRole('dialog', { name: 'Companion Assist' });
    await expect(dialog.getByRole('heading', { name: 'Generative AI disclaimer' })).toBeVisible();
    // GATimestamp as epoch ms here (an ISO string for the other record).
    await expect(dialog.locator('time[datetime="2027-03-01"]')).toBeVisible();
    await dialog.getByRole('button', { name: 'Opt in' }).click();
    await expect(dialog).toBeHidden();
    const calls = await backend.calls((c) => c.method === 'POST');
    expect(calls.map((c) => c.path)).toEqual([`${PREVIEW}companion-assist`, ADVANCED]);
    // §7 "empty body": nothing, or an empty JSON object.
    expect([undefined, '{}']).toContain(calls[1]?.body === undefined ? undefined : JSON.stringify(calls[1]?.body));
    expect(await messages(page)).toContainEqual({ actionType: 'optIn', result: 'success' });
    const state = (await (await request.get('/__second/state')).json()) as { simulation: { advancedFunctionEnabled: boolean } };
    expect(state.simulation.advancedFunctionEnabled).toBe(true);
  });

  test('genAI: a failed advanced function reports enable-advanced-function-failed', async ({ page, backend }) => {
    await start(page);
    await backend.fault({ method: 'POST', path: ADVANCED, status: 502, raw: 'upstream error' });
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'companion-assist' });
    const dialog = page.getByRole('dialog', { name: 'Companion Assist' });
    await dialog.getByRole('button', { name: 'Opt in' }).click();
    await expect.poll(() => messages(page)).toContainEqual({ actionType: 'optIn', result: 'enable-advanced-function-failed' });
    expect(await messages(page)).not.toContainEqual({ actionType: 'optIn', result: 'success' });
    await expect(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: COMMON_ERROR })).toBeVisible();
  });

  test('a slow record for the previous key does not replace the one asked for last', async ({ page, backend }) => {
    await backend.set({ simulation: { slowMs: { [`${PREVIEW}graph-explorer`]: 1000 } } });
    await start(page);
    const slowAnswer = page.waitForResponse((r) => r.url().includes(`${PREVIEW}graph-explorer`));
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'graph-explorer' });
    await expect.poll(async () => (await backend.calls((c) => c.path.startsWith(PREVIEW))).length).toBe(1);
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'sandbox-next' });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Sandbox Next');
    // Past the slow answer: still the feature asked for last.
    await slowAnswer;
    await expect(page.getByText('Graph Explorer')).toHaveCount(0);
    await expect(dialog).toHaveAccessibleName('Sandbox Next');
    await expect(dialog.getByText('A faster sandbox with network replay.')).toBeVisible();
  });

  test('a general-availability date sent as Tokyo midnight is that day, not the UTC day before', async ({ page, backend }) => {
    await backend.set({
      simulation: {
        preReleases: {
          'graph-explorer': {
            preReleaseKey: 'graph-explorer', l10n: 'X', feature: 'Graph Explorer', featureJa: 'X', descriptionJa: 'X', description: 'X',
            PRTimestamp: 1767225600000, GATimestamp: '2026-12-01T00:00:00+09:00', requiredCredits: 1, requiredCreditStr: '1 credit', creditAllocation: 'required', optIn: false, showBtn: true, showTitle: true,
          },
        },
      },
    });
    await start(page);
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'graph-explorer' });
    const dialog = page.getByRole('dialog', { name: 'Graph Explorer' });
    // 15:00 UTC on 30 November: the UTC day would read "Nov 30, 2026".
    await expect(dialog.locator('time')).toHaveText('Dec 1, 2026');
    await expect(dialog.locator('time')).toHaveAttribute('datetime', '2026-12-01');
  });

  test('a description with hostile markup does not run', async ({ page, backend }) => {
    await backend.set({
      simulation: {
        preReleases: {
          'graph-explorer': {
            preReleaseKey: 'graph-explorer', l10n: 'X', feature: 'Graph Explorer', featureJa: 'X', descriptionJa: 'X',
            description: 'Look <img src="x" onerror="window.__sbPwned=1"><script>window.__sbPwned=2</script><a href="javascript:window.__sbPwned=3">here</a> now',
            PRTimestamp: 1767225600000, GATimestamp: null, requiredCredits: 1, requiredCreditStr: '1 credit', creditAllocation: 'required', optIn: false, showBtn: true, showTitle: true,
          },
        },
      },
    });
    await start(page);
    await toggleUI(page, { type: 'togglePreRelease', preReleaseKey: 'graph-explorer' });
    const dialog = page.getByRole('dialog', { name: 'Graph Explorer' });
    await expect(dialog.getByText(/Look/)).toBeVisible();
    const link = dialog.getByText('here');
    if (await link.count()) await link.click();
    await imagesSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __sbPwned?: number }).__sbPwned)).toBeUndefined();
  });
});

test('companion AI dialog: its button goes to /admin/remote', async ({ page }) => {
  await start(page);
  await toggleUI(page, { type: 'toggleAIDialog' });
  const dialog = page.getByRole('dialog', { name: 'Companion' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to remote support' }).click();
  await expect(page).toHaveURL(/\/admin\/remote$/);
  await expect(dialog).toBeHidden();
});

test('showAlertPro and showRedAlert show their title and content; hostile content does not run', async ({ page }) => {
  await start(page);
  await toggleUI(page, { type: 'showAlertPro', title: 'Policy saved', content: 'Saved 3 rules.' });
  const alert = page.getByRole('dialog', { name: 'Policy saved' });
  await expect(alert.getByText('Saved 3 rules.')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();

  await toggleUI(page, { type: 'showRedAlert', title: 'Isolation failed', content: 'Endpoint <b>LT-0442</b> unreachable <img src=x onerror="window.__sbPwned=1">' });
  const red = page.getByRole('alertdialog', { name: 'Isolation failed' });
  await expect(red.getByText(/unreachable/)).toBeVisible();
  await expect(red.getByText(/LT-0442/)).toBeVisible();
  await imagesSettled(page);
  expect(await page.evaluate(() => (window as unknown as { __sbPwned?: number }).__sbPwned)).toBeUndefined();
  await red.getByRole('button', { name: 'OK' }).click();
  await expect(red).toBeHidden();
});

test('toggleModal frames the url at the asked size, 832 × 512 by default; toggleFullModal covers the screen', async ({ page }) => {
  await start(page);
  await toggleUI(page, { type: 'toggleModal', url: '/users/about', title: 'About this console', width: 700, height: 420 });
  let modal = page.getByRole('dialog', { name: 'About this console' });
  const frame = modal.locator('iframe');
  await expect(frame).toHaveAttribute('src', '/users/about');
  expect(Math.round((await modal.boundingBox())?.width ?? 0)).toBe(700);
  expect(Math.round((await frame.boundingBox())?.height ?? 0)).toBe(420);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await toggleUI(page, { type: 'toggleModal', url: '/users/about' });
  modal = page.getByRole('dialog');
  await expect(modal.locator('iframe')).toHaveAttribute('src', '/users/about');
  expect(Math.round((await modal.boundingBox())?.width ?? 0)).toBe(832);
  expect(Math.round((await modal.locator('iframe').boundingBox())?.height ?? 0)).toBe(512);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await toggleUI(page, { type: 'toggleFullModal', url: '/users/about' });
  const overlay = page.getByTestId('full-screen-overlay');
  await expect(overlay.locator('iframe')).toHaveAttribute('src', '/users/about');
  const box = await overlay.boundingBox();
  expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([1280, 800]);
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();
});

test('showFoundationUpdate opens the update modal; only the root account may start it', async ({ page, backend }) => {
  await start(page);
  await toggleUI(page, { type: 'showFoundationUpdate' });
  let dialog = page.getByRole('dialog', { name: 'Upgrade to Foundation Services' });
  await expect(dialog.getByRole('button', { name: 'Open the upgrade page' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  await backend.set({ userType: 'saml' });
  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await toggleUI(page, { type: 'showFoundationUpdate' });
  dialog = page.getByRole('dialog', { name: 'Upgrade to Foundation Services' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Open the upgrade page' })).toHaveCount(0);
});

test.describe('MFA reminder', () => {
  test('company level: Enable goes to the accounts page with the MFA drawer', async ({ page }) => {
    await start(page);
    await toggleUI(page, { type: 'showMfaReminder', level: 'company' });
    const dialog = page.getByRole('dialog', { name: 'Turn on multi-factor authentication' });
    await dialog.getByRole('button', { name: 'Enable MFA' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\/iam2\/account\?openMfaDrawer=true$/);
  });

  test('user level: Enable opens an IAM page in the full-screen modal; "don\'t show again" is kept', async ({ page }) => {
    await start(page);
    await toggleUI(page, { type: 'showMfaReminder', level: 'user' });
    const dialog = page.getByRole('dialog', { name: 'Turn on multi-factor authentication' });
    await dialog.getByText("Don't show again").click();
    await dialog.getByRole('button', { name: 'Enable MFA' }).click();
    await expect(dialog).toBeHidden();
    const overlay = page.getByTestId('full-screen-overlay');
    await expect(overlay.locator('iframe')).toHaveAttribute('src', /^\/app\/iam2\//);
    expect(await page.evaluate(() => localStorage.getItem('mfaReminder:dontShow'))).not.toBeNull();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    await toggleUI(page, { type: 'showMfaReminder', level: 'user' });
    await toggleUI(page, { type: 'showAlertPro', title: 'Marker', content: 'after' });
    await expect(page.getByRole('dialog', { name: 'Marker' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('Skip closes it and shows it again next time', async ({ page }) => {
    await start(page);
    await toggleUI(page, { type: 'showMfaReminder', level: 'company' });
    const dialog = page.getByRole('dialog', { name: 'Turn on multi-factor authentication' });
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('mfaReminder:dontShow'))).toBeNull();
    await toggleUI(page, { type: 'showMfaReminder', level: 'company' });
    await expect(dialog).toBeVisible();
  });
});
