import type { TimersView } from '../model/timer-engine.ts';
import { IdleWarningDialog } from './idle-warning-dialog.tsx';
import { SessionWarningDialog } from './session-warning-dialog.tsx';
import { TimeoutDialog } from './timeout-dialog.tsx';

export interface SessionTimersViewProps {
  view: TimersView;
  onConfirmIdle: () => void;
  onContinueSession: () => void;
  onSignOut: () => void;
  onSignIn: () => void;
}

/** Shows the dialog the timers' view asks for; the others stay closed (and unmounted). */
export function SessionTimersView({ view, onConfirmIdle, onContinueSession, onSignOut, onSignIn }: SessionTimersViewProps) {
  return (
    <>
      <IdleWarningDialog open={view.kind === 'idleWarning'} secondsLeft={view.kind === 'idleWarning' ? view.secondsLeft : 0} onConfirm={onConfirmIdle} />
      <SessionWarningDialog
        open={view.kind === 'sessionWarning'}
        secondsLeft={view.kind === 'sessionWarning' ? view.secondsLeft : 0}
        onContinue={onContinueSession}
        onSignOut={onSignOut}
      />
      <TimeoutDialog open={view.kind === 'timedOut'} reason={view.kind === 'timedOut' ? view.reason : 'session'} onSignIn={onSignIn} />
    </>
  );
}
