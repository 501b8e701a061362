import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ClockAlertIcon, LogOutIcon } from 'lucide-react';
import { useRef } from 'react';
import { isExactSecondsMode } from '../model/phases.ts';
import { useLastWhileOpen } from '../hooks/use-last-while-open.ts';
import { Countdown } from './countdown.tsx';
import { TimerDialog } from './timer-dialog.tsx';

export interface SessionWarningDialogProps {
  open: boolean;
  /** Seconds until the session ends: m:ss above 60, exact seconds at 60 or less (spec 002 §4). Closing, it keeps the last one shown. */
  secondsLeft: number;
  /** Continue session: continues above 60 s, only hides at 60 s or less. */
  onContinue: () => void;
  /** Sign out: re-authentication. */
  onSignOut: () => void;
}

/** Spec 000 §4.8 / spec 002 §4: the session warning with Continue session and Sign out. */
export function SessionWarningDialog({ open, secondsLeft, onContinue, onSignOut }: SessionWarningDialogProps) {
  const continueRef = useRef<HTMLButtonElement>(null);
  const shownSeconds = useLastWhileOpen(open, secondsLeft);
  return (
    <TimerDialog
      open={open}
      icon={<ClockAlertIcon size="1em" />}
      title={<Trans id="SESSION.SESSION_WARNING_TITLE">Your session is about to expire</Trans>}
      description={
        <Trans id="SESSION.SESSION_WARNING_BODY">
          For your security, your session ends when the countdown reaches zero. Continue the session to keep working, or sign out now.
        </Trans>
      }
      initialFocusRef={continueRef}
      onEscape={onContinue}
      actions={
        <>
          <Button type="button" variant="outline" onClick={onSignOut}>
            <LogOutIcon aria-hidden="true" />
            <Trans id="SESSION.SIGN_OUT">Sign out</Trans>
          </Button>
          <Button ref={continueRef} type="button" onClick={onContinue}>
            <Trans id="SESSION.CONTINUE">Continue session</Trans>
          </Button>
        </>
      }
    >
      <Countdown secondsLeft={shownSeconds} mode={isExactSecondsMode(shownSeconds) ? 'seconds' : 'minutes'} />
    </TimerDialog>
  );
}
