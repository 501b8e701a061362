import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { NotificationItem as Notification } from '@soc/api';
import { RelativeTime, SafeHtml } from '@soc/ui';
import { Download, ExternalLink } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { toSafeLink } from '../model/notification-link.ts';
import { LevelIcon } from './level-icon.tsx';

export interface NotificationItemProps {
  item: Notification;
  /** The reference time of the relative time (fixed in stories and tests). */
  now: number;
  /** The console's origin, to tell in-app links from other sites. */
  origin: string;
  /** Follows a same-origin path inside the app. */
  onNavigate: (path: string) => void;
}

/**
 * One notification (spec 000 §2.6): level icon, description (server HTML, sanitised), optional status,
 * relative time, application, optional link and download link.
 */
export function NotificationItem({ item, now, origin, onNavigate }: NotificationItemProps) {
  // Every item's links say "View details" and "Download": each names its notification as its description.
  const descriptionId = useId();
  const link = toSafeLink(item.link, origin);
  const download = toSafeLink(item.downloadUrl, origin);
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <HStack
      as="li"
      align="start"
      gap="3"
      px="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border"
      data-notification-id={item.id}
      // Off-screen items of a long list skip layout and paint.
      css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 88px' }}
    >
      <Box pt="0.5">
        <LevelIcon level={item.level} />
      </Box>
      <Box flex="1" minW="0">
        <SafeHtml id={descriptionId} html={item.description} textStyle="sm" color="fg" wordBreak="break-word" />
        <HStack gap="2" mt="1" flexWrap="wrap" textStyle="xs" color="fg.muted">
          {/* A long status or application ends in an ellipsis at the panel's edge; the title shows it whole. */}
          {item.status ? (
            <Badge size="sm" variant="outline" colorPalette="gray" maxW="full" title={item.status}>
              <Text as="span" truncate>{item.status}</Text>
            </Badge>
          ) : null}
          <RelativeTime value={item.time} now={now} />
          {item.application ? <Text as="span" maxW="full" truncate title={item.application}>{item.application}</Text> : null}
        </HStack>
        {link || download ? (
          <HStack gap="4" mt="1.5" textStyle="xs">
            {link?.kind === 'internal' ? (
              <Link href={link.path} onClick={follow(link.path)} aria-describedby={descriptionId} variant="underline" colorPalette="brand">
                <Trans id="NOTIFICATIONS.VIEW_DETAILS">View details</Trans>
              </Link>
            ) : null}
            {link?.kind === 'external' ? (
              <Link href={link.href} target="_blank" rel="noopener noreferrer" aria-describedby={descriptionId} variant="underline" colorPalette="brand">
                <Trans id="NOTIFICATIONS.VIEW_DETAILS">View details</Trans>
                <ExternalLink size={12} aria-hidden="true" />
                <Box as="span" srOnly>
                  <Trans id="NOTIFICATIONS.OPENS_NEW_WINDOW">(opens in a new window)</Trans>
                </Box>
              </Link>
            ) : null}
            {download ? (
              <Link
                href={download.kind === 'internal' ? download.path : download.href}
                {...(download.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : { download: '' })}
                aria-describedby={descriptionId}
                variant="underline"
                colorPalette="brand"
              >
                <Download size={12} aria-hidden="true" />
                <Trans id="NOTIFICATIONS.DOWNLOAD">Download</Trans>
              </Link>
            ) : null}
          </HStack>
        ) : null}
      </Box>
    </HStack>
  );
}
