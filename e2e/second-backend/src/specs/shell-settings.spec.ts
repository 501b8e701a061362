import type { Page } from '@playwright/test';
import type { TenantState } from '../backend/state.ts';
import { expect, signIn, test, openedWindows, stubWindowOpen } from './second-backend.ts';

// Spec 000 §2.3–§2.5, §2.8, §2.9, §4.6, §5, §7, §8 against this backend: the language save answered
// 204, the public support form answered 201, internal auth without an envelope, the SSO link at a
// redirectUrl of this backend's own, the identity module's switch pages served by this backend.

/** The tenant state as the backend holds it now. */
async function stateOf(page: Page): Promise<TenantState> {
  return (await (await page.request.get('/__second/state')).json()) as TenantState;
}

async function signedIn(page: Page, path = '/users/about') {
  await signIn(page);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

test('language: Save posts setting/language, shows the saved notice and reloads in the new language', async ({ page, backend }) => {
  await signedIn(page);
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Language settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Language settings' });
  // The label, not the hidden input with force: a forced click skips the wait for the drawer to stop sliding in.
  await drawer.getByText('日本語').click();
  await expect(drawer.getByRole('radio', { name: '日本語' })).toBeChecked();
  const reload = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Language saved. The console reloads in the new language.')).toBeVisible();
  const [call] = await backend.calls((c) => c.path === '/ui/uic/v3/setting/language');
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ lang: 'ja' });
  expect(call?.token).toBe('sb-7f3a91c2');
  await reload;
  await expect(page).toHaveURL(/\/users\/about$/);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect((await stateOf(page)).shell.language).toBe('ja');
});

test('language: a failed save shows the common error and does not reload', async ({ page, backend }) => {
  await backend.fault({ method: 'POST', path: '/ui/uic/v3/setting/language', status: 500, body: { error: { number: 5000101 } } });
  await signedIn(page);
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Language settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Language settings' });
  // The label, not the hidden input with force: a forced click skips the wait for the drawer to stop sliding in.
  await drawer.getByText('日本語').click();
  await expect(drawer.getByRole('radio', { name: '日本語' })).toBeChecked();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).not.toBe('ja');
});

async function openSupportForm(page: Page) {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact technical support' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillSupportForm(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Aiko Mori');
  await dialog.getByRole('textbox', { name: /^Email address/ }).fill('aiko.mori@kitakaze.example');
  await dialog.getByRole('textbox', { name: /^Phone number/ }).fill('+1 571 555 0142');
  await dialog.getByRole('combobox', { name: /^Case type/ }).selectOption('User Management Support');
  await dialog.getByRole('combobox', { name: /^Severity/ }).selectOption('System Impaired P3');
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('MFA enrolment fails for new analysts.');
}

test('GOV_US support form: validation texts, then the case sent to the public call and the success notice', async ({ page, backend }) => {
  await backend.set({ region: 'GOV_US' });
  await signedIn(page);
  const dialog = await openSupportForm(page);
  await expect(dialog.getByRole('radio', { name: 'Email' })).toHaveCount(0);
  await expect(dialog.getByText('Only phone contact is available at the moment.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // Spec 000 §5: the name's message is "Contact name", the others "Please fill in required field."
  await expect(dialog.getByText('Contact name', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please fill in required field.')).toHaveCount(5);
  await dialog.getByRole('textbox', { name: /^Email address/ }).fill('not-an-address');
  await fillSupportForm(dialog);
  await dialog.getByRole('textbox', { name: /^Email address/ }).fill('aiko.mori@');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please fill in required field.')).toHaveCount(1);
  expect(await backend.calls((c) => c.path.endsWith('/supportForm'))).toEqual([]);
  await dialog.getByRole('textbox', { name: /^Email address/ }).fill('aiko.mori@kitakaze.example');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Request sent successfully')).toBeVisible();
  await expect(page.getByText("Your request has been submitted. We'll get back to you soon.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const [call] = await backend.calls((c) => c.path === '/public/uic/v3/notifications/supportForm');
  expect(call?.method).toBe('POST');
  expect(call?.traceId).toMatch(/^[0-9a-f-]{36}$/);
  expect(call?.body).toEqual({
    name: 'Aiko Mori',
    email: 'aiko.mori@kitakaze.example',
    phoneNumber: '+1 571 555 0142',
    caseType: 'User Management Support',
    severity: 'System Impaired P3',
    memo: 'MFA enrolment fails for new analysts.',
    contactMethod: 'Phone',
  });
  expect((await stateOf(page)).shell.supportCases).toHaveLength(1);
});

test('GOV_US support form: a refused submit shows the common error with that request’s trace id', async ({ page, backend }) => {
  await backend.set({ region: 'GOV_US' });
  await backend.fault({ method: 'POST', path: '/public/uic/v3/notifications/supportForm', status: 503, raw: 'Service Unavailable', times: 1 });
  await signedIn(page);
  const dialog = await openSupportForm(page);
  await fillSupportForm(dialog);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Something went wrong. Please try again later.');
  const [call] = await backend.calls((c) => c.path === '/public/uic/v3/notifications/supportForm');
  await expect(alert.locator('code')).toHaveText(call?.traceId ?? 'none');
  await expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveValue('MFA enrolment fails for new analysts.');
  // A second try goes through.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Request sent successfully')).toBeVisible();
});

test('UAE hides the language settings and Contact us', async ({ page, backend }) => {
  await backend.set({ region: 'UAE' });
  await signedIn(page);
  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Language settings' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'About' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Contact us' })).toHaveCount(0);
});

test('outside GOV_US, Contact us opens the external contact page, not the form', async ({ page, backend: _backend }) => {
  await signedIn(page);
  await stubWindowOpen(page);
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const item = page.getByRole('menuitem', { name: 'Contact us' });
  const tag = await item.evaluate((el) => el.tagName);
  if (tag === 'A') {
    await expect(item).toHaveAttribute('href', /\/ui\/bc\/iam\/contact-support/);
  } else {
    await item.click();
    await expect.poll(async () => String((await openedWindows(page))[0]?.[0])).toContain('/ui/bc/iam/contact-support');
  }
  await expect(page.getByRole('dialog', { name: 'Contact technical support' })).toHaveCount(0);
});

test('a partner id shows the partner’s support e-mail from the white-label call', async ({ page, backend }) => {
  await backend.set({ partnerId: 'P-20417' });
  await signedIn(page);
  await page.getByRole('button', { name: 'Partner technical support' }).click();
  await expect(page.getByText('Email support@partner.second-backend.test')).toBeVisible();
  const [call] = await backend.calls((c) => c.path.startsWith('/public/asm/api/whitelabel/v1/'));
  expect(call?.path).toBe('/public/asm/api/whitelabel/v1/P-20417?withemail=true');
});

// Menu key 8751: SSO status → internal auth → SSO link (spec 000 §2.1, §7, §8).
async function launchRoleManagement(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Service management' }).click();
  await menu.getByRole('button', { name: 'Role management' }).or(menu.getByRole('link', { name: 'Role management' })).click();
}

test('role management: internal auth, then the SSO link with the bearer token, opened without opener', async ({ page, backend }) => {
  await signedIn(page);
  await stubWindowOpen(page);
  await launchRoleManagement(page);
  await expect.poll(() => openedWindows(page)).toHaveLength(1);
  const [args] = await openedWindows(page);
  expect(args?.[0]).toBe('https://rm.second-backend.test/sso/landing?ticket=4f1d');
  expect(String(args?.[2])).toContain('noopener');
  const [auth] = await backend.calls((c) => c.path.startsWith('/ui/bc/company/api/v3.0/auth/internal'));
  expect(auth?.method).toBe('POST');
  expect(auth?.path).toBe('/ui/bc/company/api/v3.0/auth/internal?request_id=480213');
  expect(auth?.body).toEqual({ expiryMinutes: 65, page: 'roleManagement' });
  expect(auth?.appName).toBeTruthy();
  expect(auth?.traceId).toMatch(/^[0-9a-f-]{36}$/);
  const [link] = await backend.calls((c) => c.path.startsWith('/ui/sds/api/v2/sso/'));
  // {redirectUrl}&request_id={account id}: the redirectUrl's own query is kept.
  expect(link?.path).toBe('/ui/sds/api/v2/sso/roleManagement?tenant=kitakaze&request_id=480213');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

for (const [number, wording] of [
  [4006031, 'Your account is not allowed to open role management through single sign-on.'],
  [4006032, 'Single sign-on to role management is not set up for your company yet.'],
] as const) {
  test(`role management: internal auth refused with ${number} shows the SSO modal's wording`, async ({ page, backend }) => {
    await backend.set({ shell: { internalAuthRefusal: number } });
    await signedIn(page);
    await stubWindowOpen(page);
    await launchRoleManagement(page);
    const dialog = page.getByRole('dialog', { name: 'Role management' });
    await expect(dialog).toContainText(wording);
    expect(await openedWindows(page)).toEqual([]);
    expect(await backend.calls((c) => c.path.startsWith('/ui/sds/api/v2/sso/'))).toEqual([]);
  });
}

for (const [name, patch, code] of [
  ['no redirect url', { ssoRedirectUrl: null }, 500],
  ['no SSO url', { ssoUrl: null }, 501],
] as const) {
  test(`role management: ${name} → the SSO error dialog with status ${code}`, async ({ page, backend }) => {
    await backend.set({ shell: patch });
    await signedIn(page);
    await stubWindowOpen(page);
    await launchRoleManagement(page);
    const dialog = page.getByRole('alertdialog', { name: 'Single sign-on failed' });
    await expect(dialog).toContainText(`common error (Error code: ${code})`);
    expect((await dialog.boundingBox())?.width).toBe(452);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
    expect(await openedWindows(page)).toEqual([]);
  });
}

test('role management: internal auth 400 with a body that is not JSON is "any other failure"', async ({ page, backend }) => {
  await backend.fault({ method: 'POST', path: '/ui/bc/company/api/v3.0/auth/internal', status: 400, raw: '<h1>Bad Request</h1>' });
  await signedIn(page);
  await launchRoleManagement(page);
  const dialog = page.getByRole('alertdialog', { name: 'Single sign-on failed' });
  await expect(dialog).toContainText('common error (Error code: 400)');
  await expect(page.getByRole('dialog', { name: 'Role management' })).toHaveCount(0);
});

test('role management: a failed SSO link call is "any other failure": the error dialog with its status and trace id, no window', async ({ page, backend }) => {
  await backend.fault({ method: 'GET', path: '/ui/sds/api/v2/sso/roleManagement', status: 500, body: { error: { number: 5000009 } } });
  await signedIn(page);
  await stubWindowOpen(page);
  await launchRoleManagement(page);
  const dialog = page.getByRole('alertdialog', { name: 'Single sign-on failed' });
  await expect(dialog).toContainText('common error (Error code: 500)');
  // The 500 is the link call's own (a missing redirect url also shows 500): the dialog quotes that call's trace id.
  const [link] = await backend.calls((c) => c.path.startsWith('/ui/sds/api/v2/sso/'));
  expect(link?.path).toBe('/ui/sds/api/v2/sso/roleManagement?tenant=kitakaze&request_id=480213');
  await expect(dialog.locator('code')).toHaveText(link?.traceId ?? 'none');
  expect(await openedWindows(page)).toEqual([]);
  expect(page.context().pages()).toHaveLength(1);
});

test('role management: 403 on internal auth (an identity-service path) goes to /users/403', async ({ page, backend }) => {
  await backend.fault({ method: 'POST', path: '/ui/bc/company/api/v3.0/auth/internal', status: 403, body: { error: { number: 4030001, message: 'forbidden' } } });
  await signedIn(page);
  await launchRoleManagement(page);
  await expect(page).toHaveURL(/\/users\/403$/);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
});

// Switch company / switch SAML group (spec 000 §4.6, contract §9) with this backend's identity pages.
async function openSwitch(page: Page, kind: 'company' | 'saml') {
  if (kind === 'company') {
    await page.getByRole('button', { name: /^Company menu/ }).click();
    await page.getByRole('menuitem', { name: 'Switch company' }).click();
  } else {
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Switch SAML group' }).click();
  }
  const title = kind === 'company' ? 'Switch company' : 'Switch SAML group';
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  const frame = modal.frameLocator('iframe');
  await expect(frame.getByText('Second backend identity page')).toBeVisible();
  return { modal, frame };
}

test('switch company: close closes the modal; done signs on again', async ({ page, backend: _backend }) => {
  await signedIn(page);
  const { modal, frame } = await openSwitch(page, 'company');
  await frame.getByRole('button', { name: 'close', exact: true }).click();
  await expect(modal).toBeHidden();
  const again = await openSwitch(page, 'company');
  const signOn = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && new URL(r.url()).pathname === '/saml/ssoLogin');
  await again.frame.getByRole('button', { name: 'done', exact: true }).click();
  await signOn;
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('switch company: mfaEnabled forces logout', async ({ page, backend: _backend }) => {
  await signedIn(page);
  const { frame } = await openSwitch(page, 'company');
  await frame.getByRole('button', { name: 'mfaEnabled', exact: true }).click();
  await page.waitForURL(/\/logout\.html/);
});

test('switch SAML group (saml user): groupOpen forces logout', async ({ page, backend }) => {
  await backend.set({ userType: 'samlGroup' });
  await signedIn(page);
  const { frame } = await openSwitch(page, 'saml');
  await frame.getByRole('button', { name: 'groupOpen', exact: true }).click();
  await page.waitForURL(/\/logout\.html/);
});

test('switch company: a message from another origin is ignored unless allowedOrigins lists it', async ({ page, backend }) => {
  await signedIn(page);
  const { modal, frame } = await openSwitch(page, 'company');
  const navigations: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigations.push(new URL(r.url()).pathname);
  });
  await frame.getByRole('button', { name: 'done from another origin' }).click();
  await expect(frame.frameLocator('iframe[title="poster"]').getByText('posted')).toBeVisible();
  // The close from the page's own origin is followed: the foreign done came first and was ignored.
  await frame.getByRole('button', { name: 'close', exact: true }).click();
  await expect(modal).toBeHidden();
  expect(navigations).toEqual([]);

  // Now the tenant lists the other origin (contract §4 consoleSettings.allowedOrigins).
  await backend.set({ shell: { allowedOrigins: [`http://localhost:${new URL(page.url()).port}`] } });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const again = await openSwitch(page, 'company');
  const signOn = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && new URL(r.url()).pathname === '/saml/ssoLogin');
  await again.frame.getByRole('button', { name: 'done from another origin' }).click();
  await signOn;
});
