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

/**
 * A token the `X-Auth-Token` header can carry: visible ASCII only. Anything else (a non-Latin-1
 * character, a line break, a space) makes `Headers.set` throw before any call leaves.
 */
const HEADER_SAFE_TOKEN = /^[\x21-\x7e]+$/;

/** The stored session token; one that cannot be sent (see above) is no token: the console signs in again. */
export function readToken(storage?: Pick<Storage, 'getItem'>): string | undefined {
  let token: string | null;
  try {
    // `localStorage` is read inside the try: where the browser blocks site data, reading it throws.
    token = (storage ?? localStorage).getItem(STORAGE_KEYS.token);
  } catch {
    return undefined;
  }
  return token && HEADER_SAFE_TOKEN.test(token) ? token : undefined;
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
