// Small shared utilities with no UI and no data access: IPv4 rules, full-width input made half-width, clocks, the ticking "now", a load made once, a new window without opener, text made well-formed (no lone surrogates).
export { DEC_OCTET, isIpv4, isPrivateIpv4 } from './ipv4.ts';
export { browserTimeouts, calendarDayParts, isDateMs, isShownTimeMs, MAX_DATE_MS, secondsUntil, systemClock } from './clock.ts';
export { isPlainObject } from './plain-object.ts';
export { capLabel, MAX_LABEL_LENGTH } from './label.ts';
export { trimBlank } from './trim-blank.ts';
export { hasHiddenCharacters, splitHidden, visibleText } from './hidden-characters.ts';
export { wellFormed } from './well-formed.ts';
export { toHalfWidth } from './half-width.ts';
export type { Clock, Timeouts } from './clock.ts';
export { useNow } from './hooks/use-now.ts';
export { loadOnce } from './load-once.ts';
export { openInNewWindow } from './open-in-new-window.ts';
export { browserIdleEnv, runWhenIdle } from './run-when-idle.ts';
export type { IdleEnv } from './run-when-idle.ts';
