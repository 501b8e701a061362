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
    <Flex as="header" aria-label={t({ id: 'HEADER.LABEL', message: 'Console header' })} align="center" gap={{ base: '1', md: '4' }} h={SHELL_HEADER_HEIGHT} px={{ base: '2', md: '4' }} bg="header.bg" color="header.fg" borderBottomWidth="1px" borderColor="border" flexShrink={0}>
      <HStack gap="2" minW="0">
        {logo}
        {showProductName && <Text as="span" fontWeight="semibold" fontSize="md" truncate hideBelow="sm">{productName}</Text>}
      </HStack>
      <Box flex="1" minW="0">
        <Box hideBelow="md">{breadcrumbs}</Box>
      </Box>
      {/* Its own width; only an expanded search box inside gives way when the row is too narrow. */}
      <HStack gap="1" flexShrink={1} minW="0">{actions}</HStack>
    </Flex>
  );
}
