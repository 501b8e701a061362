import { Box, Center, Flex, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ShellFrame } from '@soc/shell';

const MENU_ROWS = 9;

/**
 * The frame as it will be, drawn while the profile and menu are on their way (issue 11, item 9):
 * header and left menu in their places, the menu's rows as placeholders, the page area waiting.
 */
export function ShellSkeleton({ collapsed }: { collapsed: boolean }) {
  return (
    <ShellFrame
      header={
        <Flex as="header" align="center" gap="4" h="12" px="4" bg="header.bg" borderBottomWidth="1px" borderColor="border" flexShrink={0}>
          <Skeleton h="5" w="40" />
        </Flex>
      }
      sidebar={
        <Box bg="sidebar.bg" w={collapsed ? '16' : '64'} flexShrink={0} p="3" aria-hidden="true">
          <Skeleton h="8" mb="6" />
          <Stack gap="3">
            {Array.from({ length: MENU_ROWS }, (_, i) => (
              <Skeleton key={i} h="6" w={i % 3 === 2 ? '3/4' : 'full'} />
            ))}
          </Stack>
        </Box>
      }
    >
      <Center role="status" aria-live="polite" gap="3" mt="16">
        <Spinner size="md" />
        <Text><Trans id="SHELL.LOADING">Loading the console…</Trans></Text>
      </Center>
    </ShellFrame>
  );
}
