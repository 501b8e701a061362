import { act, screen } from '@testing-library/react';
import { renderWithProviders, stubLayout } from '@soc/testing';
import type { TimersView } from '../model/timer-engine.ts';
import { SessionTimersView } from './session-timers-view.tsx';

const noop = () => undefined;
const HANDLERS = { onConfirmIdle: noop, onContinueSession: noop, onSignOut: noop, onSignIn: noop };

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = stubLayout();
});
afterAll(() => restoreLayout());
beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains React's work with a 0 ms timeout; it advances fake timers only for `jest`.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Every text the countdown and its live region take from now on, as a screen reader is told of them. */
function recordChanges(dialog: HTMLElement): string[] {
  const heard: string[] = [];
  const timer = screen.getByRole('timer');
  const status = screen.getByRole('status');
  const observer = new MutationObserver(() => heard.push(`${timer.textContent} | ${status.textContent}`));
  observer.observe(dialog, { subtree: true, childList: true, characterData: true });
  return heard;
}

describe('SessionTimersView', { timeout: 30_000 }, () => {
  it.each<[string, TimersView, string]>([
    ['idle', { kind: 'idleWarning', secondsLeft: 57 }, 'Are you still there?'],
    ['session', { kind: 'sessionWarning', secondsLeft: 297 }, 'Your session is about to expire'],
  ])('leaves the %s warning’s countdown as it was while the warning closes (no "0 seconds", no "10 seconds or less left")', async (_, view, title) => {
    const { rerender } = renderWithProviders(<SessionTimersView view={view} {...HANDLERS} />);
    await advance(100);
    const dialog = screen.getByRole('alertdialog', { name: title });
    const heard = recordChanges(dialog);
    rerender(<SessionTimersView view={{ kind: 'none' }} {...HANDLERS} />);
    for (let i = 0; i < 10 && dialog.isConnected; i += 1) await advance(16);
    expect(dialog.isConnected).toBe(false);
    expect(heard).toEqual([]);
  });
});
