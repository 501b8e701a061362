import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { supportFormHandlers } from '@soc/mocks';
import { SupportCaseDialog } from './support-case-dialog.tsx';

const meta = {
  title: 'Shell/SupportCaseDialog',
  component: SupportCaseDialog,
  args: { open: true, region: 'OTHER', onClose: fn() },
} satisfies Meta<typeof SupportCaseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async () => within(await findFocusedOverlay('dialog', 'Contact technical support'));

async function fillValid(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Dana Whitfield');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Email address/ }), 'dana.whitfield@county.example.gov');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Phone number/ }), '+1 202 555 0199');
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Case type/ }), 'Threat Concern');
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Severity/ }), 'Production System Down P1');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Description/ }), 'Ransomware note found on a file server.');
}

/** Waits until `element` and what it holds have finished opening (a slide or a zoom in), so its box is its final one. */
const opened = (element: HTMLElement) =>
  waitFor(() => expect(element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))).toHaveLength(0));

/** Empty form: every field, counters at zero, contact method Phone by default. */
export const Empty: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Email' })).not.toBeChecked();
    await expect(dialog.getByText('0/500')).toBeInTheDocument();
  },
};

/** Submitting empty: each rule's message, linked to its field; focus on the first. */
export const ValidationErrors: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('Contact name'));
    await expect(name).toHaveFocus();
    await expect(dialog.getAllByText('Please fill in required field.')).toHaveLength(5);
  },
};

/** GOV_US: Email is hidden; only phone contact is available. */
export const GovUs: Story = {
  name: 'GOV_US',
  args: { region: 'GOV_US' },
  globals: { persona: 'gov-us-root' },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.queryByRole('radio', { name: 'Email' })).toBeNull();
    await expect(dialog.getByText('Only phone contact is available at the moment.')).toBeInTheDocument();
  },
};

/** A complete case is sent: the success notice, and the dialog closes. */
export const SubmitSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf();
    await fillValid(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText('Request sent successfully')).toBeVisible());
    await expect(page.getByText("Your request has been submitted. We'll get back to you soon.")).toBeInTheDocument();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Submit pressed with Enter while the case is sent: busy, and it keeps the focus (audit S2: it fell to the dialog). */
export const Submitting: Story = {
  beforeEach: ({ msw }) => {
    msw.use(supportFormHandlers.loading());
  },
  play: async () => {
    const dialog = await dialogOf();
    await fillValid(dialog);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveAccessibleName('Sending…'));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(document.activeElement).toBe(submit);
  },
};

/** The server fails: the common error, everything typed stays, and Submit, pressed with Enter, still has the focus. */
export const SubmitFailure: Story = {
  beforeEach: ({ msw }) => {
    msw.use(supportFormHandlers.serverError());
  },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await fillValid(dialog);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    await expect(submit).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Dana Whitfield');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * A phone in Japanese: the dialog takes the screen's width and no more, and its fields, the contact
 * choice and the actions stay inside it.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'テクニカルサポートへのお問い合わせ');
    await opened(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const inside = within(dialog);
    for (const control of [
      inside.getByRole('textbox', { name: /^名前/ }),
      inside.getByRole('combobox', { name: /^重大度/ }),
      inside.getByRole('radio', { name: 'メール' }),
      inside.getByRole('button', { name: '送信' }),
      inside.getByRole('button', { name: 'キャンセル' }),
    ]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
