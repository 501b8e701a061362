// The one shape of async state the console renders (STYLE.md "Hook and view"), read from a
// react-query result. A request in flight is `loading`; a state the server reports ("processing")
// is data, polled by the query options; a failed request keeps its error, trace id and a retry, and
// stays an error while that retry runs.
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnalysisStatus } from '../detail-panels/analysis-status.ts';
import { ApiError, NoRecordError, traceIdOf } from './errors.ts';

export interface QueryErrorState {
  status: 'error';
  error: unknown;
  /** The trace id the failed request was sent with, for support. */
  traceId: string | undefined;
  retry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
}

/** A plain read: loading, its answer, or a failure with trace id and retry. */
export type LoadState<T> = { status: 'loading' } | { status: 'done'; data: T } | QueryErrorState;

/** A read started only on demand (the bell's list, the simulator's device list): idle until then. */
export type LazyLoadState<T> = { status: 'idle' } | LoadState<T>;

/** A read whose answer may itself say "still processing" or "no such object" (the detail panels). */
export type QueryState<T> = LoadState<T> | { status: 'processing' } | { status: 'notFound' };

export interface ToQueryStateOptions<T> {
  /** Whether a failure means "no such object" rather than an error. Default: HTTP 404, or a 2xx without a record. */
  isNotFound?: (error: unknown) => boolean;
  /** What the answer itself says: done, processing or notFound (sandbox and capability calls). */
  statusOf?: (data: T) => AnalysisStatus;
}

/** The object is unknown to the backend: HTTP 404 (as the mock answers), or a 2xx that holds no record. */
const isHttpNotFound = (error: unknown): boolean => (error instanceof ApiError && error.status === 404) || error instanceof NoRecordError;

/** The error state of a failed query: its error, trace id and a retry that refetches. */
export function toQueryErrorState(query: Pick<UseQueryResult<unknown>, 'error' | 'refetch' | 'isFetching'>): QueryErrorState {
  return {
    status: 'error',
    error: query.error,
    traceId: traceIdOf(query.error),
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

interface ShownFailure {
  error: UseQueryResult['error'];
  /** The failed query's `errorUpdatedAt`, which a new fetch keeps: it tells this query from another key's. */
  errorUpdatedAt: number;
}

/**
 * The failure each query observer last read as an error state, by the observer's `refetch` (one
 * function per observer, so per mounted panel). A fetch of a query without data resets it to
 * `pending` with no error: read as such, Retry would turn the error state into the skeleton and
 * unmount the focused Retry button. A panel opened afresh is a new observer, so it starts on its skeleton.
 */
const shownFailures = new WeakMap<UseQueryResult['refetch'], ShownFailure>();

type ObservedQuery = Pick<UseQueryResult<unknown>, 'error' | 'errorUpdatedAt' | 'refetch' | 'isFetching'>;

/** The failure shown, as an error state (remembered for its retry). */
function shownFailure(query: ObservedQuery): QueryErrorState {
  shownFailures.set(query.refetch, { error: query.error, errorUpdatedAt: query.errorUpdatedAt });
  return toQueryErrorState(query);
}

/** The error state again, retrying, while the failed query that was shown is fetched again. */
function retriedFailure(query: ObservedQuery): QueryErrorState | undefined {
  const shown = shownFailures.get(query.refetch);
  if (!shown || shown.errorUpdatedAt !== query.errorUpdatedAt) return undefined;
  return toQueryErrorState({ error: shown.error, refetch: query.refetch, isFetching: query.isFetching });
}

/**
 * Reads a react-query result as a query state. A retry of a failure keeps the error state, with
 * `retrying`, until the answer comes: Retry stays mounted and keeps the focus.
 */
export function toQueryState<T>(query: UseQueryResult<T>, options: ToQueryStateOptions<T> = {}): QueryState<T> {
  const { isNotFound = isHttpNotFound, statusOf } = options;
  if (query.status === 'error') {
    if (isNotFound(query.error)) return { status: 'notFound' };
    return shownFailure(query);
  }
  if (query.status === 'pending') return retriedFailure(query) ?? { status: 'loading' };
  const data = query.data;
  const reported = statusOf ? statusOf(data) : 'done';
  if (reported === 'processing') return { status: 'processing' };
  if (reported === 'notFound') return { status: 'notFound' };
  return { status: 'done', data };
}

type LoadableQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch' | 'isFetching' | 'errorUpdatedAt'>;

/**
 * Reads a query whose last answer stays on screen when a refetch fails (lists, banners, dialogs):
 * its answer (shaped by `select`, if given) first, then the failure (kept, retrying, while it is
 * asked again, as `toQueryState` does), then loading.
 */
export function toLoadState<T>(query: LoadableQuery<T>): LoadState<T>;
export function toLoadState<T, R>(query: LoadableQuery<T>, select: (data: T) => R): LoadState<R>;
export function toLoadState<T, R>(query: LoadableQuery<T>, select?: (data: T) => R): LoadState<T | R> {
  if (query.data !== undefined) return { status: 'done', data: select ? select(query.data) : query.data };
  if (query.isError) return shownFailure(query);
  return retriedFailure(query) ?? { status: 'loading' };
}

/** The one shape of a form or action sent to the server: a failure keeps the trace id for support. */
export type SubmitState = { status: 'idle' } | { status: 'submitting' } | { status: 'failed'; traceId: string | undefined };

const SUBMIT_IDLE: SubmitState = { status: 'idle' };
const SUBMITTING: SubmitState = { status: 'submitting' };

/** The failed state of a submission that threw `error`. */
const submitFailed = (error: unknown): SubmitState => ({ status: 'failed', traceId: traceIdOf(error) });

/** Reads a react-query mutation as a submit state. */
export function toSubmitState(mutation: { isPending: boolean; isError: boolean; error: unknown }): SubmitState {
  if (mutation.isPending) return SUBMITTING;
  return mutation.isError ? submitFailed(mutation.error) : SUBMIT_IDLE;
}
