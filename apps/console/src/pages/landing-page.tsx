import { Box, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { menuQueryOptions } from '@soc/api';
import { useLandingTarget } from '@soc/shell';

/** `/`: follows the landing-page setting (spec 002 §4). */
export function LandingPage() {
  const menu = useQuery(menuQueryOptions());
  const target = useLandingTarget(menu.data?.data);

  useEffect(() => {
    if (target?.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
  }, [target]);

  if (!target) {
    return (
      <Box role="status" display="flex" gap="3" alignItems="center" justifyContent="center" mt="16">
        <Spinner size="sm" />
        <Text><Trans id="LANDING.LOADING">Opening your landing page…</Trans></Text>
      </Box>
    );
  }
  if (target.kind === 'route') return <Navigate to={target.path} replace />;
  if (target.kind === 'started') return <Navigate to="/users/started" search={{ from: String(target.from) }} replace />;
  return (
    <Box textAlign="center" mt="16">
      <Text><Trans id="LANDING.EXTERNAL_OPENED">Your landing page opened in a new tab.</Trans></Text>
      <Text mt="2"><a href={target.url} target="_blank" rel="noopener noreferrer"><Trans id="LANDING.EXTERNAL_LINK">Open it again</Trans></a></Text>
    </Box>
  );
}
