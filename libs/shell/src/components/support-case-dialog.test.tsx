import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SHELL_CALL_PATHS, supportFormHandlers } from '@soc/mocks';
import { createTestQueryClient, renderWithProviders } from '@soc/testing';

vi.setConfig({ testTimeout: 20_000 });
import { setupMockBackend } from '../testing/msw-server.ts';
import { SupportCaseDialog } from './support-case-dialog.tsx';

const backend = setupMockBackend('gov-us-root');

function open(region = 'GOV_US') {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<SupportCaseDialog open region={region} onClose={onClose} />, { queryClient: createTestQueryClient({ staleTime: Infinity }), toaster: true });
  const dialog = screen.getByRole('dialog', { name: 'Contact technical support' });
  return { user, onClose, dialog, form: within(dialog) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValid({ user, form }: ReturnType<typeof open>, contact: 'Email' | 'Phone' = 'Phone') {
  await fill(user, form.getByRole('textbox', { name: /^Name/ }), 'Dana Whitfield');
  await fill(user, form.getByRole('textbox', { name: /^Email address/ }), 'dana.whitfield@county.example.gov');
  await fill(user, form.getByRole('textbox', { name: /^Phone number/ }), '+1 202 555 0199');
  await user.selectOptions(form.getByRole('combobox', { name: /^Case type/ }), 'Threat Concern');
  await user.selectOptions(form.getByRole('combobox', { name: /^Severity/ }), 'Production System Down P1');
  await fill(user, form.getByRole('textbox', { name: /^Description/ }), 'Ransomware note found on a file server.');
  await user.click(form.getByRole('radio', { name: contact }));
}

describe('SupportCaseDialog (spec 000 §2.9, §5, §8)', () => {
  it('shows every field with its maximum and a counter; contact method defaults to Phone', () => {
    const { form } = open('OTHER');
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('maxLength', '100');
    expect(form.getByRole('textbox', { name: /^Email address/ })).toHaveAttribute('maxLength', '250');
    expect(form.getByRole('textbox', { name: /^Phone number/ })).toHaveAttribute('maxLength', '100');
    expect(form.getByRole('textbox', { name: /^Description/ })).toHaveAttribute('maxLength', '500');
    expect(form.getByText('0/500')).toBeInTheDocument();
    expect(form.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a case type', 'Subscription Support', 'User Management Support', 'Threat Concern', 'Technical Support',
      'Select a severity', 'General Guidance P4', 'System Impaired P3', 'Production System Impaired P2', 'Production System Down P1', 'Business-Critical System Down P0',
    ]);
    expect(form.getByRole('radio', { name: 'Email' })).not.toBeChecked();
    expect(form.getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(form.queryByText('Only phone contact is available at the moment.')).not.toBeInTheDocument();
  });

  it('hides Email in GOV_US and says only phone contact is available', () => {
    const { form } = open('GOV_US');
    expect(form.queryByRole('radio', { name: 'Email' })).not.toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(form.getByText('Only phone contact is available at the moment.')).toBeInTheDocument();
  });

  it('an empty submit shows every rule, linked to its field, and focuses the first', async () => {
    const { user, form } = open();
    await user.click(form.getByRole('button', { name: 'Submit' }));
    const name = form.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Contact name'));
    expect(name).toHaveFocus();
    expect(form.getByRole('textbox', { name: /^Email address/ })).toHaveAccessibleDescription(expect.stringContaining('Please fill in required field.'));
    expect(form.getByRole('combobox', { name: /^Case type/ })).toHaveAccessibleDescription('Please fill in required field.');
    expect(form.getAllByText('Please fill in required field.')).toHaveLength(5);
    expect(backend.state().supportCases).toHaveLength(0);
  });

  it('an invalid email keeps the form from being sent', async () => {
    const ctx = open();
    await fillValid(ctx);
    const email = ctx.form.getByRole('textbox', { name: /^Email address/ });
    await ctx.user.clear(email);
    await fill(ctx.user, email, 'dana@');
    await ctx.user.click(ctx.form.getByRole('button', { name: 'Submit' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(backend.state().supportCases).toHaveLength(0);
  });

  it('a select left empty is the field in error the focus goes to', async () => {
    const ctx = open();
    await fillValid(ctx);
    const severity = ctx.form.getByRole('combobox', { name: /^Severity/ });
    await ctx.user.selectOptions(severity, '');
    await ctx.user.click(ctx.form.getByRole('button', { name: 'Submit' }));
    expect(severity).toHaveAttribute('aria-invalid', 'true');
    expect(severity).toHaveFocus();
    expect(backend.state().supportCases).toHaveLength(0);
  });

  it('sends the case, shows "Request sent successfully" and closes', async () => {
    const ctx = open();
    await fillValid(ctx);
    expect(ctx.form.getByText('39/500')).toBeInTheDocument();
    await ctx.user.click(ctx.form.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Request sent successfully')).toBeInTheDocument();
    expect(screen.getByText("Your request has been submitted. We'll get back to you soon.")).toBeInTheDocument();
    expect(ctx.onClose).toHaveBeenCalled();
    expect(backend.state().supportCases).toEqual([
      expect.objectContaining({
        name: 'Dana Whitfield', email: 'dana.whitfield@county.example.gov', phoneNumber: '+1 202 555 0199',
        caseType: 'Threat Concern', severity: 'Production System Down P1', memo: 'Ransomware note found on a file server.', contactMethod: 'Phone',
      }),
    ]);
  });

  it('a failed submit shows the common error and keeps everything typed', async () => {
    backend.server.use(supportFormHandlers.serverError());
    const ctx = open('OTHER');
    await fillValid(ctx, 'Email');
    await ctx.user.click(ctx.form.getByRole('button', { name: 'Submit' }));
    const alert = await ctx.form.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    expect(alert).toHaveTextContent(/Trace ID/);
    expect(ctx.onClose).not.toHaveBeenCalled();
    expect(ctx.form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Dana Whitfield');
    expect(ctx.form.getByRole('combobox', { name: /^Severity/ })).toHaveValue('Production System Down P1');
    expect(ctx.form.getByRole('textbox', { name: /^Description/ })).toHaveValue('Ransomware note found on a file server.');
    expect(ctx.form.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  it.each([
    ['sent', () => HttpResponse.json({ caseId: 'SR-1' }), 'Request sent successfully'],
    ['refused', () => HttpResponse.json({}, { status: 500 }), 'Something went wrong. Please try again later.'],
  ])('closed while sending, the case still reports how it went (%s)', async (_, answer, notice) => {
    let respond: (() => void) | undefined;
    backend.server.use(http.post(SHELL_CALL_PATHS.supportForm, () => new Promise<Response>((resolve) => (respond = () => resolve(answer())))));
    const onClose = vi.fn();
    const user = userEvent.setup();
    const view = renderWithProviders(<SupportCaseDialog open region="GOV_US" onClose={onClose} />, { toaster: true });
    const dialog = screen.getByRole('dialog', { name: 'Contact technical support' });
    await fillValid({ user, onClose, dialog, form: within(dialog) });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(respond).toBeDefined());
    view.rerender(<SupportCaseDialog open={false} region="GOV_US" onClose={onClose} />);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact technical support' })).toBeNull());
    respond?.();
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('clears a field error as soon as the field is fixed', async () => {
    const { user, form } = open();
    await user.click(form.getByRole('button', { name: 'Submit' }));
    const name = form.getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'D');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(form.queryByText('Contact name')).not.toBeInTheDocument();
  });
});
