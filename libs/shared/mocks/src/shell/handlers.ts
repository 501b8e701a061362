import { http, HttpResponse } from 'msw';
import type { MockState } from '../state.ts';
import { errorResponse, failures, happyPaths, readFailures } from '../respond.ts';
import { createAuthInfo, createSessionInfo } from './auth-fixtures.ts';
import { createMenuResponse } from './menu-fixtures.ts';

const SHELL_PATHS = {
  auth: '/ui/uic/v3/auth',
  menu: '/ui/uic/v3/menu',
  session: '/ui/uic/v3/session',
} as const;

/** The auth info as the user's own choices left it: accepted terms, declined upgrade banner. */
function authFromState(state: MockState) {
  const auth = createAuthInfo(state.persona);
  return {
    ...auth,
    advancedInfo: { ...auth.advancedInfo, showMSPTermsPopup: state.persona.showMSPTermsPopup && !state.acceptedTermsVersion },
    companyProfile: { showUpgradeToFoundationBanner: state.persona.showUpgradeToFoundationBanner && !state.noUpgradeBanner },
  };
}

const authHandlers = {
  default: (state: MockState) => http.get(SHELL_PATHS.auth, () => HttpResponse.json(authFromState(state))),
  unauthorized: (number?: number) => http.get(SHELL_PATHS.auth, () => errorResponse(401, { number })),
  ...failures('get', SHELL_PATHS.auth, { message: 'auth backend unavailable' }),
};

const menuHandlers = {
  default: (state: MockState) => http.get(SHELL_PATHS.menu, () => HttpResponse.json(createMenuResponse(state.persona))),
  empty: () => http.get(SHELL_PATHS.menu, () => HttpResponse.json({ data: [], preRelease: [], previewFramework: { preReleaseIds: [] } })),
  ...readFailures('get', SHELL_PATHS.menu),
};

export const sessionHandlers = {
  default: (state: MockState) => http.get(SHELL_PATHS.session, () => HttpResponse.json(createSessionInfo(state.persona))),
  /** Seconds left, for timer stories and e2e. */
  timeLeft: (idleSeconds: number, sessionSeconds: number) =>
    http.get(SHELL_PATHS.session, () => HttpResponse.json({ timeoutLeft: { idleTimeoutLeft: idleSeconds * 1000, sessionTimeoutLeft: sessionSeconds * 1000 }, isFoundation: true })),
  serverError: (status = 500) => http.get(SHELL_PATHS.session, () => errorResponse(status)),
};

/** Happy-path handlers of the shell frame's own calls. */
export const shellFrameHandlers = (state: MockState) => happyPaths(state, [authHandlers, menuHandlers, sessionHandlers]);
