import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ReloadButton } from '../reload-button/reload-button.tsx';
import { TraceId } from '../trace-id/trace-id.tsx';

export interface ErrorStateProps {
  /** Defaults to the generic error message (ERROR.COMMON_ERROR). */
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a Retry button that calls this. */
  onRetry?: () => void;
  /** Disables Retry and shows it busy while the retry runs. */
  retrying?: boolean;
  /** The failed request's trace ID, shown as "Trace ID: …" with a copy button. */
  traceId?: string;
  /** The title's element; keep the page's heading order. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** A failed load: announced as an alert, with Retry and the trace ID for support. */
export function ErrorState({ title, description, onRetry, retrying = false, traceId, titleAs = 'h3' }: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <Box role="alert" px="4" py="6" width="full">
      <VStack gap="3" textAlign="center">
        <Box color="status.error" fontSize="2xl" aria-hidden="true">
          <CircleAlertIcon size="1em" />
        </Box>
        <VStack gap="1">
          <Heading as={titleAs} textStyle="md" fontWeight="semibold" color="fg">
            {title ?? t({ id: 'ERROR.COMMON_ERROR', message: 'Something went wrong. Please try again later.' })}
          </Heading>
          {description ? (
            <Text textStyle="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </VStack>
        {onRetry ? (
          <ReloadButton size="sm" onClick={onRetry} loading={retrying} loadingText={t({ id: 'COMMON.RETRYING', message: 'Retrying…' })}>
            <Trans id="COMMON.RETRY">Retry</Trans>
          </ReloadButton>
        ) : null}
        {traceId ? <TraceId value={traceId} /> : null}
      </VStack>
    </Box>
  );
}
