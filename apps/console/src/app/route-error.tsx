import { Center, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState, ReloadButton } from '@soc/ui';
import { useEffect, useState } from 'react';

/**
 * What a route shows when its page (or the frame itself) throws while rendering or loading: the
 * console's error state with Reload, in place of the router's bare "Something went wrong!". A page's
 * error keeps the frame around it (the page's Outlet shows this); the router clears it on the next
 * navigation. The error goes to the console for support.
 */
export function RouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useLingui();
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    console.error('The page failed to render:', error);
  }, [error]);
  const reload = () => {
    setReloading(true);
    window.location.reload();
  };
  return (
    <Center minH="50dvh" px="4">
      <VStack gap="2" maxW="lg">
        <ErrorState
          titleAs="h2"
          title={t({ id: 'SHELL.ROUTE_ERROR_TITLE', message: 'This page could not be shown' })}
          description={t({ id: 'SHELL.ROUTE_ERROR_BODY', message: 'Something went wrong while showing this page. Reload the page to try again.' })}
        />
        <ReloadButton size="sm" onClick={reload} loading={reloading} loadingText={t({ id: 'SHELL.ROUTE_ERROR_RELOADING', message: 'Reloading…' })}>
          <Trans id="SHELL.ROUTE_ERROR_RELOAD">Reload</Trans>
        </ReloadButton>
      </VStack>
    </Center>
  );
}
