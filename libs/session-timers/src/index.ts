// Public API of the idle and session timers (spec 000 §4.7–4.8, spec 002 §4).
export { SessionTimers } from './components/session-timers.tsx';
export type { SessionTimersProps } from './components/session-timers.tsx';
export { SessionTimersView } from './components/session-timers-view.tsx';
export type { SessionTimersViewProps } from './components/session-timers-view.tsx';
export { IdleWarningDialog } from './components/idle-warning-dialog.tsx';
export type { IdleWarningDialogProps } from './components/idle-warning-dialog.tsx';
export { SessionWarningDialog } from './components/session-warning-dialog.tsx';
export type { SessionWarningDialogProps } from './components/session-warning-dialog.tsx';
export { TimeoutDialog, TIMEOUT_REASONS } from './components/timeout-dialog.tsx';
export type { TimeoutDialogProps } from './components/timeout-dialog.tsx';
export { useSessionTimers } from './hooks/use-session-timers.ts';
export type { SessionTimers as SessionTimersState } from './hooks/use-session-timers.ts';
export { SessionTimerEngine, reportActivity, secondsUntil } from './model/timer-engine.ts';
export type { Clock, Scheduler, SessionSample, SessionTimerDeps, TimeoutReason, TimersSnapshot, TimersView } from './model/timer-engine.ts';
export { ACTIVITY_EVENTS, ACTIVITY_MESSAGE_TYPE, TIMEOUT_SETTINGS_EVENT, browserEnvironment } from './model/browser-environment.ts';
export type { TimerEnvironment } from './model/browser-environment.ts';
export { TAB_CHANNEL_NAME, TAB_STORAGE_KEY, createTabChannel } from './model/tab-channel.ts';
export type { TabChannel, TabMessage } from './model/tab-channel.ts';
export {
  TICK_MS,
  WARNING_THRESHOLD_S,
  SESSION_WARNING_WINDOW_S,
  SESSION_REFRESH_MS,
  SESSION_REFRESH_DEBOUNCE_MS,
  IDLE_ACTIVITY_DEBOUNCE_MS,
  IDLE_WARNING_COUNTDOWN_S,
} from './model/phases.ts';
