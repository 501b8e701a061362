import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSingleFlight } from './use-single-flight.ts';

/** A mutation function whose calls each wait for the test to settle them. */
function heldCalls() {
  const calls: { variables: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const mutationFn = vi.fn(
    (variables: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ variables, resolve: () => resolve(variables), reject });
      }),
  );
  return { calls, mutationFn };
}

function renderGuarded(mutationFn: (variables: string) => Promise<string>, keyOf?: (variables: string) => unknown) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      const mutation = useMutation({ mutationFn });
      return { mutate: useSingleFlight(mutation, keyOf), isPending: mutation.isPending };
    },
    { wrapper },
  );
}

const byItself = (variables: string) => variables;

describe('useSingleFlight', () => {
  it('sends once for two calls in the same task; after it settles, a new call goes through', async () => {
    const { calls, mutationFn } = heldCalls();
    const { result } = renderGuarded(mutationFn);
    const onSuccess = vi.fn();
    act(() => {
      result.current.mutate('first', { onSuccess });
      result.current.mutate('second');
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.variables)).toEqual(['first']);

    await act(async () => calls[0]?.resolve());
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    act(() => result.current.mutate('third'));
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
    expect(calls.map((call) => call.variables)).toEqual(['first', 'third']);
  });

  it('lets a call through again after a failure, which reaches the callbacks and is not thrown', async () => {
    const { calls, mutationFn } = heldCalls();
    const { result } = renderGuarded(mutationFn);
    const onError = vi.fn();
    act(() => result.current.mutate('first', { onError }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.reject(new Error('500')));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    act(() => result.current.mutate('again'));
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  });

  it('with a key, holds one flight per key: another key goes through, the same key does not', async () => {
    const { calls, mutationFn } = heldCalls();
    const { result } = renderGuarded(mutationFn, byItself);
    act(() => {
      result.current.mutate('pid-1');
      result.current.mutate('pid-1');
      result.current.mutate('pid-2');
    });
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
    expect(calls.map((call) => call.variables)).toEqual(['pid-1', 'pid-2']);
  });
});
