import { act, renderHook } from '@testing-library/react';
import type { NotificationSocketSnapshot } from '../model/notification-socket.ts';
import { ANNOUNCE_QUIET_MS, useUnreadAnnouncement } from './use-unread-announcement.ts';

const OPEN = { status: 'open', openedAt: 0 } as const;

/** A socket store whose snapshot a test sets. */
function fakeSource(initial: Partial<NotificationSocketSnapshot> = {}) {
  const listeners = new Set<() => void>();
  let snapshot: NotificationSocketSnapshot = { connection: { status: 'connecting', attempt: 0 }, unreadCount: 0, sessionEnded: null, accessControl: null, leaving: false, ...initial };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    set: (patch: Partial<NotificationSocketSnapshot>) =>
      act(() => {
        snapshot = { ...snapshot, ...patch };
        listeners.forEach((listener) => listener());
      }),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useUnreadAnnouncement', () => {
  it('says nothing of the count the page loads or reconnects with', () => {
    const source = fakeSource();
    const { result } = renderHook(() => useUnreadAnnouncement(source));
    source.set({ unreadCount: 4 });
    source.set({ connection: OPEN });
    expect(result.current).toBeNull();
    source.set({ connection: { status: 'retrying', nextAttemptAt: 0, delayMs: 3000, attempt: 1 } });
    source.set({ connection: { status: 'connecting', attempt: 1 } });
    source.set({ unreadCount: 9 });
    source.set({ connection: OPEN });
    expect(result.current).toBeNull();
  });

  it('announces a pushed rise at once, then the latest count once per quiet time', () => {
    const source = fakeSource({ connection: OPEN, unreadCount: 2 });
    const { result } = renderHook(() => useUnreadAnnouncement(source));
    source.set({ unreadCount: 3 });
    expect(result.current).toBe(3);
    source.set({ unreadCount: 4 });
    source.set({ unreadCount: 7 });
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(ANNOUNCE_QUIET_MS - 1));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(7);
    act(() => vi.advanceTimersByTime(5 * ANNOUNCE_QUIET_MS));
    expect(result.current).toBe(7);
  });

  it('drops a waiting announcement when the count falls (the list was opened)', () => {
    const source = fakeSource({ connection: OPEN, unreadCount: 0 });
    const { result } = renderHook(() => useUnreadAnnouncement(source));
    source.set({ unreadCount: 1 });
    source.set({ unreadCount: 2 });
    source.set({ unreadCount: 0 });
    act(() => vi.advanceTimersByTime(ANNOUNCE_QUIET_MS));
    expect(result.current).toBe(1);
    source.set({ unreadCount: 1 });
    expect(result.current).toBe(1);
  });

  it('stops listening and timing when unmounted', () => {
    const source = fakeSource({ connection: OPEN });
    const { unmount } = renderHook(() => useUnreadAnnouncement(source));
    source.set({ unreadCount: 1 });
    source.set({ unreadCount: 2 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
