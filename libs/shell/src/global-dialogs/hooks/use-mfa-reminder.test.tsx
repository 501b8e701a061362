import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onToggleUIEvent } from '@soc/events';
import { MfaReminder } from '../components/mfa-reminder.tsx';
import { renderWithProviders } from '../testing/render.tsx';
import { useMfaReminder, useMfaReminderVisibility } from './use-mfa-reminder.ts';

// The first Chakra dialog of a file takes seconds to render on a busy shared core.
vi.setConfig({ testTimeout: 20_000 });

describe('useMfaReminder', () => {
  it('company level: enable goes to the accounts page with the MFA drawer and closes', () => {
    const onNavigate = vi.fn();
    const { result } = renderHook(() => useMfaReminder({ level: 'company', onNavigate }));
    expect(result.current.open).toBe(true);
    act(() => result.current.enable());
    expect(onNavigate).toHaveBeenCalledWith('/app/iam2/account?openMfaDrawer=true');
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem('mfaReminder:dontShow')).toBeNull();
  });

  it('user level: enable opens the IAM login-MFA page in the full-screen overlay', () => {
    const opened = vi.fn();
    const off = onToggleUIEvent({ toggleFullModal: opened });
    const onNavigate = vi.fn();
    const { result } = renderHook(() => useMfaReminder({ level: 'user', onNavigate }));
    act(() => result.current.enable());
    expect(opened).toHaveBeenCalledWith({ type: 'toggleFullModal', url: '/app/iam2/users_preference?openMfa=true&embedded=1' });
    expect(onNavigate).not.toHaveBeenCalled();
    off();
  });

  it('keeps "don\'t show again" when it closes, and then stays hidden', () => {
    const { result, unmount } = renderHook(() => useMfaReminder({ level: 'company', onNavigate: vi.fn() }));
    act(() => result.current.setDontShowAgain(true));
    expect(localStorage.getItem('mfaReminder:dontShow')).toBeNull();
    act(() => result.current.skip());
    expect(localStorage.getItem('mfaReminder:dontShow')).toBe('true');
    unmount();
    expect(renderHook(() => useMfaReminder({ level: 'company', onNavigate: vi.fn() })).result.current.open).toBe(false);
    expect(renderHook(() => useMfaReminderVisibility()).result.current).toBe(false);
  });

  it('shows when nothing is stored', () => {
    expect(renderHook(() => useMfaReminderVisibility()).result.current).toBe(true);
  });
});

describe('MfaReminder', () => {
  it('ticking the checkbox and skipping persists the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MfaReminder level="user" onNavigate={vi.fn()} onOpenFullModal={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on multi-factor authentication' });
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't show this again" }));
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('mfaReminder:dontShow')).toBe('true');
  });

  it('Esc skips without persisting an unticked box', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MfaReminder level="company" onNavigate={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Turn on multi-factor authentication' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('mfaReminder:dontShow')).toBeNull();
  });
});
