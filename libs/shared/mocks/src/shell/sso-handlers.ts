// Role-management SSO chain (spec 000 §7, menu key 8751): status → internal token → link.
import { http, HttpResponse } from 'msw';
import type { MockState } from '../state.ts';
import { errorResponse, failures, readFailures, readJson } from '../respond.ts';
import { SHELL_CALL_PATHS } from './call-paths.ts';
import { createInternalAuth, createSsoLink, createSsoStatus } from './sso-fixtures.ts';

export const ssoStatusHandlers = {
  default: (_state: MockState) => http.get(SHELL_CALL_PATHS.ssoStatus, () => HttpResponse.json(createSsoStatus())),
  /** Spec 000 §8: the error dialog with status 500. */
  noRedirectUrl: () => http.get(SHELL_CALL_PATHS.ssoStatus, () => HttpResponse.json(createSsoStatus({ redirectUrl: null }))),
  ...failures('get', SHELL_CALL_PATHS.ssoStatus),
};

export const internalAuthHandlers = {
  /** Checks what the spec fixes (request_id, 65 minutes, roleManagement) so a wrong client call fails loudly. */
  default: (_state: MockState) =>
    http.post(SHELL_CALL_PATHS.internalAuth, async ({ request }) => {
      const requestId = new URL(request.url).searchParams.get('request_id');
      const body = await readJson(request);
      if (!requestId) return errorResponse(400, { message: 'request_id is required' });
      if (body.expiryMinutes !== 65 || body.page !== 'roleManagement') return errorResponse(400, { message: 'expiryMinutes 65 and page roleManagement are required' });
      return HttpResponse.json(createInternalAuth());
    }),
  /** Spec 000 §8: 4006031 → SSO modal wording 2, 4006032 → wording 1. */
  internalAuthError: (number: 4006031 | 4006032) => http.post(SHELL_CALL_PATHS.internalAuth, () => errorResponse(400, { number })),
  noToken: () => http.post(SHELL_CALL_PATHS.internalAuth, () => HttpResponse.json({ expiresIn: 3900 })),
  ...failures('post', SHELL_CALL_PATHS.internalAuth),
};

export const ssoLinkHandlers = {
  // The bearer token is not checked: the call table's sample carries no headers, and the API client's
  // own tests assert that the console sends it.
  default: (_state: MockState) =>
    http.get(SHELL_CALL_PATHS.ssoLink, ({ request }) => {
      const accountId = new URL(request.url).searchParams.get('request_id');
      if (!accountId) return errorResponse(400, { message: 'request_id is required' });
      return HttpResponse.json(createSsoLink(accountId));
    }),
  /** Spec 000 §8: the error dialog with status 501. */
  noUrl: () => http.get(SHELL_CALL_PATHS.ssoLink, () => HttpResponse.json(createSsoLink('acc', { url: null }))),
  /** A url the console must not open. */
  hostileUrl: () => http.get(SHELL_CALL_PATHS.ssoLink, () => HttpResponse.json(createSsoLink('acc', { url: 'javascript:alert(document.cookie)' }))),
  ...readFailures('get', SHELL_CALL_PATHS.ssoLink),
};
