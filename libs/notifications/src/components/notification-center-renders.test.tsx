import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCounts, renderWithProviders, setupMockServer, findFocusedOverlay } from '@soc/testing';
import { NotificationSocket } from '../model/notification-socket.ts';
import { FakeWebSocket } from '../testing/fake-web-socket.ts';
import { NotificationCenter } from './notification-center.tsx';
// The dropdown's list is a lazy chunk; loaded up front so the test measures renders, not a first transform.
import './notification-panel.tsx';

// The socket's (closed) dialogs and the dropdown's connection indicator sit around the bell and must
// not render again when only the unread count changes.
const WATCHED = ['NotificationSocketDialogs', 'ConnectionIndicator'];

setupMockServer();

beforeEach(() => {
  FakeWebSocket.reset();
  renderCounts.reset();
  document.title = 'Console';
});

describe('NotificationCenter renders only the bell on a pushed count (issue 11, item 11)', { timeout: 30_000 }, () => {
  it('updates the badge and the title without rendering the dialogs or the indicator again', async () => {
    const socket = new NotificationSocket({ WebSocket: FakeWebSocket, currentLocation: () => '/app/reports', logout: vi.fn(), assign: vi.fn() });
    renderWithProviders(<NotificationCenter socket={socket} onNavigate={vi.fn()} clock={() => 0} origin="http://localhost:3000" />);
    await screen.findByRole('button', { name: 'Notifications, 7 unread' });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().serverOpen());
    await waitFor(() => expect(renderCounts.of('NotificationSocketDialogs')).toBeGreaterThan(0));
    expect(renderCounts.of('ConnectionIndicator')).toBeGreaterThan(0);
    const before = renderCounts.snapshot(...WATCHED);
    const bellRenders = renderCounts.of('NotificationBell');

    for (const count of [12, 3, 40]) {
      act(() => FakeWebSocket.latest().serverSend(count));
      await screen.findByRole('button', { name: `Notifications, ${count} unread` });
      expect(document.title).toBe(`(${count}) Console`);
    }
    expect(renderCounts.snapshot(...WATCHED)).toEqual(before);
    // The counter sees the bell render on each push: the equality above is not vacuous.
    expect(renderCounts.of('NotificationBell')).toBeGreaterThan(bellRenders);
  });

  it('while the socket retries, each second renders the indicator alone, not the dropdown list kept mounted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const socket = new NotificationSocket({ WebSocket: FakeWebSocket, currentLocation: () => '/app/reports', logout: vi.fn(), assign: vi.fn() });
      renderWithProviders(<NotificationCenter socket={socket} onNavigate={vi.fn()} clock={() => 0} origin="http://localhost:3000" />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
      act(() => FakeWebSocket.latest().serverOpen());
      // Opened once and closed: the list stays mounted, hidden.
      await user.click(await screen.findByRole('button', { name: 'Notifications, 7 unread' }));
      await within(await findFocusedOverlay('dialog', 'Notifications')).findByText(/Attack Path Analysis/);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
      expect(renderCounts.of('NotificationItem')).toBeGreaterThan(0);

      act(() => FakeWebSocket.latest().serverClose(1006));
      await screen.findByRole('button', { name: /Next attempt in 3 s/ });
      const around = renderCounts.snapshot('NotificationCenter', 'NotificationPanel', 'NotificationItem');
      const indicatorRenders = renderCounts.of('ConnectionIndicator');
      act(() => vi.advanceTimersByTime(1000));
      await screen.findByRole('button', { name: /Next attempt in 2 s/ });
      expect(renderCounts.of('ConnectionIndicator')).toBeGreaterThan(indicatorRenders);
      expect(renderCounts.snapshot('NotificationCenter', 'NotificationPanel', 'NotificationItem')).toEqual(around);
    } finally {
      vi.useRealTimers();
    }
  });
});
