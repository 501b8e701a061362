import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { NotificationCenter } from '@soc/notifications';

/** The header's notifications: bell and dropdown, connection indicator, and the socket's dialogs. */
export function NotificationsSlot() {
  const router = useRouter();
  // A notification link may carry a query string or name any console page: push it as it is.
  const onNavigate = useCallback((path: string) => router.history.push(path), [router]);
  return <NotificationCenter onNavigate={onNavigate} />;
}
