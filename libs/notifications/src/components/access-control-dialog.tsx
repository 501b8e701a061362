import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccessControlMode } from '@soc/api';
import { BusyButton, DialogFrame } from '@soc/ui';
import { useRef, useState } from 'react';

export interface AccessControlDialogProps {
  /** The mode of the access-control update; `null` hides the dialog. */
  mode: AccessControlMode | null;
  /** Mode 1: sign in again (to apply the new permissions). */
  onReLogin: () => void;
  /** Modes 2 and 3: log out. */
  onLogout: () => void;
  /** Mode 1: later. */
  onDismiss: () => void;
  /** A re-login or logout has started (its button shows busy). */
  leaving?: boolean;
}

/**
 * Spec 000 §4.2 access-control update: mode 1 offers to sign in again (and may be put off);
 * modes 2 and 3 leave only logging out. Focus is trapped inside and returned on close.
 */
export function AccessControlDialog({ mode, onReLogin, onLogout, onDismiss, leaving = false }: AccessControlDialogProps) {
  const { t } = useLingui();
  const actionRef = useRef<HTMLButtonElement>(null);
  // Keep the last mode's wording while the dialog closes.
  const [shownMode, setShownMode] = useState(mode);
  if (mode !== null && mode !== shownMode) setShownMode(mode);
  const offersReLogin = (mode ?? shownMode) === 1;
  return (
    <DialogFrame
      open={mode !== null}
      // Escape puts it off like Later, and like Later not while the sign-in is under way.
      onClose={offersReLogin && !leaving ? onDismiss : undefined}
      urgency="urgent"
      size="sm"
      testId="access-control-dialog"
      dataAttributes={{ 'data-mode': mode ?? shownMode ?? undefined }}
      title={<Trans id="NOTIFICATIONS.ACCESS_CONTROL_TITLE">Your access has changed</Trans>}
      description={
        offersReLogin ? (
          <Trans id="NOTIFICATIONS.ACCESS_CONTROL_RELOGIN_MESSAGE">Your permissions were updated. Sign in again to apply them.</Trans>
        ) : (
          <Trans id="NOTIFICATIONS.ACCESS_CONTROL_LOGOUT_MESSAGE">Your access to this console was changed. Sign out to continue.</Trans>
        )
      }
      initialFocusEl={() => actionRef.current}
      footer={
        offersReLogin ? (
          <>
            <Button variant="outline" onClick={onDismiss} disabled={leaving}>
              <Trans id="NOTIFICATIONS.ACCESS_CONTROL_LATER">Later</Trans>
            </Button>
            <BusyButton ref={actionRef} colorPalette="brand" onClick={onReLogin} loading={leaving} loadingText={t({ id: 'NOTIFICATIONS.SIGNING_IN', message: 'Signing in…' })}>
              <Trans id="NOTIFICATIONS.ACCESS_CONTROL_RELOGIN">Sign in again</Trans>
            </BusyButton>
          </>
        ) : (
          <BusyButton ref={actionRef} colorPalette="brand" onClick={onLogout} loading={leaving} loadingText={t({ id: 'NOTIFICATIONS.LOGGING_OUT', message: 'Signing out…' })}>
            <Trans id="NOTIFICATIONS.ACCESS_CONTROL_LOGOUT">Sign out</Trans>
          </BusyButton>
        )
      }
    />
  );
}
