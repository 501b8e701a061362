import { SessionTimers } from '@soc/session-timers';

/** The idle and session timers and their dialogs (spec 000 §4.7–4.8), mounted once in the frame. */
export function SessionTimersSlot() {
  return <SessionTimers />;
}
