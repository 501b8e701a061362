import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { stubLayout } from '../testing/layout-stub.ts';
import { IdleWarningDialog } from './idle-warning-dialog.tsx';
import { SessionWarningDialog } from './session-warning-dialog.tsx';
import { TimeoutDialog } from './timeout-dialog.tsx';

const noop = () => undefined;

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = stubLayout();
});
afterAll(() => restoreLayout());

// Chakra's first mount in jsdom is slow on a busy machine.
const slow = { timeout: 30_000 };

describe('IdleWarningDialog', slow, () => {
  it('is an alert dialog with the countdown in seconds and Confirm focused', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<IdleWarningDialog open secondsLeft={60} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription(/you will be signed out when the countdown ends/);
    expect(screen.getByRole('timer')).toHaveTextContent('60 seconds');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says "1 second" at 1', async () => {
    renderWithProviders(<IdleWarningDialog open secondsLeft={1} onConfirm={noop} />);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^1 second$/);
  });

  it('announces at thresholds only, not every second', async () => {
    const { rerender } = renderWithProviders(<IdleWarningDialog open secondsLeft={60} onConfirm={noop} />);
    const status = await screen.findByRole('status');
    const said = (s: number) => {
      rerender(<IdleWarningDialog open secondsLeft={s} onConfirm={noop} />);
      return status.textContent;
    };
    expect([60, 45, 31].map(said)).toEqual(Array(3).fill('60 seconds or less left'));
    expect([30, 11].map(said)).toEqual(Array(2).fill('30 seconds or less left'));
    expect([10, 1].map(said)).toEqual(Array(2).fill('10 seconds or less left'));
    expect(screen.getByRole('timer')).toHaveTextContent('1 second');
    expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live');
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<IdleWarningDialog open={false} secondsLeft={60} onConfirm={noop} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('SessionWarningDialog', slow, () => {
  it('counts in minutes:seconds above 60 s', async () => {
    renderWithProviders(<SessionWarningDialog open secondsLeft={290} onContinue={noop} onSignOut={noop} />);
    await screen.findByRole('alertdialog', { name: 'Your session is about to expire' });
    expect(screen.getByRole('timer')).toHaveTextContent('4:50');
    expect(screen.getByRole('timer')).toHaveAttribute('data-mode', 'minutes');
    expect(screen.getByRole('status')).toHaveTextContent('About 5 minutes left');
  });

  it('switches to exact seconds at 60 s', async () => {
    const { rerender } = renderWithProviders(<SessionWarningDialog open secondsLeft={61} onContinue={noop} onSignOut={noop} />);
    expect(await screen.findByRole('timer')).toHaveTextContent('1:01');
    rerender(<SessionWarningDialog open secondsLeft={60} onContinue={noop} onSignOut={noop} />);
    expect(screen.getByRole('timer')).toHaveTextContent('60 seconds');
    expect(screen.getByRole('timer')).toHaveAttribute('data-mode', 'seconds');
    rerender(<SessionWarningDialog open secondsLeft={42} onContinue={noop} onSignOut={noop} />);
    expect(screen.getByRole('timer')).toHaveTextContent('42 seconds');
  });

  it('offers Continue session (focused) and Sign out', async () => {
    const onContinue = vi.fn();
    const onSignOut = vi.fn();
    renderWithProviders(<SessionWarningDialog open secondsLeft={290} onContinue={onContinue} onSignOut={onSignOut} />);
    const continueButton = await screen.findByRole('button', { name: 'Continue session' });
    await waitFor(() => expect(continueButton).toHaveFocus());
    await userEvent.click(continueButton);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('traps focus between its buttons', async () => {
    renderWithProviders(<SessionWarningDialog open secondsLeft={290} onContinue={noop} onSignOut={noop} />);
    const continueButton = await screen.findByRole('button', { name: 'Continue session' });
    await waitFor(() => expect(continueButton).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.tab();
    expect(continueButton).toHaveFocus();
  });
});

describe('TimeoutDialog', slow, () => {
  it.each([
    ['idle', 'You were signed out', /inactive for too long/],
    ['session', 'Your session has expired', /session has timed out/],
    ['signedOut', 'You signed out', /another tab or window/],
  ] as const)('%s: sign-in only', async (reason, title, body) => {
    const onSignIn = vi.fn();
    renderWithProviders(<TimeoutDialog open reason={reason} onSignIn={onSignIn} />);
    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(body);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign in']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
