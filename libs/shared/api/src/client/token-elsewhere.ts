import { readToken, STORAGE_KEYS } from './storage.ts';

/**
 * What another tab did to the session token (contract §5 `token`, shared by every tab): removed it
 * (signed out, or cleared storage), or replaced it (signed in again, perhaps as another user or
 * company — this tab's calls would carry the new session under the old one's header and menu).
 */
export type SessionTokenChange = 'removed' | 'replaced';

/**
 * Calls `listener` when another tab removes or replaces the session token this tab holds. The one
 * rule for "the session was ended elsewhere" the timers and the socket share.
 */
export function onSessionTokenChangedElsewhere(win: Window, listener: (change: SessionTokenChange) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    // `key: null` is `localStorage.clear()`: it names no values, so the tab's own and the stored are compared.
    const before = event.key === null ? held : validOrUndefined(event.oldValue);
    const after = event.key === null ? readToken(win.localStorage) : validOrUndefined(event.newValue);
    held = after;
    if (before === undefined || before === after) return;
    listener(after === undefined ? 'removed' : 'replaced');
  };
  let held = readToken(win.localStorage);
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/** A stored value as `readToken` would read it. */
function validOrUndefined(value: string | null): string | undefined {
  return readToken({ getItem: () => value });
}
