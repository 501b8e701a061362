import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { notificationsQueryOptions, traceIdOf, unreadCountByType, type NotificationItem, type NotificationType } from '@soc/api';

type NotificationsByType = Record<NotificationType, NotificationItem[]>;

/** The dropdown's list, as a state the view renders case by case. */
export type NotificationListState =
  /** The bell was never opened: nothing is loaded. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; traceId: string | undefined; retry: () => void; retrying: boolean }
  | { status: 'done'; byType: NotificationsByType; unreadByType: Record<NotificationType, number> };

export interface UseNotificationsOptions {
  /** The list's language (`notifications/languages/{lang}`). */
  lang: string;
  /** Called each time the dropdown opens (the socket's `markRead`). */
  onOpen?: () => void;
}

export interface UseNotificationsResult {
  open: boolean;
  setOpen: (open: boolean) => void;
  list: NotificationListState;
}

/**
 * The bell's dropdown (spec 000 §2.6, §4.2): opening it loads the list afresh (which the server
 * takes as "read") and resets the unread count; items are split into the Informative (0) and Tasks (1)
 * tabs, 250 kept per type, with each tab's unread count from the last read time.
 */
export function useNotifications({ lang, onOpen }: UseNotificationsOptions): UseNotificationsResult {
  const [open, setOpenState] = useState(false);
  const query = useQuery({ ...notificationsQueryOptions(lang), enabled: open });

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      if (next) onOpen?.();
    },
    [onOpen],
  );

  const { data, error, isError, isPending, isFetching, refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const list = useMemo((): NotificationListState => {
    if (data) {
      const byType: NotificationsByType = { 0: [], 1: [] };
      for (const item of data.notifications) byType[item.type].push(item);
      return { status: 'done', byType, unreadByType: unreadCountByType(data.notifications, data.lastReadTime) };
    }
    if (isError) return { status: 'error', error, traceId: traceIdOf(error), retry, retrying: isFetching };
    if (isPending && (open || isFetching)) return { status: 'loading' };
    return { status: 'idle' };
  }, [data, error, isError, isPending, isFetching, open, retry]);

  return { open, setOpen, list };
}
