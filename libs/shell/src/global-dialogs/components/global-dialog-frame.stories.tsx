import { Button, Dialog, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, pressOutside, chromaticCapture } from '@soc/testing/story';
import { GlobalDialogFrame } from './global-dialog-frame.tsx';

// The frame every global dialog shares: title, body, footer, Esc / × / outside click where closable.
const meta = {
  title: 'Shell/Global dialogs/Dialog frame',
  component: GlobalDialogFrame,
  args: {
    open: true,
    onClose: fn(),
    title: 'Policy saved',
    width: 452,
    children: <Text>The endpoint policy was saved. Endpoints receive it at their next check-in.</Text>,
    footer: (
      <Dialog.ActionTrigger asChild>
        <Button>OK</Button>
      </Dialog.ActionTrigger>
    ),
  },
} satisfies Meta<typeof GlobalDialogFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 452 px wide, closable: focus starts inside, Esc closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Policy saved');
    await expect(dialog.getBoundingClientRect().width).toBe(452);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** The generic modal's 832 px (spec 002 §9), on a wide screen. */
export const Wide: Story = {
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide') },
  args: {
    title: 'Generic modal',
    width: 832,
    children: <Text>Content of an 832-pixel dialog: the default size of the generic modal of toggleModal.</Text>,
  },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Generic modal');
    await expect(dialog.getBoundingClientRect().width).toBe(832);
  },
};

/** Wider than the window: kept 1rem inside each edge. */
export const WiderThanWindow: Story = {
  args: { title: 'Generic modal', width: 1600, children: <Text>This dialog asked for 1600 pixels.</Text> },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Generic modal');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 16);
  },
};

/** Not closable (e.g. the terms modal): an alert dialog with no ×; Esc and an outside click do nothing. */
export const NotClosable: Story = {
  args: {
    title: 'Accept the terms',
    role: 'alertdialog',
    closable: false,
    children: <Text>Read the terms to the end to accept them.</Text>,
    footer: <Button>Accept</Button>,
  },
  play: async ({ args }) => {
    // Esc is pressed inside the dialog, as a person would: before its initial focus it would go to the page.
    const dialog = await findFocusedOverlay('alertdialog', 'Accept the terms');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await pressOutside(dialog);
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    // The dialog keeps the focus through a press on its mask.
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus();
  },
};
