// The one state shape every detail panel and sub-panel renders (STYLE.md "Hook and view").
// A request in flight is `loading`; a state the server reports ("processing") is data, polled by
// the query options; a failed request keeps its error, trace id and a retry.
import { ApiError, traceIdOf, type AnalysisStatus } from '@soc/api';
import type { UseQueryResult } from '@tanstack/react-query';

export interface PanelErrorState {
  status: 'error';
  error: unknown;
  /** The trace id the failed request was sent with, for support. */
  traceId: string | undefined;
  retry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
}

export type PanelState<T> =
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'processing' }
  | { status: 'notFound' }
  | PanelErrorState;

export type PanelStatus = PanelState<unknown>['status'];

export interface ToPanelStateOptions<T> {
  /** Whether a failure means "no such object" rather than an error. Default: HTTP 404. */
  isNotFound?: (error: unknown) => boolean;
  /** What the answer itself says: done, processing or notFound (sandbox and capability calls). */
  statusOf?: (data: T) => AnalysisStatus;
}

/** HTTP 404: the object is unknown to the backend (the mock answers unknown objects so). */
export const isHttpNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Reads a react-query result as a panel state. */
export function toPanelState<T>(query: UseQueryResult<T>, options: ToPanelStateOptions<T> = {}): PanelState<T> {
  const { isNotFound = isHttpNotFound, statusOf } = options;
  if (query.status === 'error') {
    if (isNotFound(query.error)) return { status: 'notFound' };
    return {
      status: 'error',
      error: query.error,
      traceId: traceIdOf(query.error),
      retry: () => void query.refetch(),
      retrying: query.isFetching,
    };
  }
  if (query.status === 'pending') return { status: 'loading' };
  const data = query.data;
  const reported = statusOf ? statusOf(data) : 'done';
  if (reported === 'processing') return { status: 'processing' };
  if (reported === 'notFound') return { status: 'notFound' };
  return { status: 'done', data };
}
