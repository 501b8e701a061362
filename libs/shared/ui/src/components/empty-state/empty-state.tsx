import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { InboxIcon, LockIcon, SearchXIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateVariant = 'noData' | 'notFound' | 'forbidden';

const DEFAULTS: Record<EmptyStateVariant, { icon: LucideIcon; title: MessageDescriptor; description?: MessageDescriptor }> = {
  noData: { icon: InboxIcon, title: msg({ id: 'COMMON.NO_DATA', message: 'No data' }) },
  notFound: { icon: SearchXIcon, title: msg({ id: 'COMMON.NOT_FOUND', message: 'Not found' }) },
  forbidden: {
    icon: LockIcon,
    title: msg({ id: 'COMMON.ACCESS_DENIED', message: 'Access denied' }),
    description: msg({
      id: 'COMMON.ACCESS_DENIED_DESCRIPTION',
      message: 'Your account does not have permission to view this content.',
    }),
  },
};

export interface EmptyStateProps {
  /** Picks the default icon and texts. */
  variant?: EmptyStateVariant;
  /** Replaces the variant's icon (decorative). */
  icon?: ReactNode;
  /** Replaces the variant's title. */
  title?: ReactNode;
  /** Replaces the variant's description (only `forbidden` has one by default). */
  description?: ReactNode;
  /** E.g. a button to submit the object to the sandbox. */
  action?: ReactNode;
  /** `sm` (default) for panels and tabs, `md` for whole pages. */
  size?: 'sm' | 'md';
  /** The title's element; keep the page's heading order. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** Nothing to show: no data, not found, or not allowed. */
export function EmptyState({ variant = 'noData', icon, title, description, action, size = 'sm', titleAs = 'h3' }: EmptyStateProps) {
  const { i18n } = useLingui();
  const defaults = DEFAULTS[variant];
  const Icon = defaults.icon;
  const shownDescription = description ?? (defaults.description ? i18n._(defaults.description) : undefined);
  return (
    <ChakraEmptyState.Root size={size} data-variant={variant}>
      <ChakraEmptyState.Content gap="3">
        <ChakraEmptyState.Indicator color="fg.muted" aria-hidden="true">
          {icon ?? <Icon />}
        </ChakraEmptyState.Indicator>
        <VStack gap="1" textAlign="center">
          <ChakraEmptyState.Title as={titleAs} color="fg" textStyle="md">
            {title ?? i18n._(defaults.title)}
          </ChakraEmptyState.Title>
          {shownDescription ? <ChakraEmptyState.Description color="fg.muted">{shownDescription}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
