import { useEffect, useState } from 'react';
import { browserTimeouts, type Timeouts } from '@soc/util';
import type { NotificationSocket, NotificationSocketSnapshot } from '../model/notification-socket.ts';

/** A screen reader hears of pushed notifications at most this often (then of the latest count). */
export const ANNOUNCE_QUIET_MS = 10_000;

type CountSource = Pick<NotificationSocket, 'subscribe' | 'getSnapshot'>;

/** A count the socket pushed up while open: news. The count a page loads or reconnects with is not. */
const isPushedRise = (before: NotificationSocketSnapshot, after: NotificationSocketSnapshot) =>
  before.connection.status === 'open' && after.connection.status === 'open' && after.unreadCount > before.unreadCount;

/**
 * The unread count to announce, or null before anything arrived. The bell's name changes silently, so
 * a pushed rise is said in a live region, at most once per ANNOUNCE_QUIET_MS (the latest count at the
 * end of the quiet time); a fall (the list opened) drops what was waiting. Renders only to announce.
 */
export function useUnreadAnnouncement(source: CountSource, timers: Timeouts = browserTimeouts): number | null {
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    let previous = source.getSnapshot();
    let waiting: number | null = null;
    let quietTimer: unknown = null;
    const announceWaiting = () => {
      if (waiting === null) return;
      setAnnounced(waiting);
      waiting = null;
      quietTimer = timers.setTimeout(() => {
        quietTimer = null;
        announceWaiting();
      }, ANNOUNCE_QUIET_MS);
    };
    const unsubscribe = source.subscribe(() => {
      const next = source.getSnapshot();
      if (next.unreadCount < previous.unreadCount) waiting = null;
      else if (isPushedRise(previous, next)) {
        waiting = next.unreadCount;
        if (quietTimer === null) announceWaiting();
      }
      previous = next;
    });
    return () => {
      unsubscribe();
      if (quietTimer !== null) timers.clearTimeout(quietTimer);
    };
  }, [source, timers]);
  return announced;
}
