import { useQuery } from '@tanstack/react-query';
import { ApiError, authQueryOptions, decidePolicy, menuQueryOptions, sessionQueryOptions, type AuthInfo, type MenuResponse, type SessionInfo } from '@soc/api';

export type ShellDataState =
  | { status: 'loading' }
  /** No valid session: the HTTP policy is taking the user to sign in (spec 000 §8), this is not a failure. */
  | { status: 'signingIn' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; auth: AuthInfo; menu: MenuResponse; session: SessionInfo | undefined };

/** A 401 the HTTP policy answers with the sign-in redirect (every 401 but the logout error number). */
function isSignInRedirect(error: unknown): boolean {
  return error instanceof ApiError && decidePolicy(error, '/').kind === 'reauth';
}

/**
 * Loads what the frame needs before it can draw (spec 000 §1): the user's profile, the menu and
 * the session timeouts. Session failures are only logged (spec 000 §7), so they never block.
 * A first visit without a session answers 401: that is the way to the sign-in page, not an error.
 */
export function useShellData(lang: string): ShellDataState {
  // The app prefetches these at start-up; a failure there is the answer (a 401 is on its way to the
  // sign-in page), not a reason to ask again when the frame mounts. Retry stays on the error screen.
  const auth = useQuery({ ...authQueryOptions(lang), retryOnMount: false });
  const menu = useQuery({ ...menuQueryOptions(), retryOnMount: false });
  const session = useQuery({ ...sessionQueryOptions(), retry: false, retryOnMount: false });
  if (session.error) console.warn('[shell] session info unavailable', session.error);

  if (isSignInRedirect(auth.error) || isSignInRedirect(menu.error)) return { status: 'signingIn' };
  if (auth.error || menu.error) {
    return {
      status: 'error',
      error: auth.error ?? menu.error,
      retry: () => {
        if (auth.error) void auth.refetch();
        if (menu.error) void menu.refetch();
      },
    };
  }
  if (!auth.data || !menu.data) return { status: 'loading' };
  return { status: 'ready', auth: auth.data, menu: menu.data, session: session.data };
}
