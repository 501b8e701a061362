import { neverShowTodayKey, STORAGE_KEYS } from '@soc/api';

/** The storage the upgrade promotion reads and writes (localStorage in the console). */
export type UpgradeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Spec 000 §4.4: "the older upgrade text applies until a fixed date in early 2025 (exact date not
 * shown)". We picked 1 March 2025: before that local day the older text shows, from it on the
 * current one. Compared as local calendar days, like the never-show-today rule.
 */
export const UPGRADE_TEXT_SWITCH_DATE = '2025-03-01';

/** The local calendar day of `now` as `YYYY-MM-DD` (contract §5 `neverShowToday:<name>`). */
export function localDateKey(now: number): string {
  const date = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function usesOlderUpgradeText(now: number): boolean {
  return localDateKey(now) < UPGRADE_TEXT_SWITCH_DATE;
}

/**
 * Spec 000 §4.4 names a feature modal "for the internal test site" without saying how that site is
 * recognised. We take a host label starting with `stg` or `int` followed by `-` or `.`
 * (`stg-console.example.com`, `console.int.example.com`, `console.stg-eu.example.com`) as the
 * staging and integration sites; `integration.example.com` or `mystg.example.com` are not.
 */
const INTERNAL_TEST_SITE_HOST = /(^|\.)(stg|int)[-.]/i;

export function isInternalTestSite(hostname: string): boolean {
  return INTERNAL_TEST_SITE_HOST.test(hostname);
}

/** The `<name>` of the feature modal's never-show-today key. */
export const FEATURE_MODAL_NAME = 'featureModal';

function read(storage: UpgradeStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: UpgradeStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage full or blocked: the choice holds for this page view only.
  }
}

/** The never-show choice was made today (local day); tomorrow the modal shows again. */
export function isSuppressedToday(name: string, now: number, storage: UpgradeStorage): boolean {
  return read(storage, neverShowTodayKey(name)) === localDateKey(now);
}

export function suppressForToday(name: string, now: number, storage: UpgradeStorage): void {
  write(storage, neverShowTodayKey(name), localDateKey(now));
}

/** The close-alert modal's "don't show this banner again" choice, kept in this browser (contract §5). */
export function readNoUpgradeBanner(storage: UpgradeStorage): boolean {
  const value = read(storage, STORAGE_KEYS.noUpgradeBanner);
  return value !== null && value !== '' && value !== 'false' && value !== '0';
}

export function storeNoUpgradeBanner(storage: UpgradeStorage): void {
  write(storage, STORAGE_KEYS.noUpgradeBanner, 'true');
}

/**
 * `POST noUpgradeBanner` takes a `prefix` the specification does not define. The `promotion` of
 * `GET notification` names it when the server sends one; otherwise the foundation upgrade's.
 */
export const DEFAULT_UPGRADE_PREFIX = 'foundation';

export function promotionPrefix(promotion: unknown): string {
  if (promotion && typeof promotion === 'object') {
    const prefix = (promotion as Record<string, unknown>)['prefix'];
    if (typeof prefix === 'string' && prefix.trim() !== '') return prefix;
  }
  return DEFAULT_UPGRADE_PREFIX;
}

/** Spec 000 §6: the banner's link to the time-zone settings needs the console permission, else 403. */
const UPGRADE_ROUTES = { timezone: '/admin/timezone', forbidden: '/users/403' } as const;

export function timezoneLinkPath(canOpen: boolean): string {
  return canOpen ? UPGRADE_ROUTES.timezone : UPGRADE_ROUTES.forbidden;
}
