import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SsoModalWording } from '@soc/api';
import { TraceId } from '@soc/ui';
import type { RoleManagementState } from '../hooks/use-role-management-launcher.ts';

/** Spec 000 §8/§9: the SSO error dialog is 452 px wide. */
export const SSO_ERROR_DIALOG_WIDTH = 452;

export interface SsoErrorDialogProps {
  open: boolean;
  /** 500 (no redirect url), 501 (no SSO url) or the HTTP status; absent for a plain error. */
  errorCode?: number;
  traceId?: string;
  onClose: () => void;
}

/** The single-sign-on error dialog (spec 000 §8): the error subtitle, the common error with its code, a close button. */
export function SsoErrorDialog({ open, errorCode, traceId, onClose }: SsoErrorDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${SSO_ERROR_DIALOG_WIDTH}px`} maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title><Trans id="SSO.ERROR_SUBTITLE">Single sign-on failed</Trans></Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text>
                  {errorCode !== undefined ? (
                    <Trans id="SSO.COMMON_ERROR_CODE">common error (Error code: {errorCode})</Trans>
                  ) : (
                    <Trans id="SSO.COMMON_ERROR">common error</Trans>
                  )}
                </Text>
                {traceId && <TraceId value={traceId} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button><Trans id="COMMON.CLOSE">Close</Trans></Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'COMMON.CLOSE', message: 'Close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface SsoWordingDialogProps {
  /** Wording 1 (internal auth 4006032) or 2 (4006031); `undefined` closes the dialog. */
  wording: SsoModalWording | undefined;
  onClose: () => void;
}

/** The SSO modal of spec 000 §8 for the two internal-auth refusals. */
export function SsoWordingDialog({ wording, onClose }: SsoWordingDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={wording !== undefined} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${SSO_ERROR_DIALOG_WIDTH}px`} maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title><Trans id="SSO.MODAL_TITLE">Role management</Trans></Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {wording === 2 ? (
                  <Trans id="SSO.WORDING_2">
                    Your account is not allowed to open role management through single sign-on. Ask a master administrator of your company to give your role access to role management.
                  </Trans>
                ) : (
                  <Trans id="SSO.WORDING_1">
                    Single sign-on to role management is not set up for your company yet. Try again later; if this continues, ask your administrator to finish the single sign-on setup.
                  </Trans>
                )}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button><Trans id="COMMON.CLOSE">Close</Trans></Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'COMMON.CLOSE', message: 'Close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Shows what `useRoleManagementLauncher` ended with: the SSO error dialog or the SSO modal. */
export function RoleManagementDialogs({ state, onClose }: { state: RoleManagementState; onClose: () => void }) {
  return (
    <>
      <SsoErrorDialog
        open={state.status === 'errorDialog'}
        errorCode={state.status === 'errorDialog' ? state.errorCode : undefined}
        traceId={state.status === 'errorDialog' ? state.traceId : undefined}
        onClose={onClose}
      />
      <SsoWordingDialog wording={state.status === 'ssoModal' ? state.wording : undefined} onClose={onClose} />
    </>
  );
}
