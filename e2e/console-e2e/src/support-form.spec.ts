import { expect, signIn, test } from './fixtures.ts';

// Spec 000 §2.9, §5: in GOV_US "Contact us" opens the support-case form, phone contact only.
test('GOV_US: the support form checks its fields, sends the case and returns focus to the help menu', async ({ page, mock }) => {
  await mock.persona('gov-us-root');
  await signIn(page, '/users/about');

  const help = page.getByRole('button', { name: 'Help', exact: true });
  await help.click();
  await page.getByRole('menuitem', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact technical support' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Email' })).toHaveCount(0);
  await expect(dialog.getByText('Only phone contact is available at the moment.')).toBeVisible();

  // An empty submit names every missing field and puts the cursor on the first.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please fill in required field.')).toHaveCount(5);
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeFocused();

  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Dana Whitfield');
  await dialog.getByRole('textbox', { name: /^Email address/ }).fill('dana.whitfield@county.example.gov');
  await dialog.getByRole('textbox', { name: /^Phone number/ }).fill('+1 202 555 0199');
  await dialog.getByRole('combobox', { name: /^Case type/ }).selectOption('Threat Concern');
  await dialog.getByRole('combobox', { name: /^Severity/ }).selectOption('Production System Down P1');
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Ransomware note found on a file server.');
  await expect(dialog.getByText('39/500')).toBeVisible();

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/public/uic/v3/notifications/supportForm'));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: 'Dana Whitfield',
    email: 'dana.whitfield@county.example.gov',
    phoneNumber: '+1 202 555 0199',
    caseType: 'Threat Concern',
    severity: 'Production System Down P1',
    memo: 'Ransomware note found on a file server.',
    contactMethod: 'Phone',
  });
  await expect(page.getByText('Request sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(help).toBeFocused();
  const state = await (await page.request.get('/__mock/state')).json();
  expect(state.user.supportCases).toBe(1);

  // The notice by keyboard (its region's hotkey), and a Tab past its last control: back on Help, with a
  // focus ring (the toast library's own return came after the focus had left the page, and drew none).
  await page.keyboard.press('Alt+T');
  const close = page.locator('[data-scope="toast"]').getByRole('button', { name: 'Close' });
  for (let tabs = 0; tabs < 4 && !(await close.evaluate((button) => button === document.activeElement)); tabs += 1) await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(help).toBeFocused();
  expect(await help.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
});

test('GOV_US: a failed submit shows the common error with its trace id and keeps what was typed', async ({ page, mock }) => {
  await mock.persona('gov-us-root');
  await mock.fault({ method: 'POST', path: '/public/uic/v3/notifications/supportForm', status: 500, times: 1 });
  await signIn(page, '/users/about');

  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact technical support' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Dana Whitfield');
  await dialog.getByRole('textbox', { name: /^Email address/ }).fill('dana.whitfield@county.example.gov');
  await dialog.getByRole('textbox', { name: /^Phone number/ }).fill('+1 202 555 0199');
  await dialog.getByRole('combobox', { name: /^Case type/ }).selectOption('Technical Support');
  await dialog.getByRole('combobox', { name: /^Severity/ }).selectOption('General Guidance P4');
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Cannot export the audit log.');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Something went wrong. Please try again later.');
  await expect(alert).toContainText('Trace ID');
  await expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveValue('Cannot export the audit log.');
});

test('a stray click beside the support form keeps it and what was typed; Esc still closes it', async ({ page, mock }) => {
  await mock.persona('gov-us-root');
  await signIn(page, '/users/about');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact technical support' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Dana Whitfield');
  await page.mouse.click(8, 400);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Dana Whitfield');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
