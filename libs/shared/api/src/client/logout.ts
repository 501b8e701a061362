import { endSession } from './session-end.ts';

/** Spec 000 §9: the logout handshake with the sign-on service gives up after 2 s. */
export const LOGOUT_HANDSHAKE_TIMEOUT_MS = 2000;
/** Contract §1: the sign-on service's logout page, which belongs to the backend. */
const SSO_LOGOUT_PATH = '/saml/ssoLogout';

export type LogoutReason = 'user' | 'forced' | 'legalModal';
const REASON_PARAM: Record<LogoutReason, string> = { user: '1', forced: '2', legalModal: 'legalModal' };

interface LogoutDeps {
  /** Navigates a hidden frame to `path`; settles when its page has loaded or after `timeoutMs`, whichever comes first. */
  visit: (path: string, timeoutMs: number) => Promise<void>;
  assign: (url: string) => void;
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
}

const browserDeps = (): LogoutDeps => ({
  visit: visitInHiddenFrame,
  assign: (url) => window.location.assign(url),
  storage: localStorage,
});

/**
 * Ends the session: forgets what it stored (`endSession`: the token — which other tabs observe
 * through the storage event — the auth data and the query cache), lets the sign-on service end its
 * own session (bounded by the handshake timeout) and leaves for the logout page.
 *
 * The handshake is a navigation, as contract §1 has it for the backend's pages: a hidden frame goes to
 * `/saml/ssoLogout`, so the sign-on service sees its own cookies and may answer with a page or a
 * redirect; the console waits for that page to load, or 2 s.
 */
export async function logout(reason: LogoutReason = 'user', deps: Partial<LogoutDeps> = {}): Promise<void> {
  const { visit, assign, storage } = { ...browserDeps(), ...deps };
  endSession(storage);
  try {
    await visit(SSO_LOGOUT_PATH, LOGOUT_HANDSHAKE_TIMEOUT_MS);
  } catch {
    // A failed handshake must not keep the user on the page.
  }
  assign(`/logout.html?t=${REASON_PARAM[reason]}`);
}

function visitInHiddenFrame(path: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    const timer = setTimeout(resolve, timeoutMs);
    frame.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
    frame.src = path;
    document.body.append(frame);
  });
}
