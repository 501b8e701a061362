// Spec 000 §4.2 / §9: reconnect delay 3 s growing ×1.8 up to 70 s, divided by 1.2 after a
// successful open, never below 3 s. Ping every 90 s; forced-logout countdown 90 s.
export const INITIAL_RECONNECT_MS = 3000;
export const MAX_RECONNECT_MS = 70_000;
const RECONNECT_GROWTH = 1.8;
const RECONNECT_SHRINK = 1.2;
export const PING_INTERVAL_MS = 90_000;
export const SSO_LOGOUT_COUNTDOWN_MS = 90_000;

/** The delay after the next close, given the delay used for this one. */
export function growDelay(current: number): number {
  return Math.min(current * RECONNECT_GROWTH, MAX_RECONNECT_MS);
}

/** The delay to use after a socket opened successfully. */
export function shrinkDelay(current: number): number {
  return Math.max(current / RECONNECT_SHRINK, INITIAL_RECONNECT_MS);
}
