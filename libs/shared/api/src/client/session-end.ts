// Ending the session in this browser (contract §5). Every way out of the console — Sign out in the
// user menu, Leave demo, HTTP 406 and 401/4011403, the socket's SSO logout and access-control modes
// 2 and 3, Cancel on the terms, the idle and session timeouts — calls `endSession` before it
// navigates, so nothing the session stored outlives it on a shared machine.
import { stopHttpPolicy } from './http-policy.ts';
import { STORAGE_KEYS } from './storage.ts';

/**
 * What the signed-in session stored: the token, the auth data the shell caches, and the user's
 * search keywords. Everything else is the browser's preferences and stays: the language, the colour
 * mode, `neverShowToday:*` flags and the "don't show again" choices (`mfaReminder:dontShow`,
 * `noUpgradeBanner`).
 */
export const SESSION_STORAGE_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.username,
  STORAGE_KEYS.role,
  STORAGE_KEYS.advancedInfo,
  STORAGE_KEYS.consoleSettings,
  STORAGE_KEYS.allowedIds,
  STORAGE_KEYS.searchHistory,
] as const;

const cleanups = new Set<() => void>();

/**
 * Registers what else the session leaves in memory (the app's query cache); returns the
 * unregister. The data-access layer does not know the app's caches, the app tells it.
 */
export function onSessionEnd(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Forgets the session: its storage keys, then every registered cache. Errors of calls still in
 * flight no longer act (the console is leaving; a late 401 must not start a second navigation).
 */
export function endSession(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  stopHttpPolicy();
  for (const key of SESSION_STORAGE_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage that cannot be written (disabled, private mode) holds nothing to forget.
    }
  }
  for (const cleanup of [...cleanups]) {
    try {
      cleanup();
    } catch {
      // One failing cache must not keep the others, or the navigation, from happening.
    }
  }
}
