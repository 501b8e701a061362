// Public API of the API client: the request core, the HTTP error policy, and one section per domain.
export { newTraceId } from './client/url.ts';
export { ApiError, ResponseShapeError, NetworkError, NoRecordError, traceIdOf } from './client/errors.ts';
export { toLoadState, toQueryErrorState, toQueryState, toSubmitState } from './client/query-state.ts';
export type { LazyLoadState, LoadState, QueryErrorState, QueryState, SubmitState } from './client/query-state.ts';
export { useSingleFlight } from './hooks/use-single-flight.ts';
export { configureHttpPolicy, decidePolicy, returnAddress, signInUrl } from './client/http-policy.ts';
export type { HttpNotice, HttpPolicyEffects } from './client/http-policy.ts';
export { STORAGE_KEYS, neverShowTodayKey, readToken, readStoredJson } from './client/storage.ts';
export { onSessionTokenChangedElsewhere } from './client/token-elsewhere.ts';
export type { SessionTokenChange } from './client/token-elsewhere.ts';
export { logout } from './client/logout.ts';
export { endSession, onSessionEnd } from './client/session-end.ts';
export type { LogoutReason } from './client/logout.ts';
export * from './shell.ts';
export * from './notifications.ts';
export * from './dialogs.ts';
export * from './simulation.ts';
export * from './detail-panels.ts';
