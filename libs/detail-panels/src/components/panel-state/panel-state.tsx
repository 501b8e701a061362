import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, LoadingState } from '@soc/ui';
import type { ReactNode } from 'react';
import type { PanelErrorState, PanelState } from '../../model/panel-state.ts';

type HeadingLevel = 'h2' | 'h3' | 'h4' | 'p';

export interface PanelLoadingProps {
  /** Skeleton lines (default 6: a panel is a list of fields). */
  lines?: number;
  /** Accessible name of the busy region; defaults to "Loading…". */
  label?: string;
  /** Pulse the skeleton (default true). Stories pass false. */
  animated?: boolean;
  /** What the load came to, in place of the skeleton in the same status region (LoadingState's `outcome`). */
  outcome?: ReactNode;
}

/** A request in flight: a skeleton in a busy status region (`aria-busy`). */
export function PanelLoading({ lines = 6, label, animated = true, outcome }: PanelLoadingProps) {
  return <LoadingState lines={lines} label={label} animated={animated} outcome={outcome} />;
}

export interface PanelNoDataProps {
  /** Defaults to "No data" (spec 001 §8: a failed or empty lookup shows the no-data message). */
  title?: ReactNode;
  description?: ReactNode;
  /** E.g. the submit-to-sandbox button. */
  action?: ReactNode;
  titleAs?: HeadingLevel;
}

/** Nothing known about the object. */
export function PanelNoData({ title, description, action, titleAs = 'h3' }: PanelNoDataProps) {
  return <EmptyState variant="noData" title={title} description={description} action={action} titleAs={titleAs} />;
}

interface PanelProcessingProps {
  /** What is running, e.g. "The sandbox is analyzing this object…". */
  message: ReactNode;
}

/**
 * The server says the work is still running (a reported state, polled): a spinner with its message,
 * in the panel's status region.
 */
function PanelProcessing({ message }: PanelProcessingProps) {
  return (
    <HStack gap="3" px="4" py="6" justify="center" data-status="processing">
      <Spinner size="sm" color="fg.muted" aria-hidden="true" flexShrink={0} />
      <Text textStyle="sm" color="fg">
        {message}
      </Text>
    </HStack>
  );
}

interface PanelErrorProps {
  state: PanelErrorState;
  titleAs?: HeadingLevel;
}

/**
 * A failed call. Spec 001 §8 shows the no-data message; an empty result and a failure must not look
 * alike, so the heading says the load failed, the no-data message follows, and Retry and the trace id
 * stay visible so an analyst can recover or quote it to support.
 */
function PanelError({ state, titleAs = 'h3' }: PanelErrorProps) {
  const { t } = useLingui();
  return (
    <ErrorState
      title={t({ id: 'DETAIL.LOAD_FAILED_TITLE', message: 'The data could not be loaded' })}
      description={t({ id: 'DETAIL.LOAD_FAILED_NO_DATA', message: 'No data can be shown. Retry, or give the trace ID to support.' })}
      onRetry={state.retry}
      retrying={state.retrying ?? false}
      traceId={state.traceId}
      titleAs={titleAs}
    />
  );
}

export interface PanelStateViewProps<T> {
  state: PanelState<T>;
  /** The content for `done`. */
  children: (data: T) => ReactNode;
  /** Replaces the default content of a state. */
  loading?: ReactNode;
  processing?: ReactNode;
  notFound?: ReactNode;
  error?: (state: PanelErrorState) => ReactNode;
  /** Skeleton lines while loading. */
  loadingLines?: number;
  /** Accessible name of the loading skeleton, e.g. "Loading the host…". */
  loadingLabel?: string;
  /** What is running while processing; defaults to a general message. */
  processingMessage?: ReactNode;
  /** Pulse the skeleton (default true). */
  animated?: boolean;
  titleAs?: HeadingLevel;
}

/** Renders any panel state the same way everywhere: skeleton, processing, no data, error, content. */
export function PanelStateView<T>({
  state,
  children,
  loading,
  processing,
  notFound,
  error,
  loadingLines,
  loadingLabel,
  processingMessage,
  animated,
  titleAs,
}: PanelStateViewProps<T>) {
  const { t } = useLingui();
  // Loading, processing and no data are one status region, mounted through all three: what takes
  // the skeleton's place is announced ("No data", the processing message). The content is not (it is
  // read), nor is an error (an alert of its own).
  const inStatus = (outcome?: ReactNode) => <PanelLoading lines={loadingLines} label={loadingLabel} animated={animated} outcome={outcome} />;
  switch (state.status) {
    case 'done':
      return <>{children(state.data)}</>;
    case 'error':
      return <>{error ? error(state) : <PanelError state={state} titleAs={titleAs} />}</>;
    case 'loading':
      return loading ?? inStatus();
    case 'processing':
      return inStatus(
        processing ?? <PanelProcessing message={processingMessage ?? t({ id: 'DETAIL.PROCESSING', message: 'Processing… The result appears here when it is ready.' })} />,
      );
    case 'notFound':
      return inStatus(notFound ?? <PanelNoData titleAs={titleAs} />);
  }
}
