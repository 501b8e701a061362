// Small tools the detail-panel fixtures share. Times in these fixtures are ISO strings, always,
// relative to a `now` (FIXED_NOW in stories, the mock backend's clock when it runs).

/** A wire record whose every field may be missing or null, as a lenient server may send it. */
export type Nullable<T> = { [K in keyof T]?: T[K] | null };

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** `now` shifted by whole hours or days, as ISO text. */
export const hoursAgo = (now: number, hours: number) => new Date(now - hours * HOUR).toISOString();
export const daysAgo = (now: number, days: number) => new Date(now - days * DAY).toISOString();
export const daysAhead = (now: number, days: number) => new Date(now + days * DAY).toISOString();

/**
 * The `createX(overrides, ...inputs)` of a record fixture: the full sample `full(...inputs)` with the given
 * fields replaced; omitted inputs take `full`'s own defaults.
 */
export const overridable =
  <A extends unknown[], T extends object>(full: (...inputs: A) => T) =>
  (overrides: Nullable<T> = {}, ...inputs: A): Nullable<T> => ({ ...full(...inputs), ...overrides });

/** The "empty" variant of a record: every field present but null. */
export function nullAll<T extends object>(record: T): Nullable<T> {
  return Object.fromEntries(Object.keys(record).map((key) => [key, null])) as Nullable<T>;
}

/** Deterministic pseudo-random numbers, so fixtures are stable across runs and screenshots. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Markup and script payloads for the hostile variants: a panel must show them as text. Any that ran would
 * set `window.__pwned`.
 */
export const HOSTILE_TEXT = {
  script: '<script>window.__pwned=true</script>',
  img: '<img src=x onerror="window.__pwned=true">',
  link: 'javascript:window.__pwned=true',
  svg: '"><svg onload="window.__pwned=true">',
} as const;

/** A text that makes layouts wrap or truncate. */
export const longText = (word: string, times: number) => Array.from({ length: times }, (_, i) => `${word}${i + 1}`).join('-');

/** Whether an identifier asks the default handlers for the not-found answer (for demos). */
export const wantsNotFound = (id: unknown) => typeof id === 'string' && id.toLowerCase().includes('notfound');
/** Whether an identifier asks the sandbox defaults for the processing answer (for demos). */
export const wantsProcessing = (id: unknown) => typeof id === 'string' && id.toLowerCase().includes('processing');

/** The i-th item of a non-empty list, wrapping around. */
export const cycle = <T>(list: readonly [T, ...T[]], i: number): T => list[i % list.length] ?? list[0];
