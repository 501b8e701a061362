// The user's own settings: activity, language, landing page.
import { http, HttpResponse } from 'msw';
import type { MockState } from '../state.ts';
import { aBoolean, errorResponse, failures, oneFieldPost, readFailures, requiredText } from '../respond.ts';
import { SHELL_CALL_PATHS } from './call-paths.ts';
import { createLandingPage } from './call-fixtures.ts';

export const activeStatusHandlers = {
  default: (_state: MockState) => oneFieldPost(SHELL_CALL_PATHS.activeStatus, 'isActive', aBoolean),
  /** Spec 000 §7: a failure stops idle tracking. */
  serverError: (status = 500) => http.post(SHELL_CALL_PATHS.activeStatus, () => errorResponse(status)),
};

export const languageHandlers = {
  /** Stores the language so a reload (spec 000 §7 "store language and reload page") sees it. */
  default: (state: MockState) =>
    oneFieldPost(SHELL_CALL_PATHS.language, 'lang', requiredText, (lang) => {
      state.language = lang;
    }),
  ...failures('post', SHELL_CALL_PATHS.language),
};

export const landingPageHandlers = {
  default: (state: MockState) => http.get(SHELL_CALL_PATHS.landingPage, () => HttpResponse.json(createLandingPage(state))),
  /** Spec 002 §8: no id → /users/started?from=5. */
  noId: () => http.get(SHELL_CALL_PATHS.landingPage, () => HttpResponse.json({ id: null })),
  /** Spec 002 §8: an id no menu item has → from=3. */
  unknownItem: () => http.get(SHELL_CALL_PATHS.landingPage, () => HttpResponse.json({ id: '99999' })),
  /** '602' is the external Cloud App Security link (`/nojump`), opened in a new tab. */
  external: () => http.get(SHELL_CALL_PATHS.landingPage, () => HttpResponse.json({ id: '602' })),
  /** Spec 002 §8: failure → from=6. */
  ...readFailures('get', SHELL_CALL_PATHS.landingPage),
};
