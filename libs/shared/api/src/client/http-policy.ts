// Spec 000 §8: what the console does with an HTTP error before the caller sees it.
// The rules are pure; their effects (a notice, a navigation, logging out) are supplied by the app.
// Texts belong to the app: the policy names the notice, the app words it.
import type { ApiError } from './errors.ts';

/** The notices the policy asks the app to show. */
export type HttpNotice = 'sessionInvalid';

const REDIRECT_AFTER_401_MS = 1000;
/**
 * How long a notice that is still loading may hold the sign-in back. A first visit loads the toast
 * renderer and the catalogue after the first paint; a busy two-core machine took over 2 s for that,
 * and the user then left without reading why.
 */
const NOTICE_GRACE_MS = 5000;
const LOGOUT_ERROR_NUMBER = 4011403;

export interface HttpPolicyEffects {
  /** Shows an error notice; a promise settles once it is on screen (its renderer may still be loading). */
  notify: (notice: HttpNotice) => void | Promise<void>;
  /** Full-page navigation (sign-in, the info page) — these leave the single-page app. */
  assign: (url: string) => void;
  /** In-app navigation. */
  navigate: (path: string) => void;
  logout: () => void;
  /** Current location, path + search + hash. */
  currentLocation: () => string;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

export type PolicyAction =
  | { kind: 'reauth'; go: string | undefined }
  | { kind: 'logout' }
  | { kind: 'forbidden' }
  | { kind: 'fatal'; url: string }
  | { kind: 'none' };

const FATAL_PATHS = ['/ui/uic/v3/session', '/ui/uic/v3/auth', '/ui/uic/v3/menu'];
const EXCLUDED_PATHS = ['/ui/bc/company/api/v3.0/voucher/checkCreditPromotionQualified'];
// "Identity-service paths" (spec 000 §8): the IAM and company-account services.
const IDENTITY_PATH = /^\/(ui|public)\/(bc|iam)\//;
// Pages where the sign-in return address is omitted (spec 000 §8 "home page").
const HOME_PAGES = new Set(['/', '/users/started']);
/**
 * Query parameters that belong to no page (the open detail panel; the console's
 * `withPageIndependentParams` keeps the same): a home page carrying one is not bare, and comes back with it.
 */
const PAGE_INDEPENDENT_PARAMS = ['panel'] as const;

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/**
 * Where the user comes back to after signing in again (the `go` parameter): the current location,
 * except on a bare home page. Every way to the sign-in page uses it.
 */
export function returnAddress(location: string): string | undefined {
  if (!HOME_PAGES.has(pathOf(location))) return location;
  const query = new URLSearchParams(/^[^?#]*\?([^#]*)/.exec(location)?.[1]);
  return PAGE_INDEPENDENT_PARAMS.some((key) => query.has(key)) ? location : undefined;
}

/** Decides, without side effects, what an error means for the whole console. */
export function decidePolicy(error: Pick<ApiError, 'status' | 'path' | 'traceId' | 'errorNumber'>, currentLocation: string): PolicyAction {
  const path = pathOf(error.path);
  if (EXCLUDED_PATHS.includes(path)) return { kind: 'none' };
  if (error.status === 401) {
    if (error.errorNumber === LOGOUT_ERROR_NUMBER) return { kind: 'logout' };
    return { kind: 'reauth', go: returnAddress(currentLocation) };
  }
  if (error.status === 403 && IDENTITY_PATH.test(path)) return { kind: 'forbidden' };
  if (error.status === 406) return { kind: 'logout' };
  if (error.status >= 500 && FATAL_PATHS.includes(path)) {
    return { kind: 'fatal', url: `/info.html#/?error_code=${error.status}&trace=${encodeURIComponent(error.traceId)}` };
  }
  return { kind: 'none' };
}

export function signInUrl(go?: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (go) params.set('go', go);
  const qs = params.toString();
  return qs ? `/saml/ssoLogin?${qs}` : '/saml/ssoLogin';
}

let effects: HttpPolicyEffects | undefined;
// Once the console is leaving the page (sign-in, logout, info page), later errors change nothing:
// the first decision's trace id is the one the user sees.
let leaving = false;

/** Installs the app's effects. Without them (tests, Storybook) errors only go back to the caller. */
export function configureHttpPolicy(next: HttpPolicyEffects | undefined): void {
  effects = next;
  leaving = false;
}

/** The session has ended and the console is leaving the page: later errors change nothing. */
export function stopHttpPolicy(): void {
  leaving = true;
}

/** Called by `request` for every non-2xx answer; the error is re-thrown to the caller afterwards. */
export function reportHttpError(error: ApiError): void {
  if (!effects || leaving) return;
  const fx = effects;
  const action = decidePolicy(error, fx.currentLocation());
  if (action.kind === 'reauth' || action.kind === 'logout' || action.kind === 'fatal') leaving = true;
  switch (action.kind) {
    case 'reauth': {
      // Many calls fail at once when a session ends: one notice, one redirect, 1 s after the notice is on
      // screen. A notice that cannot be shown (or is slow to load) never keeps the user from signing in.
      let done = false;
      const signIn = () => {
        if (done) return;
        done = true;
        fx.assign(signInUrl(action.go));
      };
      fx.setTimeout(signIn, REDIRECT_AFTER_401_MS + NOTICE_GRACE_MS);
      let shown: void | Promise<void> = undefined;
      try {
        shown = fx.notify('sessionInvalid');
      } catch (error) {
        console.warn('[http-policy] the session notice could not be shown', error);
      }
      if (shown instanceof Promise) shown.then(() => fx.setTimeout(signIn, REDIRECT_AFTER_401_MS), () => undefined);
      else fx.setTimeout(signIn, REDIRECT_AFTER_401_MS);
      return;
    }
    case 'logout':
      fx.logout();
      return;
    case 'forbidden':
      fx.navigate('/users/403');
      return;
    case 'fatal':
      fx.assign(action.url);
      return;
    case 'none':
      return;
  }
}
