import { HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { serverNow } from '@soc/api';
import { intlLocale, isLocale } from '@soc/i18n';
import { useNotifications } from '../hooks/use-notifications.ts';
import { useNotificationSocket } from '../hooks/use-notification-socket.ts';
import { useNow } from '@soc/util';
import { sharedNotificationSocket, type NotificationSocket } from '../model/notification-socket.ts';
import { ConnectionIndicator, type ConnectionIndicatorProps } from './connection-indicator.tsx';
import { LiveNotificationBell } from './live-notification-bell.tsx';
import { NotificationMenu } from './notification-menu.tsx';
import { UnreadAnnouncer } from './unread-announcer.tsx';

// The socket's dialogs are rare: their code comes after the page, in its own chunk.
const NotificationSocketDialogs = lazy(() => import('./notification-socket-dialogs.tsx').then((m) => ({ default: m.NotificationSocketDialogs })));

/** Relative times in an open dropdown move on this often. */
const LIST_TICK_MS = 30_000;
const INDICATOR_TICK_MS = 1000;

export interface NotificationCenterProps {
  /** Follows an in-app link (a same-origin path) of a notification. */
  onNavigate: (path: string) => void;
  /** A socket with injected effects (stories, tests); default the page's shared one. */
  socket?: NotificationSocket;
  /** The clock of the items' relative times: the server's (`serverNow`); fixed in stories. */
  clock?: () => number;
  /** The console's origin (default the page's). */
  origin?: string;
}

interface TickingConnectionIndicatorProps extends Omit<ConnectionIndicatorProps, 'now'> {
  clock: () => number;
}

/**
 * The indicator with its own clock: while retrying, its countdown ticks every second without rendering
 * the centre around it (and the dropdown's list, mounted hidden once prepared).
 */
function TickingConnectionIndicator({ connection, clock, onReconnect }: TickingConnectionIndicatorProps) {
  const now = useNow(connection.status === 'retrying' ? INDICATOR_TICK_MS : null, clock);
  return <ConnectionIndicator connection={connection} now={now} onReconnect={onReconnect} />;
}

/** The list language of a UI locale: the pseudo-locale reads the English list. */
function listLanguage(locale: string): string {
  return isLocale(locale) ? intlLocale(locale) : 'en';
}

/**
 * What the header shows for notifications: the connection indicator, the bell with its dropdown,
 * the unread count in the tab title and in a live region when new ones arrive, and the dialogs the
 * socket can raise.
 */
export function NotificationCenter({ onNavigate, socket, clock = serverNow, origin = window.location.origin }: NotificationCenterProps) {
  const { i18n } = useLingui();
  // The count is read by the bell alone (LiveNotificationBell): a push re-renders the bell, not this.
  const live = useNotificationSocket({ socket, withUnreadCount: false });
  const { open, setOpen, list } = useNotifications({ lang: listLanguage(i18n.locale), onOpen: live.markRead });
  const listNow = useNow(open ? LIST_TICK_MS : null, clock);
  return (
    <>
      <HStack gap="0">
        <TickingConnectionIndicator connection={live.connection} clock={live.now} onReconnect={live.reconnectNow} />
        <NotificationMenu unreadCount={0} trigger={<LiveNotificationBell socket={socket} />} open={open} onOpenChange={setOpen} list={list} now={listNow} origin={origin} onNavigate={onNavigate} />
      </HStack>
      <UnreadAnnouncer socket={socket ?? sharedNotificationSocket()} />
      <Suspense fallback={null}>
        <NotificationSocketDialogs live={live} />
      </Suspense>
    </>
  );
}
