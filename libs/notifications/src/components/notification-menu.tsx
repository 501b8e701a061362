import { Box, Popover, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useId, type ReactElement } from 'react';
import { LoadingState } from '@soc/ui';
import { NotificationBell } from './notification-bell.tsx';
import type { NotificationPanelProps } from './notification-panel.tsx';

// The list (tabs, sanitiser, items) loads with the first opening, not with the page.
const NotificationPanel = lazy(() => import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPanel })));

export interface NotificationMenuProps extends NotificationPanelProps {
  unreadCount: number;
  /**
   * The bell, when it reads the count itself (the live centre passes one, so a new count re-renders
   * the bell alone, not this menu); default a bell showing `unreadCount`.
   */
  trigger?: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The bell and its dropdown. Enter or Space on the bell opens it, Escape or a click outside closes
 * it and focus returns to the bell; the tabs move with the arrow keys. Following an in-app link
 * closes the dropdown first.
 */
export function NotificationMenu({ unreadCount, trigger, open, onOpenChange, onNavigate, ...panelProps }: NotificationMenuProps) {
  const titleId = useId();
  const navigate = (path: string) => {
    onOpenChange(false);
    onNavigate(path);
  };
  return (
    <Popover.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} positioning={{ placement: 'bottom-end' }} ids={{ title: titleId }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        {trigger ?? <NotificationBell unreadCount={unreadCount} />}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-labelledby={titleId} width="min(26rem, calc(100vw - 1rem))" maxW="none" p="0" overflow="hidden">
            <Popover.Header px="4" pt="3" pb="1">
              <Popover.Title fontWeight="semibold" textStyle="md">
                <Trans id="NOTIFICATIONS.TITLE">Notifications</Trans>
              </Popover.Title>
            </Popover.Header>
            <Popover.Body p="0">
              <Suspense fallback={<Box px="4" py="2"><LoadingState /></Box>}>
                <NotificationPanel {...panelProps} onNavigate={navigate} />
              </Suspense>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
