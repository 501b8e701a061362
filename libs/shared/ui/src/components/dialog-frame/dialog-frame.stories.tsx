import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
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

/**
 * The open dialog once it holds the focus, as `findFocusedOverlay` of `@soc/testing/story` finds it (this
 * lib cannot import that one: the testing lib depends on it). A key before the opening focus would race it.
 */
async function focusedDialog(role: 'dialog' | 'alertdialog', name: string): Promise<HTMLElement> {
  const dialog = await body().findByRole(role, { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/** A dismissible dialog: focus starts inside, the × is shown, Escape closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await focusedDialog('dialog', 'Policy saved');
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
    const dialog = await focusedDialog('alertdialog', 'Action required on your account');
    await expect(dialog).toHaveAccessibleDescription('Your account cannot keep using the console until a required action is completed.');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

/** A dismiss button: the outline Cancel the frame puts first in the footer, before the caller's primary action; it closes like Escape. */
export const WithDismiss: Story = {
  args: {
    title: 'Isolate the endpoint?',
    children: <Text>FIN-LT-0231 loses its network access until it is restored.</Text>,
    dismissLabel: 'Cancel',
    footer: <Button>Isolate</Button>,
  },
  play: async ({ args }) => {
    const dialog = await focusedDialog('dialog', 'Isolate the endpoint?');
    const footer = within(dialog).getByRole('button', { name: 'Isolate' }).parentElement as HTMLElement;
    await expect(within(footer).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Isolate']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** A title with no place to break (a page script's, or a long file name) wraps inside the dialog instead of running out of it. */
export const UnbrokenTitle: Story = {
  args: {
    urgency: 'urgent',
    icon: <ShieldAlert size="1em" />,
    tone: 'error',
    title: 'W'.repeat(120),
    onClose: undefined,
  },
  play: async () => {
    const dialog = await focusedDialog('alertdialog', 'W'.repeat(120));
    const heading = within(dialog).getByText('W'.repeat(120));
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/** A width in px (the generic modal's 832 px), on a wide screen. */
export const FixedWidth: Story = {
  tags: ['wide'],
  // chromaticCapture('wide') written out: @soc/ui's stories cannot import the testing entry, which imports @soc/ui.
  parameters: { chromatic: { modes: { panel: { disable: true }, wide: { viewport: { width: 1280, height: 800 }, disable: false }, narrow: { disable: true } } } },
  args: {
    title: 'Generic modal',
    size: 832,
    children: <Text>Content of an 832-pixel dialog: the default size of the generic modal of toggleModal.</Text>,
  },
  play: async () => {
    const dialog = await focusedDialog('dialog', 'Generic modal');
    await expect(dialog.getBoundingClientRect().width).toBe(832);
  },
};

/** The engines list of a popup: a short note until "Load the engines" adds a list longer than the body. */
function EnginesBody() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setLoaded(true)}>
        Load the engines
      </Button>
      {loaded ? (
        <Stack gap="1" mt="3">
          {Array.from({ length: 30 }, (_, index) => (
            <Text key={index}>Virus Scan Engine {index + 1}</Text>
          ))}
        </Stack>
      ) : null}
    </>
  );
}

function FromTriggerDialog() {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={<Button variant="outline">View engines</Button>}
      title="Engines"
      subtitle="FIN-LT-0231"
      closeLabel="Close engines"
      size="lg"
      scrollBehavior="inside"
      bodyProps={{ flex: 'none', h: '40', scrollbarGutter: 'stable' }}
    >
      <EnginesBody />
    </DialogFrame>
  );
}

/**
 * Opened from its trigger, with a subtitle and a named ×. The body, of a fixed height with its scrollbar's
 * room kept (as with overlay scrollbars: nothing resizes when it starts to scroll), gets a list that makes
 * it scroll after it opened: it becomes a tab stop then.
 */
export const FromTrigger: Story = {
  render: () => <FromTriggerDialog />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'View engines' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = await focusedDialog('dialog', 'Engines');
    await expect(dialog).toHaveAccessibleDescription('FIN-LT-0231');
    const load = within(dialog).getByRole('button', { name: 'Load the engines' });
    const dialogBody = load.parentElement as HTMLElement;
    await expect(dialogBody).not.toHaveAttribute('tabindex');
    await userEvent.click(load);
    await waitFor(() => expect(dialogBody).toHaveAttribute('tabindex', '0'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close engines' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
