import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dispatchToggleUIEvent } from '@soc/events';
import { GlobalDialogs } from './global-dialogs.tsx';

const meta = {
  title: 'Shell/Global dialogs/Container',
  component: GlobalDialogs,
  args: { onNavigate: fn() },
} satisfies Meta<typeof GlobalDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened the way any page script opens it: `toggleUICEvent` on window. */
export const OpenedByEvent: Story = {
  play: async () => {
    const body = within(document.body);
    dispatchToggleUIEvent({ type: 'showRedAlert', title: 'Sensor offline', content: 'The network sensor stopped reporting.' });
    const alert = await body.findByRole('alertdialog', { name: 'Sensor offline' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  },
};

export const CompanionByEvent: Story = {
  play: async ({ args }) => {
    dispatchToggleUIEvent({ type: 'toggleAIDialog' });
    const dialog = await within(document.body).findByRole('dialog', { name: 'Companion' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to remote support' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/remote');
  },
};

export const PreReleaseByEvent: Story = {
  play: async () => {
    dispatchToggleUIEvent({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    await expect(await within(document.body).findByRole('dialog', { name: 'AI Scanner Guard' })).toBeVisible();
  },
};
