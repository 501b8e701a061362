import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LAYERS } from '@soc/ui';
import { HourglassIcon, LockIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, pressOutside } from '@soc/testing/story';
import { FULL_SCREEN_OVERLAY_Z_INDEX, FullScreenOverlayStandIn } from '../testing/full-screen-overlay-stand-in.tsx';
import { Countdown } from './countdown.tsx';
import { TimerDialog, type TimerDialogProps } from './timer-dialog.tsx';

// The frame of the three session dialogs, with fixed content through args (no running clock).
// TimerDialog takes a ref for its initial focus, so the stories render it through a small example
// that owns the primary button and its ref.
interface TimerDialogExampleProps extends Pick<TimerDialogProps, 'open' | 'tone' | 'onEscape'> {
  title: string;
  description: string;
  /** Shown as an exact-seconds countdown when set. */
  secondsLeft?: number;
  primaryLabel: string;
  onPrimary: () => void;
}

function TimerDialogExample({ secondsLeft, primaryLabel, onPrimary, tone, ...props }: TimerDialogExampleProps) {
  const primaryRef = useRef<HTMLButtonElement>(null);
  return (
    <TimerDialog
      {...props}
      tone={tone}
      icon={tone === 'error' ? <LockIcon size="1em" /> : <HourglassIcon size="1em" />}
      initialFocusRef={primaryRef}
      actions={
        <Button ref={primaryRef} type="button" onClick={onPrimary}>
          {primaryLabel}
        </Button>
      }
    >
      {secondsLeft === undefined ? null : <Countdown secondsLeft={secondsLeft} mode="seconds" />}
    </TimerDialog>
  );
}

const meta = {
  title: 'Session timers/TimerDialog',
  component: TimerDialogExample,
  args: {
    open: true,
    tone: 'warning',
    title: 'Are you still there?',
    description: 'You have been inactive for a while. For your security, you will be signed out when the countdown ends.',
    secondsLeft: 30,
    primaryLabel: 'Confirm',
    onPrimary: fn(),
    onEscape: fn(),
  },
} satisfies Meta<typeof TimerDialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A warning: the primary action is focused, Esc runs `onEscape`, there is no close button. */
export const WarningWithCountdown: Story = {
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('alertdialog', 'Are you still there?');
    await expect(dialog).toHaveAccessibleDescription(/signed out when the countdown ends/);
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('30 seconds');
    const primary = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(within(dialog).getAllByRole('button')).toEqual([primary]);
    await waitFor(() => expect(primary).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onEscape).toHaveBeenCalledTimes(1);
    await userEvent.click(primary);
    await expect(args.onPrimary).toHaveBeenCalledTimes(1);
  },
};

/** Without `onEscape` (the timeout views) neither Esc nor a click outside dismisses it. */
export const ErrorCannotBeDismissed: Story = {
  args: {
    tone: 'error',
    title: 'Your session has expired',
    description: 'Your session has timed out. Sign in again to continue.',
    secondsLeft: undefined,
    primaryLabel: 'Sign in',
    onEscape: undefined,
  },
  play: async () => {
    const dialog = await findFocusedOverlay('alertdialog', 'Your session has expired');
    await expect(within(dialog).queryByRole('timer')).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign in' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await pressOutside(dialog);
    await expect(dialog).toBeVisible();
    // The dialog keeps the focus through a press on its mask.
    await expect(within(dialog).getByRole('button', { name: 'Sign in' })).toHaveFocus();
  },
};

const OPEN_TIMER_DIALOG = 'story:openTimerDialog';

/** The full-screen overlay first; the session dialog opens over it when the play asks. */
function OverFullScreenOverlay(props: TimerDialogExampleProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const openDialog = () => setOpen(true);
    window.addEventListener(OPEN_TIMER_DIALOG, openDialog);
    return () => window.removeEventListener(OPEN_TIMER_DIALOG, openDialog);
  }, []);
  return (
    <>
      <FullScreenOverlayStandIn />
      <TimerDialogExample {...props} open={open} />
    </>
  );
}

/**
 * A session timeout opened while the full-screen overlay of `toggleFullModal` is open (the overlay is
 * a stand-in with the shell's layer, z-index 1500; the session dialogs use 1700): the dialog is
 * painted on top — the element at its centre belongs to it — and takes focus.
 */
export const AboveFullScreenOverlay: Story = {
  args: {
    tone: 'error',
    title: 'Your session has expired',
    description: 'Your session has timed out. Sign in again to continue.',
    secondsLeft: undefined,
    primaryLabel: 'Sign in',
    onEscape: undefined,
  },
  render: (args) => <OverFullScreenOverlay {...args} />,
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const overlay = await body.findByTestId('full-screen-overlay');
    await waitFor(() => expect(overlay).toContainElement(document.activeElement as HTMLElement));

    window.dispatchEvent(new Event(OPEN_TIMER_DIALOG));
    const dialog = await findFocusedOverlay('alertdialog', 'Your session has expired');
    const signIn = within(dialog).getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(signIn).toHaveFocus());

    const box = dialog.getBoundingClientRect();
    const atCentre = canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(dialog.contains(atCentre)).toBe(true);
    const atButton = signIn.getBoundingClientRect();
    await expect(signIn.contains(canvasElement.ownerDocument.elementFromPoint(atButton.left + atButton.width / 2, atButton.top + atButton.height / 2))).toBe(true);
    await expect(Number(getComputedStyle(dialog.parentElement as HTMLElement).zIndex)).toBeGreaterThanOrEqual(LAYERS.sessionDialog);
    await expect(Number(getComputedStyle(overlay.parentElement as HTMLElement).zIndex)).toBe(FULL_SCREEN_OVERLAY_Z_INDEX);
  },
};
