import { Box, Popover, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
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
  const prepared = usePreparedWhenIdle();
  const contentRef = useRef<HTMLDivElement>(null);
  // Stable, so the items (memoised) do not render again when the menu does.
  const navigate = useCallback(
    (path: string) => {
      onOpenChange(false);
      onNavigate(path);
    },
    [onOpenChange, onNavigate],
  );
  // Focus opens on the dropdown itself, loading or not: on its first control, the place would depend on
  // whether the list was already here. Tab goes on to the tabs.
  const initialFocus = () => contentRef.current;
  return (
    <Popover.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} positioning={{ placement: 'bottom-end' }} ids={{ title: titleId }} lazyMount={!prepared} initialFocusEl={initialFocus}>
      <Popover.Trigger asChild>
        {trigger ?? <NotificationBell unreadCount={unreadCount} />}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content ref={contentRef} aria-labelledby={titleId} width="min(26rem, calc(100vw - 1rem))" maxW="none" p="0" overflow="hidden">
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

/**
 * True once the browser has been idle after mount. The dropdown's content (its parts, the list's lazy
 * chunk, the loading state) is then mounted hidden and kept, so the bell's first opening only shows it
 * (issue 11, item 12). The list itself is asked for on opening only: the server takes that as read.
 */
function usePreparedWhenIdle(): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const id = window.setTimeout(() => setPrepared(true), 0);
      return () => window.clearTimeout(id);
    }
    const id = window.requestIdleCallback(() => setPrepared(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return prepared;
}
