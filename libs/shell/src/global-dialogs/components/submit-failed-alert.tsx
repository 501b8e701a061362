import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { TraceId } from '@soc/ui';

export interface SubmitFailedAlertProps {
  /** The trace ID of the failed request, when the server gave one. */
  traceId?: string;
}

/** A global dialog's action failed: the common error and its trace ID, announced, above the footer. */
export function SubmitFailedAlert({ traceId }: SubmitFailedAlertProps) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title><Trans id="ERROR.COMMON_ERROR">Something went wrong. Please try again later.</Trans></Alert.Title>
        {traceId ? <Alert.Description><TraceId value={traceId} /></Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
