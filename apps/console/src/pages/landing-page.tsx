import { Box, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { menuQueryOptions } from '@soc/api';
import { useLandingTarget } from '@soc/shell';
import { useConsoleNavigate } from '../app/hooks/use-console-navigate.ts';
import { withPageIndependentParams } from '../app/search-params.ts';

/** `/`: follows the landing-page setting (spec 002 §4). */
export function LandingPage() {
  const menu = useQuery(menuQueryOptions());
  const target = useLandingTarget(menu.data?.data);
  // `/?panel=…` (a shared link to the console's root) opens its panel over the landing page.
  const searchStr = useLocation({ select: (location) => location.searchStr });

  const navigate = useConsoleNavigate();

  useEffect(() => {
    if (target?.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    // A menu path is an address like any other (a legacy hash route among them): the console's one way to follow it.
    else if (target?.kind === 'route') navigate(withPageIndependentParams(target.path, searchStr), { replace: true });
    else if (target?.kind === 'started') navigate(withPageIndependentParams(`/users/started?from=${target.from}`, searchStr), { replace: true });
  }, [target, navigate, searchStr]);

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
