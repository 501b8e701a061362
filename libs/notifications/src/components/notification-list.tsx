import { Box, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { NotificationItem as Notification } from '@soc/api';
import { useRenderedInSlices } from '@soc/ui';
import { memo, useEffect, useRef, useState } from 'react';
import { NotificationItem } from './notification-item.tsx';

// Each slice adds items; those already shown do not render again.
const ListItem = memo(NotificationItem);

/** Items per page: "Show more" adds the next 50. A full tab (250) never lands in the DOM at once. */
const LIST_PAGE_SIZE = 50;
/** Items rendered per task while a page fills: no single task renders 50 rich items (issue 11, item 12). */
const LIST_SLICE = 10;

export interface NotificationListProps {
  items: Notification[];
  /** The list's accessible name (the tab's). */
  label: string;
  now: number;
  origin: string;
  onNavigate: (path: string) => void;
}

/**
 * A tab's notifications, newest first, 50 per page: "Show more" adds the next 50, and does so by
 * itself when it scrolls into view. A page is rendered in slices of 10, each in its own task, so opening
 * the bell or switching tabs with 250 items stays free of long tasks.
 */
export function NotificationList({ items, label, now, origin, onNavigate }: NotificationListProps) {
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const moreRef = useRef<HTMLButtonElement>(null);
  const remaining = Math.max(0, items.length - shown);
  const goal = Math.min(shown, items.length);
  const rendered = useRenderedInSlices(goal, LIST_SLICE);
  const filling = rendered < goal;

  const showMore = () => setShown((count) => Math.min(count + LIST_PAGE_SIZE, items.length));

  useEffect(() => {
    const button = moreRef.current;
    if (!button || filling || remaining === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown((count) => Math.min(count + LIST_PAGE_SIZE, items.length));
    }, { root: button.closest('[role="tabpanel"]') });
    observer.observe(button);
    return () => observer.disconnect();
  }, [filling, remaining, items.length]);

  return (
    <>
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label={label}>
        {items.slice(0, rendered).map((item) => (
          <ListItem key={item.id} item={item} now={now} origin={origin} onNavigate={onNavigate} />
        ))}
      </Box>
      {remaining > 0 ? (
        <Box px="4" py="2" textAlign="center">
          <Button
            ref={moreRef}
            size="xs"
            variant="ghost"
            onClick={() => {
              // The button goes away with the last step: keep focus in the list's panel.
              if (remaining <= LIST_PAGE_SIZE) moreRef.current?.closest<HTMLElement>('[role="tabpanel"]')?.focus();
              showMore();
            }}
          >
            <Trans id="NOTIFICATIONS.SHOW_MORE">Show more ({remaining} remaining)</Trans>
          </Button>
        </Box>
      ) : null}
    </>
  );
}
