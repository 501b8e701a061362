import { VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useUnreadAnnouncement } from '../hooks/use-unread-announcement.ts';
import type { NotificationSocket } from '../model/notification-socket.ts';

/** A polite live region saying how many notifications are unread when the socket pushes new ones. */
export function UnreadAnnouncer({ socket }: { socket: NotificationSocket }) {
  const { t } = useLingui();
  const count = useUnreadAnnouncement(socket);
  return (
    <VisuallyHidden role="status" data-testid="unread-announcer">
      {count === null ? '' : t({ id: 'NOTIFICATIONS.NEW_UNREAD', message: `New notifications: ${count} unread` })}
    </VisuallyHidden>
  );
}
