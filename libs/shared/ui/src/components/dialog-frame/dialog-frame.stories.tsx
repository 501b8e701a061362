import { Button, Dialog, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldAlert } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogFrame } from './dialog-frame.tsx';

// The console's one dialog frame: title, description, body, footer actions, size and urgency.
const meta = {
  title: 'UI/DialogFrame',
  component: DialogFrame,
  args: {
    open: true,
    onClose: fn(),
    title: 'Policy saved',
    size: 'sm',
    children: <Text>The endpoint policy was saved. Endpoints receive it at their next check-in.</Text>,
    footer: (
      <Dialog.ActionTrigger asChild>
        <Button>OK</Button>
      </Dialog.ActionTrigger>
    ),
  },
} satisfies Meta<typeof DialogFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A dismissible dialog: focus starts inside, the × is shown, Escape closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Policy saved' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Urgent: an alert dialog with a toned icon and a description, closed only by its action. */
export const Urgent: Story = {
  args: {
    onClose: undefined,
    urgency: 'urgent',
    title: 'Action required on your account',
    icon: <ShieldAlert size="1em" />,
    tone: 'error',
    description: "Your account cannot keep using the console until a required action is completed.",
    children: undefined,
    footer: <Button colorPalette="brand">Sign out</Button>,
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Action required on your account' });
    await expect(dialog).toHaveAccessibleDescription('Your account cannot keep using the console until a required action is completed.');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

/** A width in px (the generic modal's 832 px), on a wide screen. */
export const FixedWidth: Story = {
  tags: ['wide'],
  args: {
    title: 'Generic modal',
    size: 832,
    children: <Text>Content of an 832-pixel dialog: the default size of the generic modal of toggleModal.</Text>,
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Generic modal' });
    await expect(dialog.getBoundingClientRect().width).toBe(832);
  },
};
