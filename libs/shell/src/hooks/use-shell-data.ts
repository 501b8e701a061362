import { useQuery } from '@tanstack/react-query';
import { authQueryOptions, menuQueryOptions, sessionQueryOptions, type AuthInfo, type MenuResponse, type SessionInfo } from '@soc/api';

export type ShellDataState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; auth: AuthInfo; menu: MenuResponse; session: SessionInfo | undefined };

/**
 * Loads what the frame needs before it can draw (spec 000 §1): the user's profile, the menu and
 * the session timeouts. Session failures are only logged (spec 000 §7), so they never block.
 */
export function useShellData(lang: string): ShellDataState {
  const auth = useQuery(authQueryOptions(lang));
  const menu = useQuery(menuQueryOptions());
  const session = useQuery({ ...sessionQueryOptions(), retry: false });
  if (session.error) console.warn('[shell] session info unavailable', session.error);

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
