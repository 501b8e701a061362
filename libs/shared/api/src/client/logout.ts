import { endSession } from './session-end.ts';
import { readToken } from './storage.ts';
import { callHeaders } from './url.ts';

/** Spec 000 §9: the logout handshake with the sign-on service gives up after 2 s. */
export const LOGOUT_HANDSHAKE_TIMEOUT_MS = 2000;

export type LogoutReason = 'user' | 'forced' | 'legalModal';
const REASON_PARAM: Record<LogoutReason, string> = { user: '1', forced: '2', legalModal: 'legalModal' };

export interface LogoutDeps {
  fetch: typeof fetch;
  assign: (url: string) => void;
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
}

const browserDeps = (): LogoutDeps => ({
  fetch: (...args) => fetch(...args),
  assign: (url) => window.location.assign(url),
  storage: localStorage,
});

/**
 * Ends the session: forgets what it stored (`endSession`: the token — which other tabs observe
 * through the storage event — the auth data and the query cache), tells the sign-on service
 * (bounded by the handshake timeout) and leaves for the logout page.
 *
 * The handshake names the session as every call does (contract §2: `X-Auth-Token`, `X-Trace-Id`),
 * never in the address, where it would reach server logs. The backend's same-origin redirects are
 * followed (its cookies go with them); a hop to another origin fails the browser's check and ends the
 * handshake, as the timeout does.
 */
export async function logout(reason: LogoutReason = 'user', deps: LogoutDeps = browserDeps()): Promise<void> {
  const token = readToken(deps.storage);
  endSession(deps.storage);
  try {
    await deps.fetch('/saml/ssoLogout', {
      headers: callHeaders(undefined, token),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(LOGOUT_HANDSHAKE_TIMEOUT_MS),
    });
  } catch {
    // A slow or failed handshake must not keep the user signed in.
  }
  deps.assign(`/logout.html?t=${REASON_PARAM[reason]}`);
}
