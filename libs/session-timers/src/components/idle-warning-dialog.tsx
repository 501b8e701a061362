import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { HourglassIcon } from 'lucide-react';
import { useRef } from 'react';
import { useLastWhileOpen } from '../hooks/use-last-while-open.ts';
import { Countdown } from './countdown.tsx';
import { TimerDialog } from './timer-dialog.tsx';

export interface IdleWarningDialogProps {
  open: boolean;
  /** Seconds until the idle timeout: the 60-second countdown (spec 002 §4, §9). Closing, it keeps the last one shown. */
  secondsLeft: number;
  /** Confirm: the user is still there. */
  onConfirm: () => void;
}

/** Spec 000 §4.7 / spec 002 §4: the idle warning with its 60-second countdown and Confirm. */
export function IdleWarningDialog({ open, secondsLeft, onConfirm }: IdleWarningDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const shownSeconds = useLastWhileOpen(open, secondsLeft);
  return (
    <TimerDialog
      open={open}
      icon={<HourglassIcon size="1em" />}
      title={<Trans id="SESSION.IDLE_WARNING_TITLE">Are you still there?</Trans>}
      description={
        <Trans id="SESSION.IDLE_WARNING_BODY">
          You have been inactive for a while. For your security, you will be signed out when the countdown ends.
        </Trans>
      }
      initialFocusRef={confirmRef}
      onEscape={onConfirm}
      actions={
        <Button ref={confirmRef} type="button" onClick={onConfirm}>
          <Trans id="SESSION.CONFIRM">Confirm</Trans>
        </Button>
      }
    >
      <Countdown secondsLeft={shownSeconds} mode="seconds" />
    </TimerDialog>
  );
}
