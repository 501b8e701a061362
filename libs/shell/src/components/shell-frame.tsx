import { Box, chakra, Flex } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface ShellFrameProps {
  header: ReactNode;
  sidebar: ReactNode;
  /** Slot for the banner carousel (the live-shell issue fills it). */
  banners?: ReactNode;
  /** Global dialogs, drawers and timers, mounted once. */
  overlays?: ReactNode;
  children: ReactNode;
}

const SkipLink = chakra('a');

/** Header, collapsible left menu and content area (spec 000 §1). */
export function ShellFrame({ header, sidebar, banners, overlays, children }: ShellFrameProps) {
  return (
    <Flex direction="column" h="100dvh" bg="bg.canvas" color="fg.default">
      <SkipLink href="#main-content" position="absolute" left="2" top="-12" zIndex="skipLink" bg="bg.panel" px="3" py="2" rounded="md" _focus={{ top: '2' }}>
        <Trans id="SHELL.SKIP_TO_CONTENT">Skip to content</Trans>
      </SkipLink>
      {header}
      <Flex flex="1" minH="0">
        {sidebar}
        <Flex direction="column" flex="1" minW="0">
          {banners}
          <Box as="main" id="main-content" tabIndex={-1} flex="1" overflow="auto" p={{ base: '3', md: '6' }} _focusVisible={{ outline: 'none' }}>
            {children}
          </Box>
        </Flex>
      </Flex>
      {overlays}
    </Flex>
  );
}
