import type { NotificationSocketApi } from '../hooks/use-notification-socket.ts';
import { secondsUntil, useNow } from '@soc/util';
import { AccessControlDialog } from './access-control-dialog.tsx';
import { SessionEndedDialog } from './session-ended-dialog.tsx';

const COUNTDOWN_TICK_MS = 1000;

export interface NotificationSocketDialogsProps {
  live: NotificationSocketApi;
}

/**
 * The session-ended warning and the access-control modal the socket raises. The countdown shown is
 * read from the socket's (wall) clock; the logout itself is enforced by the socket manager, not by this view.
 */
export function NotificationSocketDialogs({ live }: NotificationSocketDialogsProps) {
  const logoutAt = live.sessionEnded?.logoutAt ?? null;
  const now = useNow(logoutAt === null ? null : COUNTDOWN_TICK_MS, live.now);
  return (
    <>
      <SessionEndedDialog open={logoutAt !== null} secondsLeft={secondsUntil(logoutAt, now)} onConfirm={live.confirmSessionEnded} leaving={live.leaving} />
      <AccessControlDialog
        mode={logoutAt === null ? (live.accessControl?.mode ?? null) : null}
        onReLogin={live.reLogin}
        onLogout={live.logoutForAccessControl}
        onDismiss={live.dismissAccessControl}
        leaving={live.leaving}
      />
    </>
  );
}
