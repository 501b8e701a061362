import { Badge, Box, chakra, useSlotRecipe, VisuallyHidden } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { NOTIFICATION_TYPES, type NotificationType } from '@soc/api';
import { EmptyState, ErrorState, LoadingState } from '@soc/ui';
import { BellOff } from 'lucide-react';
import { startTransition, useDeferredValue, useState } from 'react';
import type { NotificationListState } from '../hooks/use-notifications.ts';
import { useTabStrip } from '../hooks/use-tab-strip.ts';
import { NotificationList } from './notification-list.tsx';

export interface NotificationPanelProps {
  list: NotificationListState;
  /** Reference time of every item's relative time. */
  now: number;
  /** The console's origin (in-app links vs other sites). */
  origin: string;
  onNavigate: (path: string) => void;
  /** The tab shown first (default Informative). */
  defaultTab?: NotificationType;
  /** Pulse the loading skeleton (stories pass false). */
  animated?: boolean;
}

const TABS = [String(NOTIFICATION_TYPES.informative), String(NOTIFICATION_TYPES.tasks)] as const;
type TabValue = (typeof TABS)[number];

/**
 * The dropdown's content (spec 000 §2.6): the Informative and Tasks tabs with their unread counts,
 * each a list of notifications or the no-notifications message; a quiet error with Retry when the
 * list cannot be loaded. A tab renders once it is first opened, 50 items at a time, so 250 per tab stay light.
 */
export function NotificationPanel({ list: latest, now, origin, onNavigate, defaultTab = 0, animated = true }: NotificationPanelProps) {
  const { t } = useLingui();
  // A tab's first visit renders as a transition: React yields between components, so the click's
  // task stays short (issue 11, item 12).
  const [tab, setTab] = useState<TabValue>(String(defaultTab) === TABS[1] ? TABS[1] : TABS[0]);
  const strip = useTabStrip(TABS, tab, (value) => startTransition(() => setTab(value)));
  // Chakra's tab styles on plain elements: its Tabs' state machine cost a long task on the bell's opening.
  const styles = useSlotRecipe({ key: 'tabs' })({ variant: 'line', size: 'sm', fitted: true });
  // The list arriving (a query update, which React renders synchronously) renders the tabs and items
  // in the background: the loading state stays until they are ready, and no task renders them all.
  const list = useDeferredValue(latest);
  if (list.status === 'idle' || list.status === 'loading') {
    return (
      <Box px="4" py="3">
        <LoadingState lines={4} animated={animated} label={t({ id: 'NOTIFICATIONS.LOADING', message: 'Loading notifications…' })} />
      </Box>
    );
  }
  if (list.status === 'error') {
    return (
      <ErrorState
        titleAs="p"
        title={t({ id: 'NOTIFICATIONS.LOAD_FAILED', message: 'Notifications could not be loaded.' })}
        onRetry={list.retry}
        retrying={list.retrying}
        traceId={list.traceId}
      />
    );
  }
  const tabLabel = (value: TabValue) =>
    value === TABS[1] ? t({ id: 'NOTIFICATIONS.TAB_TASKS', message: 'Tasks' }) : t({ id: 'NOTIFICATIONS.TAB_INFORMATIVE', message: 'Informative' });
  const typeOf = (value: TabValue): NotificationType => (value === TABS[1] ? NOTIFICATION_TYPES.tasks : NOTIFICATION_TYPES.informative);
  return (
    <chakra.div css={styles.root} data-orientation="horizontal">
      <chakra.div css={styles.list} px="2" {...strip.listProps}>
        {TABS.map((value) => {
          const unread = list.data.unreadByType[typeOf(value)];
          return (
            <chakra.button key={value} css={styles.trigger} {...strip.tabProps(value)}>
              {tabLabel(value)}
              <Badge size="xs" variant={unread > 0 ? 'solid' : 'subtle'} colorPalette={unread > 0 ? 'brand' : 'gray'} aria-hidden="true">
                {unread}
              </Badge>
              <VisuallyHidden>
                <Plural id="NOTIFICATIONS.TAB_UNREAD" value={unread} one="(# unread)" other="(# unread)" />
              </VisuallyHidden>
            </chakra.button>
          );
        })}
      </chakra.div>
      {/* A tab is mounted on its first visit and then kept (hidden): switching back re-renders nothing. */}
      {TABS.filter(strip.isMounted).map((value) => {
        const items = list.data.byType[typeOf(value)];
        return (
          <chakra.div key={value} css={styles.content} p="0" maxH="min(60vh, 480px)" overflowY="auto" {...strip.panelProps(value)}>
            {items.length === 0 ? (
              <Box py="6">
                <EmptyState icon={<BellOff />} titleAs="p" title={t({ id: 'NOTIFICATIONS.EMPTY', message: 'No notifications' })} />
              </Box>
            ) : (
              <NotificationList items={items} label={tabLabel(value)} now={now} origin={origin} onNavigate={onNavigate} />
            )}
          </chakra.div>
        );
      })}
    </chakra.div>
  );
}
