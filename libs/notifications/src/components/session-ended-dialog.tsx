import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { sentenceGap } from '@soc/i18n';
import { SoleActionDialog } from './sole-action-dialog.tsx';

export interface SessionEndedDialogProps {
  open: boolean;
  /** Seconds until the forced logout. */
  secondsLeft: number;
  /** OK: log out now. */
  onConfirm: () => void;
  /** The logout has started (OK shows busy). */
  leaving?: boolean;
}

/**
 * Spec 000 §4.2: the single-sign-on service ended this session; the console logs out after the
 * countdown or when OK is pressed. It cannot be dismissed otherwise; focus stays inside.
 */
export function SessionEndedDialog({ open, secondsLeft, onConfirm, leaving = false }: SessionEndedDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <SoleActionDialog
      open={open}
      testId="session-ended-dialog"
      title={<Trans id="NOTIFICATIONS.SSO_LOGOUT_TITLE">Your session has ended</Trans>}
      description={
        <>
          <Trans id="NOTIFICATIONS.SSO_LOGOUT_MESSAGE">You were signed out by the single sign-on service.</Trans>
          {sentenceGap(i18n.locale)}
          <Plural
            id="NOTIFICATIONS.SSO_LOGOUT_COUNTDOWN"
            value={secondsLeft}
            one="The console will sign you out in # second."
            other="The console will sign you out in # seconds."
          />
        </>
      }
      actionLabel={<Trans id="NOTIFICATIONS.SSO_LOGOUT_OK">OK</Trans>}
      onAction={onConfirm}
      busy={leaving}
      busyLabel={t({ id: 'NOTIFICATIONS.LOGGING_OUT', message: 'Signing out…' })}
    />
  );
}
