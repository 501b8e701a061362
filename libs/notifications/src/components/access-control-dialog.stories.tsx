import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import type { AccessControlMode } from '@soc/api';
import { AccessControlDialog, type AccessControlDialogProps } from './access-control-dialog.tsx';
import { withoutMotion } from '../testing/story-decorators.tsx';

/** Opens the dialog from a button so the story can show focus returning to it. */
function WithOpener(props: AccessControlDialogProps) {
  const [mode, setMode] = useState<AccessControlMode | null>(props.mode);
  return (
    <>
      <Button variant="outline" onClick={() => setMode(props.mode ?? 1)}>
        Simulate an access-control update
      </Button>
      <AccessControlDialog
        {...props}
        mode={mode}
        onDismiss={() => {
          props.onDismiss();
          setMode(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Notifications/AccessControlDialog',
  component: AccessControlDialog,
  args: { mode: 1, onReLogin: fn(), onLogout: fn(), onDismiss: fn() },
  render: (args) => <WithOpener {...args} />,
  decorators: [withoutMotion],
} satisfies Meta<typeof AccessControlDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ModeOneOffersReLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your access has changed');
    const reLogin = within(dialog).getByRole('button', { name: 'Sign in again' });
    await waitFor(() => expect(reLogin).toHaveFocus());
    await userEvent.click(reLogin);
    await expect(args.onReLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    // Opened again from the button, closed with Escape: focus returns to the button.
    const opener = within(canvasElement).getByRole('button', { name: 'Simulate an access-control update' });
    await userEvent.click(opener);
    await findFocusedOverlay('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ModeTwoLogsOut: Story = {
  args: { mode: 2 },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your access has changed');
    await expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign out']);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const ModeThreeLogsOut: Story = {
  args: { mode: 3 },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your access has changed');
    await expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** A phone in Japanese: the dialog narrows to the screen, Later and Sign in again stay whole and in view. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'アクセス権が変更されました');
    await expectFitsPhone(dialog, ['後で', '再度サインイン']);
  },
};
