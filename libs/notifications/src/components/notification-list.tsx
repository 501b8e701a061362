import { Box, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { NotificationItem as Notification } from '@soc/api';
import { useEffect, useRef, useState } from 'react';
import { NotificationItem } from './notification-item.tsx';

/** Items rendered at first and added per step: a full tab (250) never lands in the DOM at once. */
export const LIST_PAGE_SIZE = 50;

export interface NotificationListProps {
  items: Notification[];
  /** The list's accessible name (the tab's). */
  label: string;
  now: number;
  origin: string;
  onNavigate: (path: string) => void;
}

/**
 * A tab's notifications, newest first, rendered 50 at a time: "Show more" adds the next 50, and does
 * so by itself when it scrolls into view. Keeps a 250-item tab quick to open and cheap to check.
 */
export function NotificationList({ items, label, now, origin, onNavigate }: NotificationListProps) {
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const moreRef = useRef<HTMLButtonElement>(null);
  const remaining = Math.max(0, items.length - shown);

  const showMore = () => setShown((count) => Math.min(count + LIST_PAGE_SIZE, items.length));

  useEffect(() => {
    const button = moreRef.current;
    if (!button || remaining === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown((count) => Math.min(count + LIST_PAGE_SIZE, items.length));
    }, { root: button.closest('[role="tabpanel"]') });
    observer.observe(button);
    return () => observer.disconnect();
  }, [remaining, items.length]);

  return (
    <>
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label={label}>
        {items.slice(0, shown).map((item) => (
          <NotificationItem key={item.id} item={item} now={now} origin={origin} onNavigate={onNavigate} />
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
