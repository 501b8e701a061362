import { Badge, Box, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { NOTIFICATION_TYPES, type NotificationType } from '@soc/api';
import { EmptyState, ErrorState, LoadingState } from '@soc/ui';
import { BellOff } from 'lucide-react';
import { startTransition, useDeferredValue, useState } from 'react';
import type { NotificationListState } from '../hooks/use-notifications.ts';
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

const TABS = [NOTIFICATION_TYPES.informative, NOTIFICATION_TYPES.tasks] as const;

/**
 * The dropdown's content (spec 000 §2.6): the Informative and Tasks tabs with their unread counts,
 * each a list of notifications or the no-notifications message; a quiet error with Retry when the
 * list cannot be loaded. A tab renders once it is first opened, 50 items at a time, so 250 per tab stay light.
 */
export function NotificationPanel({ list: latest, now, origin, onNavigate, defaultTab = 0, animated = true }: NotificationPanelProps) {
  const { t } = useLingui();
  // A tab's first visit renders as a transition: React yields between components, so the click's
  // task stays short (issue 11, item 12).
  const [tab, setTab] = useState(String(defaultTab));
  const chooseTab = (value: string) => startTransition(() => setTab(value));
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
  const tabLabel = (type: NotificationType) =>
    type === NOTIFICATION_TYPES.tasks ? t({ id: 'NOTIFICATIONS.TAB_TASKS', message: 'Tasks' }) : t({ id: 'NOTIFICATIONS.TAB_INFORMATIVE', message: 'Informative' });
  return (
    // A tab is mounted on its first visit and then kept (hidden): switching back re-renders nothing.
    <Tabs.Root value={tab} onValueChange={(details) => chooseTab(details.value)} lazyMount variant="line" size="sm" fitted>
      <Tabs.List px="2">
        {TABS.map((type) => {
          const unread = list.data.unreadByType[type];
          return (
            <Tabs.Trigger key={type} value={String(type)} gap="2">
              {tabLabel(type)}
              <Badge size="xs" variant={unread > 0 ? 'solid' : 'subtle'} colorPalette={unread > 0 ? 'brand' : 'gray'} aria-hidden="true">
                {unread}
              </Badge>
              <VisuallyHidden>
                <Plural id="NOTIFICATIONS.TAB_UNREAD" value={unread} one="(# unread)" other="(# unread)" />
              </VisuallyHidden>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {TABS.map((type) => {
        const items = list.data.byType[type];
        return (
          <Tabs.Content key={type} value={String(type)} p="0" maxH="min(60vh, 480px)" overflowY="auto" focusVisibleRing="inside">
            {items.length === 0 ? (
              <Box py="6">
                <EmptyState icon={<BellOff />} titleAs="p" title={t({ id: 'NOTIFICATIONS.EMPTY', message: 'No notifications' })} />
              </Box>
            ) : (
              <NotificationList items={items} label={tabLabel(type)} now={now} origin={origin} onNavigate={onNavigate} />
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

