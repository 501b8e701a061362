import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { sharedNotificationSocket, type NotificationSocket, type NotificationSocketSnapshot } from '../model/notification-socket.ts';

export interface UseNotificationSocketOptions {
  /** A socket to use instead of the page's shared one (stories and tests inject one with fakes). */
  socket?: NotificationSocket;
  /** `false` leaves the socket alone (no connection is started by this caller). Default true. */
  enabled?: boolean;
  /**
   * `false`: the caller does not show the unread count and does not re-render when only the count
   * changes (the count is then 0 here; read it with `useUnreadCount` where it is shown). Default true.
   */
  withUnreadCount?: boolean;
}

export interface NotificationSocketApi extends NotificationSocketSnapshot {
  /** The socket's clock; `sessionEnded.logoutAt` and `nextAttemptAt` are on it. */
  now: () => number;
  /** Opening the bell: the unread count becomes 0. */
  markRead: () => void;
  /** Skips the rest of the back-off wait. */
  reconnectNow: () => void;
  /** OK in the session-ended warning. */
  confirmSessionEnded: () => void;
  /** Access-control mode 1: sign in again. */
  reLogin: () => void;
  /** Access-control modes 2 and 3: log out. */
  logoutForAccessControl: () => void;
  /** Access-control mode 1: later. */
  dismissAccessControl: () => void;
}

/**
 * The live notification state (spec 000 §4.2): unread count, connection state and the session-ending
 * prompts. Every caller shares one socket per page (ref-counted), so several bells, remounts and
 * React StrictMode's double effects never open a second connection.
 */
export function useNotificationSocket({ socket, enabled = true, withUnreadCount = true }: UseNotificationSocketOptions = {}): NotificationSocketApi {
  const manager = socket ?? sharedNotificationSocket();
  useEffect(() => (enabled ? manager.retain() : undefined), [manager, enabled]);
  const read = useMemo(() => (withUnreadCount ? manager.getSnapshot : withoutUnreadCount(manager.getSnapshot)), [manager, withUnreadCount]);
  const snapshot = useSyncExternalStore(manager.subscribe, read, read);
  return useMemo(
    () => ({
      ...snapshot,
      now: manager.now,
      markRead: manager.markRead,
      reconnectNow: manager.reconnectNow,
      confirmSessionEnded: manager.confirmSessionEnded,
      reLogin: manager.reLogin,
      logoutForAccessControl: manager.logoutForAccessControl,
      dismissAccessControl: manager.dismissAccessControl,
    }),
    [snapshot, manager],
  );
}

/** The snapshot with the count left out, the same object while nothing else changed. */
function withoutUnreadCount(getSnapshot: () => NotificationSocketSnapshot): () => NotificationSocketSnapshot {
  let seen: NotificationSocketSnapshot | undefined;
  let projected: NotificationSocketSnapshot | undefined;
  return () => {
    const next = getSnapshot();
    const same = seen && next.connection === seen.connection && next.sessionEnded === seen.sessionEnded && next.accessControl === seen.accessControl && next.leaving === seen.leaving;
    if (!same || !projected) {
      seen = next;
      projected = { ...next, unreadCount: 0 };
    }
    return projected;
  };
}

/** The unread count alone: the caller (the bell's badge) re-renders only when it changes. */
export function useUnreadCount(socket?: NotificationSocket): number {
  const manager = socket ?? sharedNotificationSocket();
  const read = () => manager.getSnapshot().unreadCount;
  return useSyncExternalStore(manager.subscribe, read, read);
}
