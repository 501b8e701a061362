import { Button, Input, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { useConsoleShortcuts } from '../hooks/use-console-shortcuts.ts';
import { ShortcutSheet } from './shortcut-sheet.tsx';

const meta = {
  title: 'Shell/ShortcutSheet',
  component: ShortcutSheet,
  args: { open: true, onClose: fn(), platform: 'other' },
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide') },
} satisfies Meta<typeof ShortcutSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Every shortcut of the console by where it works; Esc closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Keyboard shortcuts');
    const anywhere = within(dialog).getByRole('table', { name: 'Anywhere in the console' });
    await expect(within(anywhere).getAllByRole('row')[1]).toHaveTextContent('Ctrl+KOpen the command palette');
    for (const name of ['Command palette', 'Global search box', 'Detail panels and dialogs', 'Notice banners', 'Attack-path diagram (attack simulator)']) {
      await expect(within(dialog).getByRole('table', { name })).toBeVisible();
    }
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** On macOS the palette's key is ⌘K, named "Command" for screen readers. */
export const MacOs: Story = {
  args: { platform: 'mac' },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Keyboard shortcuts');
    const anywhere = within(dialog).getByRole('table', { name: 'Anywhere in the console' });
    await expect(within(anywhere).getAllByRole('row')[1]).toHaveTextContent('⌘Command+KOpen the command palette');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async () => {
    await findFocusedOverlay('dialog');
    await expect(body().getAllByRole('table')).toHaveLength(6);
  },
};

function KeysHarness() {
  const [open, setOpen] = useState(false);
  useConsoleShortcuts({ onPalette: () => undefined, onSheet: () => setOpen(true), platform: 'other' });
  return (
    <Stack gap="3" maxW="sm">
      <Input aria-label="Notes" placeholder="Type here" />
      <Button variant="outline">Somewhere else</Button>
      <ShortcutSheet open={open} onClose={() => setOpen(false)} platform="other" />
    </Stack>
  );
}

/** "?" typed in a field is text; pressed elsewhere it opens the sheet, and Esc gives the focus back. */
export const OpenedWithQuestionMark: Story = {
  render: () => <KeysHarness />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(field, 'why?');
    await expect(field).toHaveValue('why?');
    await expect(body().queryByRole('dialog')).toBeNull();
    const elsewhere = canvas.getByRole('button', { name: 'Somewhere else' });
    elsewhere.focus();
    await userEvent.keyboard('?');
    await findFocusedOverlay('dialog', 'Keyboard shortcuts');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(elsewhere).toHaveFocus());
  },
};

/** A phone in Japanese: the sheet narrows to the screen, its six tables wrap inside it and scroll within it. */
export const NarrowJapanese: Story = {
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'キーボードショートカット');
    await expectFitsPhone(dialog, ['閉じる']);
    const tables = within(dialog).getAllByRole('table');
    await expect(tables).toHaveLength(6);
    for (const table of tables) await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};
