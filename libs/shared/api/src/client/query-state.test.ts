import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, NoRecordError } from './errors.ts';
import { toQueryState, toSubmitState } from './query-state.ts';

const query = <T,>(over: Partial<UseQueryResult<T>>) => ({ status: 'pending', isFetching: false, refetch: vi.fn(), ...over }) as unknown as UseQueryResult<T>;

describe('toQueryState', () => {
  it('reads pending as loading and success as done with the data', () => {
    expect(toQueryState(query({}))).toEqual({ status: 'loading' });
    expect(toQueryState(query({ status: 'success', data: 7 }))).toEqual({ status: 'done', data: 7 });
  });

  it('a 404 is notFound; any other failure keeps its trace id and a retry that refetches', () => {
    expect(toQueryState(query({ status: 'error', error: new ApiError(404, '/x', 'trace-404', null) }))).toEqual({ status: 'notFound' });
    // A 2xx that held no record says the same (request's `record` option).
    expect(toQueryState(query({ status: 'error', error: new NoRecordError('/x', 'trace-200') }))).toEqual({ status: 'notFound' });
    const refetch = vi.fn();
    const state = toQueryState(query({ status: 'error', error: new ApiError(500, '/x', 'trace-500', null), refetch, isFetching: true }));
    expect(state).toMatchObject({ status: 'error', traceId: 'trace-500', retrying: true });
    if (state.status === 'error') state.retry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('reads what the answer reports through statusOf', () => {
    expect(toQueryState(query({ status: 'success', data: 'p' }), { statusOf: () => 'processing' })).toEqual({ status: 'processing' });
  });
});

describe('toSubmitState', () => {
  it('is idle, submitting, or failed with the trace id', () => {
    expect(toSubmitState({ isPending: false, isError: false, error: null })).toEqual({ status: 'idle' });
    expect(toSubmitState({ isPending: true, isError: false, error: null })).toEqual({ status: 'submitting' });
    expect(toSubmitState({ isPending: false, isError: true, error: new ApiError(503, '/x', 'trace-503', null) })).toEqual({ status: 'failed', traceId: 'trace-503' });
  });
});
