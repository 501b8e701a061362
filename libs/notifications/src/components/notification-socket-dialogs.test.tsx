import { act, screen, within } from '@testing-library/react';
import { useNotificationSocket } from '../hooks/use-notification-socket.ts';
import { SSO_LOGOUT_COUNTDOWN_MS } from '../model/backoff.ts';
import { NotificationSocket } from '../model/notification-socket.ts';
import { FakeWebSocket } from '../testing/fake-web-socket.ts';
import { renderWithProviders } from '@soc/testing';
import { NotificationSocketDialogs } from './notification-socket-dialogs.tsx';

const TOKEN = 'ws-token';

function Dialogs({ socket }: { socket: NotificationSocket }) {
  return <NotificationSocketDialogs live={useNotificationSocket({ socket })} />;
}

async function setup() {
  const effects = { logout: vi.fn(), assign: vi.fn() };
  const socket = new NotificationSocket({
    WebSocket: FakeWebSocket,
    fetchCounts: async () => ({ counts: 0, token: TOKEN, webSocketUrl: '/ws' }),
    currentLocation: () => '/app/x',
    ...effects,
  });
  renderWithProviders(<Dialogs socket={socket} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  act(() => FakeWebSocket.latest().serverOpen());
  return { effects, send: (message: Record<string, unknown>) => act(() => FakeWebSocket.latest().serverSend(message)) };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 20, 9, 30) });
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('the session-ended warning (fake clock)', { timeout: 30_000 }, () => {
  it('counts down 90 s from the wall clock and logs out at 0', async () => {
    const { effects, send } = await setup();
    send({ type: 'ssoLogout', token: TOKEN });
    await tick(0);
    const dialog = screen.getByRole('alertdialog', { name: 'Your session has ended' });
    expect(dialog).toHaveTextContent('The console will sign you out in 90 seconds.');
    await tick(1000);
    expect(dialog).toHaveTextContent('The console will sign you out in 89 seconds.');
    await tick(SSO_LOGOUT_COUNTDOWN_MS - 1000 - 1000);
    expect(dialog).toHaveTextContent('The console will sign you out in 1 second.');
    expect(effects.logout).not.toHaveBeenCalled();
    await tick(1000);
    expect(effects.logout).toHaveBeenCalledExactlyOnceWith('forced');
  });

  it('shows the right number after the tab was hidden and its timers starved', async () => {
    const { send } = await setup();
    send({ type: 'ssoLogout', token: TOKEN });
    await tick(0);
    vi.setSystemTime(Date.now() + 30_000); // the clock moves, no timer fires
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('The console will sign you out in 60 seconds.');
  });

  it('does not open for another session’s token', async () => {
    const { send } = await setup();
    send({ type: 'ssoLogout', token: 'other' });
    await tick(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the access-control modal', { timeout: 30_000 }, () => {
  it('mode 1 can be put off with Later', async () => {
    const { send, effects } = await setup();
    send({ type: 'accessControlUpdate', mode: 1 });
    await tick(0);
    const dialog = screen.getByRole('alertdialog', { name: 'Your access has changed' });
    act(() => within(dialog).getByRole('button', { name: 'Later' }).click());
    await tick(500);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(effects.assign).not.toHaveBeenCalled();
  });

  it.each([2, 3])('mode %i offers only Log out', async (mode) => {
    const { send, effects } = await setup();
    send({ type: 'accessControlUpdate', mode });
    await tick(0);
    const dialog = screen.getByRole('alertdialog', { name: 'Your access has changed' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign out']);
    act(() => within(dialog).getByRole('button', { name: 'Sign out' }).click());
    expect(effects.logout).toHaveBeenCalledExactlyOnceWith('forced');
  });
});
