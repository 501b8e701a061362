import { act, screen, waitFor } from '@testing-library/react';
import { NotificationSocket } from '../model/notification-socket.ts';
import { FakeWebSocket } from '../testing/fake-web-socket.ts';
import { createTestServer } from '../testing/mock-server.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { NotificationCenter } from './notification-center.tsx';

// Stand-ins that count their renders: the socket's (closed) dialogs and the dropdown's connection
// indicator sit around the bell and must not render again when only the unread count changes.
const renders = vi.hoisted(() => ({ dialogs: 0, indicator: 0 }));
vi.mock('./notification-socket-dialogs.tsx', () => ({
  NotificationSocketDialogs: () => {
    renders.dialogs += 1;
    return null;
  },
}));
vi.mock('./connection-indicator.tsx', () => ({
  ConnectionIndicator: () => {
    renders.indicator += 1;
    return null;
  },
}));

createTestServer();

beforeEach(() => {
  FakeWebSocket.reset();
  document.title = 'Console';
});

describe('NotificationCenter renders only the bell on a pushed count (issue 11, item 11)', { timeout: 30_000 }, () => {
  it('updates the badge and the title without rendering the dialogs or the indicator again', async () => {
    const socket = new NotificationSocket({ WebSocket: FakeWebSocket, currentLocation: () => '/app/reports', logout: vi.fn(), assign: vi.fn() });
    renderWithProviders(<NotificationCenter socket={socket} onNavigate={vi.fn()} clock={() => 0} origin="http://localhost:3000" />);
    await screen.findByRole('button', { name: 'Notifications, 7 unread' });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().serverOpen());
    await waitFor(() => expect(renders.dialogs).toBeGreaterThan(0));
    const before = { ...renders };

    for (const count of [12, 3, 40]) {
      act(() => FakeWebSocket.latest().serverSend(count));
      await screen.findByRole('button', { name: `Notifications, ${count} unread` });
      expect(document.title).toBe(`(${count}) Console`);
    }
    expect(renders).toEqual(before);
  });
});
