import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { LAYERS } from '@soc/ui';
import { FULL_SCREEN_OVERLAY_Z_INDEX, FullScreenOverlayStandIn } from '../testing/full-screen-overlay-stand-in.tsx';
import { stubLayout } from '../testing/layout-stub.ts';
import { SessionWarningDialog } from './session-warning-dialog.tsx';
import { TimeoutDialog } from './timeout-dialog.tsx';

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = stubLayout();
});
afterAll(() => restoreLayout());

// Chakra's first mount in jsdom is slow on a busy machine.
const slow = { timeout: 30_000 };

function OverlayThen({ timedOut = false, warning = false }: { timedOut?: boolean; warning?: boolean }) {
  return (
    <>
      <FullScreenOverlayStandIn />
      <TimeoutDialog open={timedOut} reason="session" onSignIn={() => undefined} />
      <SessionWarningDialog open={warning} secondsLeft={42} onContinue={() => undefined} onSignOut={() => undefined} />
    </>
  );
}

describe('session dialogs over the full-screen overlay', slow, () => {
  it('a session timeout opened while the overlay is open is exposed, takes focus and keeps it', async () => {
    const { rerender } = renderWithProviders(<OverlayThen />);
    const overlay = await screen.findByTestId('full-screen-overlay');
    await waitFor(() => expect(overlay).toContainElement(document.activeElement as HTMLElement));

    rerender(<OverlayThen timedOut />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has expired' });
    const signIn = within(dialog).getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(signIn).toHaveFocus());
    await userEvent.tab();
    expect(signIn).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(signIn).toHaveFocus();

    // Everything below the session dialog is hidden from assistive technology, the overlay included.
    expect(screen.queryByRole('dialog', { name: 'Console page' })).toBeNull();

    // Where the stacking is decided: TimerDialog puts `--dialog-z-index: 1700` (LAYERS.sessionDialog)
    // on its backdrop, positioner and content, whose z-index Chakra's dialog recipe computes as
    // calc(var(--dialog-z-index) + var(--layer-index, 0)); the shell's overlay sets z-index 1500
    // (FULL_MODAL_Z_INDEX) on its backdrop and positioner. jsdom resolves the declarations but not the
    // calc(), so the painted order is checked in Chromium by the TimerDialog story
    // `AboveFullScreenOverlay` (elementFromPoint at the dialog's centre).
    const positioner = dialog.parentElement as HTMLElement;
    expect(Number(getComputedStyle(positioner).getPropertyValue('--dialog-z-index'))).toBe(LAYERS.sessionDialog);
    expect(Number(getComputedStyle(overlay.parentElement as HTMLElement).zIndex)).toBe(FULL_SCREEN_OVERLAY_Z_INDEX);
    expect(LAYERS.sessionDialog).toBeGreaterThan(FULL_SCREEN_OVERLAY_Z_INDEX);
  });

  it('the session warning opened over the overlay focuses Continue session', async () => {
    const { rerender } = renderWithProviders(<OverlayThen />);
    const overlay = await screen.findByTestId('full-screen-overlay');
    await waitFor(() => expect(overlay).toContainElement(document.activeElement as HTMLElement));
    rerender(<OverlayThen warning />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to expire' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue session' })).toHaveFocus());
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toHaveFocus();
  });
});
