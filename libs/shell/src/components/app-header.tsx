import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SHELL_HEADER_HEIGHT } from '@soc/ui';
import { useSidePanelsBelowHeader } from '../hooks/use-side-panels-below-header.ts';

export interface AppHeaderProps {
  productName: string;
  /** False while the expanded left menu shows the product name next to its logo, so it is shown once. */
  showProductName?: boolean;
  logo?: ReactNode;
  breadcrumbs?: ReactNode;
  /** Right-hand slots, in order: search, enterprise slots, bell, help, company, user. */
  actions?: ReactNode;
}

/** The header frame (spec 000 §2.2). What each slot holds is decided by the app. */
export function AppHeader({ productName, showProductName = true, logo, breadcrumbs, actions }: AppHeaderProps) {
  const { t } = useLingui();
  useSidePanelsBelowHeader();
  return (
    <Flex as="header" aria-label={t({ id: 'HEADER.LABEL', message: 'Console header' })} align="center" gap="1" h={SHELL_HEADER_HEIGHT} px={{ base: '2', md: '4' }} bg="header.bg" color="header.fg" borderBottomWidth="1px" borderColor="border" flexShrink={0}>
      {/* The first to give way when the row is short: the name truncates, a wide header logo is cut. */}
      <HStack gap="2" minW="0" overflow="hidden">
        {logo}
        {showProductName && <Text as="span" fontWeight="semibold" fontSize="md" truncate hideBelow="sm">{productName}</Text>}
      </HStack>
      {/* 16 px on each side from md, with the row's 4 px gap. */}
      <Box flex="1" minW="0" mx={{ base: '0', md: '3' }}>
        <Box hideBelow="md">{breadcrumbs}</Box>
      </Box>
      {/* Items of the row itself, not of a box of their own: the search region is the one that gives way
          with the name when the expanded box needs the room, never below its width at rest, and the other
          entries keep theirs (a box around them all shrank below its content at rest, and the entries were
          drawn over each other). Which entries fit in the row: header-actions.tsx. */}
      {actions}
    </Flex>
  );
}
