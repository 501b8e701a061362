import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useMemo, useState } from 'react';
import { notificationsQueryOptions, toLoadState, unreadCountByType, type LazyLoadState, type NotificationItem, type NotificationList, type NotificationType } from '@soc/api';

/** The loaded list, split into the dropdown's two tabs. */
export interface NotificationLists {
  byType: Record<NotificationType, NotificationItem[]>;
  unreadByType: Record<NotificationType, number>;
}

/** The dropdown's list; `idle` until the bell is first opened. */
export type NotificationListState = LazyLoadState<NotificationLists>;

/** Splits the answer into the Informative (0) and Tasks (1) tabs with their unread counts. */
export function toNotificationLists({ notifications, lastReadTime }: NotificationList): NotificationLists {
  const byType: NotificationLists['byType'] = { 0: [], 1: [] };
  for (const item of notifications) byType[item.type].push(item);
  return { byType, unreadByType: unreadCountByType(notifications, lastReadTime) };
}

const IDLE: NotificationListState = { status: 'idle' };

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
  const queryClient = useQueryClient();
  const query = useQuery({ ...notificationsQueryOptions(lang), enabled: open });

  const setOpen = useCallback(
    (next: boolean) => {
      // Marked out of date first: freshness is judged by the wall clock, and after the clock was set
      // back the last answer would look newer than now, so opening would load nothing for that long.
      if (next) void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions(lang).queryKey, refetchType: 'none' });
      // Opening renders the dropdown as a transition: React yields between components, so the click's
      // task stays short (issue 11, item 12). Closing is immediate.
      if (next) startTransition(() => setOpenState(true));
      else setOpenState(false);
      if (next) onOpen?.();
    },
    [onOpen, queryClient, lang],
  );

  const { data, error, errorUpdatedAt, isError, isFetching, refetch } = query;
  const list = useMemo((): NotificationListState => {
    if (data === undefined && !isError && !open && !isFetching) return IDLE;
    return toLoadState({ data, error, errorUpdatedAt, isError, isFetching, refetch }, toNotificationLists);
  }, [data, error, errorUpdatedAt, isError, isFetching, open, refetch]);

  return { open, setOpen, list };
}
