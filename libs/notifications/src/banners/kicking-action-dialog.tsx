import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { SoleActionDialog } from '../components/sole-action-dialog.tsx';

export interface KickingActionDialogProps {
  open: boolean;
  /** The only way on: sign out. */
  onSignOut: () => void;
  /** Sign-out has started (the button shows busy). */
  leaving?: boolean;
}

/**
 * `modal.isKickingAction` of `GET notification` (spec 000 §3): the account must act before it can go
 * on using the console. The specification does not say which action, so the dialog says only that,
 * and cannot be dismissed; signing out is the way out. Focus stays inside; no animation.
 */
export function KickingActionDialog({ open, onSignOut, leaving = false }: KickingActionDialogProps) {
  const { t } = useLingui();
  return (
    <SoleActionDialog
      open={open}
      testId="kicking-action-dialog"
      icon={<ShieldAlert size="1em" />}
      tone="error"
      title={<Trans id="BANNER.KICKING_TITLE">Action required on your account</Trans>}
      description={
        <Trans id="BANNER.KICKING_MESSAGE">
          Your account cannot keep using the console until a required action is completed. Contact your company's administrator for help.
        </Trans>
      }
      actionLabel={<Trans id="BANNER.KICKING_SIGN_OUT">Sign out</Trans>}
      onAction={onSignOut}
      busy={leaving}
      busyLabel={t({ id: 'BANNER.KICKING_SIGNING_OUT', message: 'Signing out…' })}
    />
  );
}
