// Public API of the API client: the request core, the HTTP error policy, and one section per domain.
export { request, buildUrl, newTraceId } from './client/request.ts';
export type { RequestOptions, QueryValue } from './client/request.ts';
export { ApiError, ResponseShapeError, NetworkError, isRequestError, traceIdOf } from './client/errors.ts';
export { isHttpNotFound, SUBMIT_IDLE, SUBMITTING, submitFailed, toQueryErrorState, toQueryState, toSubmitState } from './client/query-state.ts';
export type { QueryErrorState, QueryState, QueryStatus, SubmitState, ToQueryStateOptions } from './client/query-state.ts';
export type { RequestError } from './client/errors.ts';
export {
  configureHttpPolicy,
  decidePolicy,
  reportHttpError,
  signInUrl,
  REDIRECT_AFTER_401_MS,
} from './client/http-policy.ts';
export type { HttpNotice, HttpPolicyEffects, PolicyAction } from './client/http-policy.ts';
export { STORAGE_KEYS, neverShowTodayKey, readToken, readStoredJson } from './client/storage.ts';
export { V3, v3 } from './client/paths.ts';
export { logout, LOGOUT_HANDSHAKE_TIMEOUT_MS } from './client/logout.ts';
export { endSession, onSessionEnd, SESSION_STORAGE_KEYS } from './client/session-end.ts';
export type { LogoutReason, LogoutDeps } from './client/logout.ts';
export * from './shell.ts';
export * from './notifications.ts';
export * from './dialogs.ts';
export * from './simulation.ts';
export * from './detail-panels.ts';
