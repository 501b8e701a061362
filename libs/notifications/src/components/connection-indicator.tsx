import { Box, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CloudOff, WifiOff } from 'lucide-react';
import { secondsUntil } from '@soc/util';
import type { ConnectionState } from '../model/notification-socket.ts';

export interface ConnectionIndicatorProps {
  connection: ConnectionState;
  /** Reference time for "retrying in N seconds". */
  now: number;
  /** Reconnect without waiting for the back-off. */
  onReconnect?: () => void;
}

/** Whether the indicator shows for this state: only while live updates are down. */
function isConnectionDown(connection: ConnectionState): boolean {
  return (
    connection.status === 'retrying' ||
    (connection.status === 'connecting' && connection.attempt > 0) ||
    (connection.status === 'closed' && connection.reason === 'unavailable')
  );
}

/**
 * Beyond the spec (issue 4): a quiet icon beside the bell while the notification socket is down.
 * Retrying, it is a button that reconnects now and names the next attempt; with no socket to
 * connect to, a plain icon says live updates are unavailable. Nothing shows while connected.
 */
export function ConnectionIndicator({ connection, now, onReconnect }: ConnectionIndicatorProps) {
  const { t } = useLingui();
  if (!isConnectionDown(connection)) return null;

  if (connection.status === 'closed') {
    const label = t({ id: 'NOTIFICATIONS.LIVE_UNAVAILABLE', message: 'Live notification updates are unavailable.' });
    return (
      <Box as="span" role="img" aria-label={label} title={label} display="inline-flex" alignItems="center" color="fg.muted" px="1" data-connection="unavailable">
        <CloudOff size={16} aria-hidden="true" />
      </Box>
    );
  }

  // Never more than the wait itself: after the wall clock was set back, the attempt's instant stays on
  // the old clock until its timer fires (the socket keeps one timer per wait).
  const seconds =
    connection.status === 'retrying' ? Math.min(secondsUntil(connection.nextAttemptAt, now), Math.ceil(connection.delayMs / 1000)) : 0;
  const label =
    connection.status === 'retrying'
      ? t({ id: 'NOTIFICATIONS.LIVE_RETRYING', message: `Live notification updates are disconnected. Next attempt in ${seconds} s. Reconnect now` })
      : t({ id: 'NOTIFICATIONS.LIVE_RECONNECTING', message: 'Live notification updates are reconnecting…' });
  return (
    <IconButton
      variant="ghost"
      size="xs"
      color="fg.muted"
      aria-label={label}
      title={label}
      disabled={connection.status !== 'retrying'}
      onClick={onReconnect}
      data-connection={connection.status}
    >
      <WifiOff size={16} aria-hidden="true" />
    </IconButton>
  );
}
