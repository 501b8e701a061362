import { Box, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { cloneElement, lazy, Suspense, useCallback, useEffect, useId, useState, type ReactElement } from 'react';
import { LAYERS, LoadingState } from '@soc/ui';
import { runWhenIdle } from '@soc/util';
import { useAnchoredDropdown } from '../hooks/use-anchored-dropdown.ts';
import { NotificationBell } from './notification-bell.tsx';
import type { NotificationPanelProps } from './notification-panel.tsx';

const DROPDOWN_WIDTH = '26rem';
/** The longest wait for an idle moment before the dropdown's content is prepared. */
const PREPARE_TIMEOUT_MS = 2000;

// The list (tabs, sanitiser, items) loads with the first opening, not with the page.
const NotificationPanel = lazy(() => import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPanel })));

export interface NotificationMenuProps extends NotificationPanelProps {
  unreadCount: number;
  /**
   * The bell, when it reads the count itself (the live centre passes one, so a new count re-renders
   * the bell alone, not this menu); default a bell showing `unreadCount`. It gets the trigger's ref,
   * click handler and ARIA state.
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
  const { triggerProps, contentProps, placement } = useAnchoredDropdown({ open, onOpenChange });
  // Stable, so the items (memoised) do not render again when the menu does.
  const navigate = useCallback(
    (path: string) => {
      onOpenChange(false);
      onNavigate(path);
    },
    [onOpenChange, onNavigate],
  );
  return (
    <>
      {cloneElement(trigger ?? <NotificationBell unreadCount={unreadCount} />, triggerProps)}
      {/* Mounted hidden once the browser is idle, and kept: an opening only shows it. */}
      {prepared || open ? (
        <Portal>
          <Box
            {...contentProps}
            aria-labelledby={titleId}
            position="fixed"
            top={`${placement?.top ?? 0}px`}
            // Its end on the trigger's, and its start a gutter from the viewport's edge at the least.
            right={`min(${placement?.right ?? 0}px, max(8px, calc(100vw - 8px - ${DROPDOWN_WIDTH})))`}
            maxHeight={placement ? `${placement.maxHeight}px` : undefined}
            zIndex={LAYERS.headerPopover}
            display="flex"
            flexDirection="column"
            width={`min(${DROPDOWN_WIDTH}, calc(100vw - 1rem))`}
            bg="bg.panel"
            boxShadow="lg"
            borderRadius="l3"
            overflow="hidden"
            textStyle="sm"
            outline="0"
            transformOrigin="top right"
            _open={{ animationStyle: 'scale-fade-in', animationDuration: 'fast' }}
            _hidden={{ display: 'none' }}
          >
            {/* A div, not a header: in a popover at the page's level a header is a second banner landmark. */}
            <Box px="4" pt="3" pb="1">
              <Text id={titleId} fontWeight="semibold" textStyle="md">
                <Trans id="NOTIFICATIONS.TITLE">Notifications</Trans>
              </Text>
            </Box>
            <Box flex="1">
              <Suspense fallback={<Box px="4" py="2"><LoadingState /></Box>}>
                <NotificationPanel {...panelProps} onNavigate={navigate} />
              </Suspense>
            </Box>
          </Box>
        </Portal>
      ) : null}
    </>
  );
}

/**
 * True once the browser has been idle after mount. The dropdown's content (its parts, the list's lazy
 * chunk, the loading state) is then mounted hidden and kept, so the bell's first opening only shows it
 * (issue 11, item 12). The list itself is asked for on opening only: the server takes that as read.
 */
function usePreparedWhenIdle(): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => runWhenIdle(() => setPrepared(true), PREPARE_TIMEOUT_MS), []);
  return prepared;
}
