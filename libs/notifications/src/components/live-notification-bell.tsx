import { useUnreadCount } from '../hooks/use-notification-socket.ts';
import { useUnreadTitle } from '../hooks/use-unread-title.ts';
import type { NotificationSocket } from '../model/notification-socket.ts';
import { NotificationBell, type NotificationBellProps } from './notification-bell.tsx';

export interface LiveNotificationBellProps extends Omit<NotificationBellProps, 'unreadCount'> {
  /** The socket whose count it shows (default the page's shared one). */
  socket?: NotificationSocket;
}

/**
 * The bell reading the unread count itself, with the count in the tab title: a pushed count renders
 * this bell alone, not the dropdown, the indicator or the socket's dialogs around it (issue 11, item 11).
 * Other props (a popover trigger's handlers and ref) go to the button.
 */
export function LiveNotificationBell({ socket, ...buttonProps }: LiveNotificationBellProps) {
  const unreadCount = useUnreadCount(socket);
  useUnreadTitle(unreadCount);
  return <NotificationBell unreadCount={unreadCount} {...buttonProps} />;
}
