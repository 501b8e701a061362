import { Box, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LANDING_FALLBACK_FROM, menuQueryOptions, type LandingTarget } from '@soc/api';
import { useLandingTarget } from '@soc/shell';
import { openInNewWindow } from '@soc/util';
import { consoleDestination } from '../app/console-navigation.ts';
import { useConsoleNavigate } from '../app/hooks/use-console-navigate.ts';
import { withPageIndependentParams } from '../app/search-params.ts';

const NOT_FOUND: LandingTarget = { kind: 'started', from: LANDING_FALLBACK_FROM.notFound };

/** `/`: follows the landing-page setting (spec 002 §4). */
export function LandingPage() {
  const menu = useQuery(menuQueryOptions());
  const setting = useLandingTarget(menu.data?.data);
  // The menu keeps console routes only; should another site's address get through, it is no landing
  // page: the console would not follow it, so the item counts as not found (spec 002 §8, from=3).
  const target = setting?.kind === 'route' && !consoleDestination(setting.path, window.location.href) ? NOT_FOUND : setting;
  // `/?panel=…` (a shared link to the console's root) opens its panel over the landing page.
  const searchStr = useLocation({ select: (location) => location.searchStr });

  const navigate = useConsoleNavigate();

  // A menu path is an address like any other (a legacy hash route among them): the console's one way to follow it.
  const path = target?.kind === 'route' ? target.path : target?.kind === 'started' ? `/users/started?from=${target.from}` : undefined;
  useEffect(() => {
    if (path) navigate(withPageIndependentParams(path, searchStr), { replace: true });
  }, [path, navigate, searchStr]);

  // Another site stays beside `/`, which renders again (a panel link's history entry, a refetch, StrictMode's
  // second effect): its window is opened once per address and visit of `/`, not once per render.
  const externalUrl = target?.kind === 'external' ? target.url : undefined;
  const openedUrl = useRef<string>(undefined);
  useEffect(() => {
    if (!externalUrl || openedUrl.current === externalUrl) return;
    openedUrl.current = externalUrl;
    openInNewWindow(externalUrl);
  }, [externalUrl]);

  if (target?.kind !== 'external') {
    return (
      <Box role="status" display="flex" gap="3" alignItems="center" justifyContent="center" mt="16">
        <Spinner size="sm" />
        <Text><Trans id="LANDING.LOADING">Opening your landing page…</Trans></Text>
      </Box>
    );
  }
  return (
    <Box textAlign="center" mt="16">
      <Text><Trans id="LANDING.EXTERNAL_OPENED">Your landing page opened in a new tab.</Trans></Text>
      <Text mt="2"><a href={target.url} target="_blank" rel="noopener noreferrer"><Trans id="LANDING.EXTERNAL_LINK">Open it again</Trans></a></Text>
    </Box>
  );
}
