import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { MSP_TERMS_VERSION } from '../model/terms.ts';
import { TermsGate } from './terms-modal.tsx';

const meta = {
  title: 'Shell/Global dialogs/Terms',
  component: TermsGate,
  // onLogout replaces the real sign-out, which would leave the story.
  args: { show: true, version: MSP_TERMS_VERSION, onLogout: fn() },
} satisfies Meta<typeof TermsGate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeScrolling: Story = {
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Terms and conditions');
    await expect(dialog.getBoundingClientRect().width).toBe(640);
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('Scroll to the end of the terms to accept them.');
  },
};

export const AfterScrollingToTheBottom: Story = {
  play: async () => {
    const body = within(document.body);
    const dialog = await findFocusedOverlay('dialog', 'Terms and conditions');
    const text = within(dialog).getByRole('region', { name: 'Terms text' });
    text.scrollTop = text.scrollHeight;
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled());
    await expect(dialog).toHaveTextContent('You have reached the end of the terms.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const CancelSignsOut: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Terms and conditions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and sign out' }));
    await expect(args.onLogout).toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Signing out…' })).toBeDisabled();
  },
};
