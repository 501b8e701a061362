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
