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

export function readToken(storage: Pick<Storage, 'getItem'> = localStorage): string | undefined {
  try {
    return storage.getItem(STORAGE_KEYS.token) || undefined;
  } catch {
    return undefined;
  }
}

/** Parses a JSON value from storage; anything unreadable is `undefined`, never a throw. */
export function readStoredJson(key: string, storage: Pick<Storage, 'getItem'> = localStorage): unknown {
  try {
    const raw = storage.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}
