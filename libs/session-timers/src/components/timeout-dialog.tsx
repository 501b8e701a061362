import { Button } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogInIcon, LockIcon, RotateCwIcon } from 'lucide-react';
import { useRef } from 'react';
import type { TimeoutReason } from '../model/timer-engine.ts';
import { TimerDialog } from './timer-dialog.tsx';

const TITLES: Record<TimeoutReason, MessageDescriptor> = {
  idle: msg({ id: 'SESSION.IDLE_TIMEOUT_TITLE', message: 'You were signed out' }),
  session: msg({ id: 'SESSION.SESSION_TIMEOUT_TITLE', message: 'Your session has expired' }),
  signedOut: msg({ id: 'SESSION.SIGNED_OUT_TITLE', message: 'You signed out' }),
  signedInElsewhere: msg({ id: 'SESSION.SIGNED_IN_ELSEWHERE_TITLE', message: 'You signed in again' }),
};

const BODIES: Record<TimeoutReason, MessageDescriptor> = {
  idle: msg({ id: 'SESSION.IDLE_TIMEOUT_BODY', message: 'You were inactive for too long. Sign in again to continue.' }),
  session: msg({ id: 'SESSION.SESSION_TIMEOUT_BODY', message: 'Your session has timed out. Sign in again to continue.' }),
  signedOut: msg({ id: 'SESSION.SIGNED_OUT_BODY', message: 'You signed out in another tab or window. Sign in again to continue.' }),
  signedInElsewhere: msg({ id: 'SESSION.SIGNED_IN_ELSEWHERE_BODY', message: 'You signed in again in another tab or window, perhaps as another user or company. Reload this page to continue with that sign-in.' }),
};

export interface TimeoutDialogProps {
  open: boolean;
  reason: TimeoutReason;
  /** The only way out: sign in again (after a sign-in elsewhere: reload in that session). */
  onSignIn: () => void;
}

/**
 * The idle-timeout and session-timeout views (spec 000 §4.7–4.8): sign-in only, cannot be closed. The
 * ended session's page is covered, not dimmed: on a shared or unattended screen it is no longer readable.
 */
export function TimeoutDialog({ open, reason, onSignIn }: TimeoutDialogProps) {
  const { i18n } = useLingui();
  const signInRef = useRef<HTMLButtonElement>(null);
  return (
    <TimerDialog
      open={open}
      tone="error"
      icon={<LockIcon size="1em" />}
      title={i18n._(TITLES[reason])}
      description={i18n._(BODIES[reason])}
      initialFocusRef={signInRef}
      backdrop="opaque"
      actions={
        <Button ref={signInRef} type="button" onClick={onSignIn}>
          {reason === 'signedInElsewhere' ? (
            <>
              <RotateCwIcon aria-hidden="true" />
              <Trans id="SESSION.RELOAD">Reload</Trans>
            </>
          ) : (
            <>
              <LogInIcon aria-hidden="true" />
              <Trans id="SESSION.SIGN_IN">Sign in</Trans>
            </>
          )}
        </Button>
      }
    />
  );
}
