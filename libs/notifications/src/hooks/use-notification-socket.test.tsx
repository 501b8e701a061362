import { act, waitFor } from '@testing-library/react';
import { notificationCountsHandlers } from '@soc/mocks';
import { NotificationSocket, resetSharedNotificationSocket } from '../model/notification-socket.ts';
import { FakeWebSocket } from '../testing/fake-web-socket.ts';
import { useNotificationSocket } from './use-notification-socket.ts';
import { renderHookWithProviders, setupMockServer } from '@soc/testing';

const mock = setupMockServer();
const paths = () => mock.requests.map((request) => request.path);
const COUNTS = '/ui/uic/v3/notifications/counts';

beforeEach(() => FakeWebSocket.reset());
afterEach(() => {
  resetSharedNotificationSocket();
  vi.unstubAllGlobals();
});

const injected = () => new NotificationSocket({ WebSocket: FakeWebSocket, logout: vi.fn(), assign: vi.fn() });

describe('useNotificationSocket', () => {
  it('under StrictMode fetches counts once and opens one socket with the counts token', async () => {
    const socket = injected();
    const { result } = renderHookWithProviders(() => useNotificationSocket({ socket }), { strict: true });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(paths().filter((p) => p === COUNTS)).toHaveLength(1);
    expect(FakeWebSocket.latest().url).toBe('ws://localhost:3000/ui/uic/v3/notifications/ws?token=ws-3f9a0c2e-71b4-4d8e-9a61-5c2f8e0b7d13');
    expect(result.current.unreadCount).toBe(7);
    act(() => FakeWebSocket.latest().serverOpen());
    expect(result.current.connection.status).toBe('open');
    act(() => FakeWebSocket.latest().serverSend(12));
    expect(result.current.unreadCount).toBe(12);
    act(() => result.current.markRead());
    expect(result.current.unreadCount).toBe(0);
  });

  it('shares the page socket between every user, and closes it when the last one unmounts', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const first = renderHookWithProviders(() => useNotificationSocket());
    const second = renderHookWithProviders(() => useNotificationSocket());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().serverOpen());
    expect(second.result.current.connection.status).toBe('open');
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(FakeWebSocket.live()).toHaveLength(1);
    second.unmount();
    await waitFor(() => expect(FakeWebSocket.live()).toHaveLength(0));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('shows the count but stays offline without a socket url', async () => {
    mock.server.use(notificationCountsHandlers.noSocket());
    const socket = injected();
    const { result } = renderHookWithProviders(() => useNotificationSocket({ socket }));
    await waitFor(() => expect(result.current.connection).toEqual({ status: 'closed', reason: 'unavailable' }));
    expect(result.current.unreadCount).toBe(3);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('is retrying after a counts failure, and the bell still shows 0', async () => {
    mock.server.use(notificationCountsHandlers.serverError(500));
    const socket = injected();
    const { result } = renderHookWithProviders(() => useNotificationSocket({ socket }));
    await waitFor(() => expect(result.current.connection.status).toBe('retrying'));
    expect(result.current.unreadCount).toBe(0);
  });

  it('does nothing when disabled', async () => {
    const socket = injected();
    const { result } = renderHookWithProviders(() => useNotificationSocket({ socket, enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths()).not.toContain(COUNTS);
    expect(result.current.connection).toEqual({ status: 'closed', reason: 'stopped' });
  });
});
