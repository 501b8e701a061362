// Browser storage keys of contract §5, in one place.
export const STORAGE_KEYS = {
  token: 'token',
  username: 'username',
  role: 'role',
  language: 'language',
  advancedInfo: 'advancedInfo',
  consoleSettings: 'consoleSettings',
  allowedIds: 'allowedIds',
  searchHistory: 'searchHistory',
  mfaReminderDontShow: 'mfaReminder:dontShow',
  noUpgradeBanner: 'noUpgradeBanner',
} as const;

export const neverShowTodayKey = (name: string) => `neverShowToday:${name}`;

export function readToken(storage?: Pick<Storage, 'getItem'>): string | undefined {
  try {
    // `localStorage` is read inside the try: where the browser blocks site data, reading it throws.
    return (storage ?? localStorage).getItem(STORAGE_KEYS.token) || undefined;
  } catch {
    return undefined;
  }
}

/** Parses a JSON value from storage; anything unreadable is `undefined`, never a throw. */
export function readStoredJson(key: string, storage?: Pick<Storage, 'getItem'>): unknown {
  try {
    const raw = (storage ?? localStorage).getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Calls `listener` when another tab removes the session token: signs out, or clears storage (a
 * `storage` event with a null key). The one rule for "signed out elsewhere" the timers and the socket share.
 */
export function onTokenRemovedElsewhere(win: Window, listener: () => void): () => void {
  const hadToken = !!readToken(win.localStorage);
  const onStorage = (event: StorageEvent) => {
    const removed = event.key === STORAGE_KEYS.token ? !event.newValue && !!event.oldValue : event.key === null && hadToken && !readToken(win.localStorage);
    if (removed) listener();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
