import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { unreadLabel } from '../model/unread-label.ts';

export interface NotificationBellProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  unreadCount: number;
}

/**
 * The header's bell with the unread badge. The button's accessible name carries the exact count
 * ("Notifications, 240 unread"); the badge ("99+") is decoration beside it, outside the button, so
 * the name never contradicts visible text. Other props (a popover trigger's handlers and ref) go to
 * the button.
 */
export function NotificationBell({ unreadCount, ...buttonProps }: NotificationBellProps) {
  const { t } = useLingui();
  return (
    <Box position="relative" display="inline-flex">
      <IconButton
        variant="ghost"
        size="sm"
        color="header.fg"
        aria-label={t({ id: 'NOTIFICATIONS.BELL_LABEL', message: `Notifications, ${unreadCount} unread` })}
        {...buttonProps}
      >
        <Bell size={18} aria-hidden="true" />
      </IconButton>
      {unreadCount > 0 ? (
        <Box
          as="span"
          aria-hidden="true"
          data-testid="notification-badge"
          position="absolute"
          top="-0.5"
          insetEnd="-0.5"
          pointerEvents="none"
          minW="4.5"
          h="4.5"
          px="1"
          borderRadius="full"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          bg="red.solid"
          color="red.contrast"
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="1"
        >
          {unreadLabel(unreadCount)}
        </Box>
      ) : null}
    </Box>
  );
}
