import { QueryClient, QueryObserver, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, NoRecordError } from './errors.ts';
import { toLoadState, toQueryState, toSubmitState } from './query-state.ts';

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

describe('toQueryState while a failed query is asked again', () => {
  // A real observer: react-query resets a query without data to `pending`, error cleared, when it fetches again.
  const failingOptions = (key: string) => {
    let calls = 0;
    return {
      queryKey: [key],
      retry: false,
      queryFn: (): Promise<number> => Promise.reject(new ApiError(500, '/x', `${key}-trace-${++calls}`, null)),
    };
  };
  const failedObserver = async (client: QueryClient, options: ReturnType<typeof failingOptions>) => {
    const observer = new QueryObserver(client, options);
    observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    return observer;
  };
  const read = (observer: { getCurrentResult: () => unknown }) => toQueryState(observer.getCurrentResult() as UseQueryResult<number>);

  it('stays the error shown, retrying, until the retry answers: Retry is not unmounted', async () => {
    const observer = await failedObserver(new QueryClient(), failingOptions('a'));
    expect(read(observer)).toMatchObject({ status: 'error', traceId: 'a-trace-1', retrying: false });
    const retried = observer.refetch();
    expect(observer.getCurrentResult().status).toBe('pending');
    expect(read(observer)).toMatchObject({ status: 'error', traceId: 'a-trace-1', retrying: true });
    await retried;
    expect(read(observer)).toMatchObject({ status: 'error', traceId: 'a-trace-2', retrying: false });
  });

  it('is loading for a panel opened afresh on the failed query, and for another key', async () => {
    const client = new QueryClient();
    const options = failingOptions('a');
    const first = await failedObserver(client, options);
    expect(read(first).status).toBe('error');
    // The drawer rebuilds the panel on every open: a new observer asks again and shows its skeleton.
    const reopened = new QueryObserver(client, options);
    reopened.subscribe(() => {});
    expect(read(reopened)).toEqual({ status: 'loading' });
    // The same observer moved to another object: that one has not failed yet.
    first.setOptions(failingOptions('b'));
    expect(read(first)).toEqual({ status: 'loading' });
  });
});

describe('toLoadState while a failed query is asked again', () => {
  it('stays the error shown, retrying, until the retry answers (a list, a banner, a dialog keep their Retry)', async () => {
    let calls = 0;
    const observer = new QueryObserver(new QueryClient(), {
      queryKey: ['list'],
      retry: false,
      queryFn: (): Promise<number> => Promise.reject(new ApiError(503, '/x', `list-trace-${++calls}`, null)),
    });
    observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    const read = () => toLoadState(observer.getCurrentResult());
    expect(read()).toMatchObject({ status: 'error', traceId: 'list-trace-1', retrying: false });
    const retried = observer.refetch();
    expect(read()).toMatchObject({ status: 'error', traceId: 'list-trace-1', retrying: true });
    await retried;
    expect(read()).toMatchObject({ status: 'error', traceId: 'list-trace-2', retrying: false });
  });
});

describe('toSubmitState', () => {
  it('is idle, submitting, or failed with the trace id', () => {
    expect(toSubmitState({ isPending: false, isError: false, error: null })).toEqual({ status: 'idle' });
    expect(toSubmitState({ isPending: true, isError: false, error: null })).toEqual({ status: 'submitting' });
    expect(toSubmitState({ isPending: false, isError: true, error: new ApiError(503, '/x', 'trace-503', null) })).toEqual({ status: 'failed', traceId: 'trace-503' });
  });
});
