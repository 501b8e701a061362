import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AuthInfo } from '@soc/api';
import { AccessProvider, buildAccess } from '@soc/rbac';
import { useRouteAccessCheck } from './hooks/use-route-access-check.ts';
import { mainUiFor } from './sign-in-allowance.ts';
import { SignInNotAllowedPage } from './sign-in-not-allowed-page.tsx';

/**
 * The chrome-less variant of a console page (`inEmbeddedView`): the page alone, with the same access
 * checks, and no header, menu, banners, socket, timers or global dialogs: the framing console has them.
 */
export function EmbeddedShell({ auth }: { auth: AuthInfo }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  useRouteAccessCheck(pathname);
  const access = useMemo(() => buildAccess(auth), [auth]);
  return (
    <AccessProvider auth={auth}>
      <Box as="main" id="main-content" minH="100dvh" p={{ base: '3', md: '6' }} data-testid="embedded-view">
        {mainUiFor(access, pathname).content === 'page' ? <Outlet /> : <SignInNotAllowedPage />}
      </Box>
    </AccessProvider>
  );
}

/** While the profile and menu load: no frame to sketch, only the page's place. */
export function EmbeddedLoading() {
  return (
    <Center h="100dvh" role="status" aria-live="polite" gap="3">
      <Spinner size="md" />
      <Text><Trans id="SHELL.LOADING">Loading the console…</Trans></Text>
    </Center>
  );
}
