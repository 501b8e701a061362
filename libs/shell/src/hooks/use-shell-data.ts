import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  ApiError, authQueryOptions, decidePolicy, menuQueryOptions, sessionQueryOptions, toQueryErrorState,
  type AuthInfo, type LoadState, type MenuResponse, type SessionInfo,
} from '@soc/api';

interface ShellData {
  auth: AuthInfo;
  menu: MenuResponse;
  session: SessionInfo | undefined;
}

export type ShellDataState =
  /** No valid session: the HTTP policy is taking the user to sign in (spec 000 §8), this is not a failure. */
  | { status: 'signingIn' }
  | LoadState<ShellData>;

/** A 401 the HTTP policy answers with the sign-in redirect (every 401 but the logout error number). */
function isSignInRedirect(error: unknown): boolean {
  return error instanceof ApiError && decidePolicy(error, '/').kind === 'reauth';
}

/**
 * Loads what the frame needs before it can draw (spec 000 §1): the user's profile, the menu and
 * the session timeouts. Session failures are only logged (spec 000 §7), so they never block.
 * A first visit without a session answers 401: that is the way to the sign-in page, not an error.
 */
export function useShellData(): ShellDataState {
  // The app prefetches these at start-up; a failure there is the answer (a 401 is on its way to the
  // sign-in page), not a reason to ask again when the frame mounts. Retry stays on the error screen.
  const auth = useQuery({ ...authQueryOptions(), retryOnMount: false });
  const menu = useQuery({ ...menuQueryOptions(), retryOnMount: false });
  const session = useQuery({ ...sessionQueryOptions(), retry: false, retryOnMount: false });
  // Logged once per failure, not on every render of the frame; a 401 is the way to sign-in, not a failure.
  useEffect(() => {
    if (session.error && !isSignInRedirect(session.error)) console.warn('[shell] session info unavailable', session.error);
  }, [session.error]);

  if (isSignInRedirect(auth.error) || isSignInRedirect(menu.error)) return { status: 'signingIn' };
  if (auth.error || menu.error) {
    return {
      ...toQueryErrorState(auth.error ? auth : menu),
      // Both may have failed: the retry asks again for each.
      retry: () => {
        if (auth.error) void auth.refetch();
        if (menu.error) void menu.refetch();
      },
      retrying: auth.isFetching || menu.isFetching,
    };
  }
  if (!auth.data || !menu.data) return { status: 'loading' };
  return { status: 'done', data: { auth: auth.data, menu: menu.data, session: session.data } };
}
