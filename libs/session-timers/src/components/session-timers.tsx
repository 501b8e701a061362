import { useSessionTimers } from '../hooks/use-session-timers.ts';
import type { SessionTimerDeps } from '../model/timer-engine.ts';
import { SessionTimersView } from './session-timers-view.tsx';

export interface SessionTimersProps {
  /** Replaces the engine's collaborators (tests); production uses the defaults. */
  deps?: Partial<SessionTimerDeps>;
}

/** The idle and session timers of the signed-in console and their dialogs. Mount once. */
export function SessionTimers({ deps }: SessionTimersProps) {
  const timers = useSessionTimers(deps);
  return (
    <SessionTimersView
      view={timers.view}
      onConfirmIdle={timers.confirmIdle}
      onContinueSession={timers.continueSession}
      onSignOut={timers.signOut}
      onSignIn={timers.signIn}
    />
  );
}
