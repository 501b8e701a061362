import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

type SingleFlightMutate<TData, TError, TVariables, TContext> = (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => void;

const ONE_FLIGHT = () => undefined;
const ignore = () => undefined;

/**
 * The mutation's `mutate`, except that a call while an earlier one is still in flight does nothing:
 * one action is one call (spec 000 §7, 002 §7). A button turns busy only at the re-render after the
 * first press; two presses within that window (a double click in one task, two Enter key events,
 * assistive input firing twice) would otherwise send twice and open two windows. The mark is set
 * synchronously, before the call, and cleared when it settles, whatever the component did meanwhile.
 * `keyOf` (a module-level function) lets calls on different objects run side by side: one flight per key.
 */
export function useSingleFlight<TData, TError, TVariables, TContext>(
  mutation: Pick<UseMutationResult<TData, TError, TVariables, TContext>, 'mutateAsync'>,
  keyOf: (variables: TVariables) => unknown = ONE_FLIGHT,
): SingleFlightMutate<TData, TError, TVariables, TContext> {
  const inFlight = useRef(new Set<unknown>());
  const { mutateAsync } = mutation;
  return useCallback(
    (variables, options) => {
      const key = keyOf(variables);
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      // Like `mutate`: the failure is the mutation's state and callbacks, not a rejection to handle here.
      void mutateAsync(variables, options)
        .catch(ignore)
        .finally(() => inFlight.current.delete(key));
    },
    [keyOf, mutateAsync],
  );
}
