import { NotificationCenter } from '@soc/notifications';
import { useConsoleNavigate } from '../hooks/use-console-navigate.ts';

/** The header's notifications: bell and dropdown, connection indicator, and the socket's dialogs. */
export function NotificationsSlot() {
  // A notification's same-origin link (path, query and hash); links to other sites open in a new window from the list itself.
  const onNavigate = useConsoleNavigate();
  return <NotificationCenter onNavigate={onNavigate} />;
}
