// Spec 000 §4.7–4.8, §9 and spec 002 §4: when the idle and session warnings show.
export const TICK_MS = 1000;
export const WARNING_THRESHOLD_S = 60;
export const SESSION_WARNING_WINDOW_S = { from: 280, to: 300 } as const;
export const SESSION_REFRESH_MS = 60_000;
export const SESSION_REFRESH_DEBOUNCE_MS = 500;
export const IDLE_ACTIVITY_DEBOUNCE_MS = 5000;
/**
 * Activity without a 5 s pause is still posted once a minute: the server's idle clock runs on what it
 * hears, so someone typing for longer than the idle period must not time out on the server.
 */
export const IDLE_ACTIVITY_MAX_WAIT_MS = 60_000;

export type IdlePhase = 'active' | 'warning' | 'timedOut';
export type SessionPhase = 'quiet' | 'warning' | 'timedOut';

/** Idle: a warning at 60 s or less, the idle-timeout view at 0. */
export function idlePhase(idleLeftS: number): IdlePhase {
  if (idleLeftS <= 0) return 'timedOut';
  return idleLeftS <= WARNING_THRESHOLD_S ? 'warning' : 'active';
}

/** Session: a warning under 60 s and between 280 and 300 s, unless the user chose to continue. */
export function sessionPhase(sessionLeftS: number, continued: boolean): SessionPhase {
  if (sessionLeftS <= 0) return 'timedOut';
  if (continued) return 'quiet';
  const inWindow = sessionLeftS >= SESSION_WARNING_WINDOW_S.from && sessionLeftS <= SESSION_WARNING_WINDOW_S.to;
  return sessionLeftS < WARNING_THRESHOLD_S || inWindow ? 'warning' : 'quiet';
}

/** The session dialog counts exact seconds at 60 s or less (spec 002 §4). */
export function isExactSecondsMode(sessionLeftS: number): boolean {
  return sessionLeftS <= WARNING_THRESHOLD_S;
}
