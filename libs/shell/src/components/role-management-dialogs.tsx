import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { DialogFrame, TraceId, type DialogUrgency } from '@soc/ui';
import type { RoleManagementState } from '../hooks/use-role-management-launcher.ts';

/** Spec 000 §8/§9: the SSO error dialog is 452 px wide. */
const SSO_ERROR_DIALOG_WIDTH = 452;

type Status = RoleManagementState['status'];

/** The single-sign-on error dialog (spec 000 §8): the error subtitle, the common error with its code. */
function SsoErrorTitle() {
  return <Trans id="SSO.ERROR_SUBTITLE">Single sign-on failed</Trans>;
}
function SsoErrorBody({ state }: { state: RoleManagementState }) {
  const errorCode = state.status === 'errorDialog' ? state.errorCode : undefined;
  const traceId = state.status === 'errorDialog' ? state.traceId : undefined;
  return (
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
  );
}

/** The SSO modal of spec 000 §8 for the two internal-auth refusals: wording 1 (4006032) or 2 (4006031). */
function SsoWordingTitle() {
  return <Trans id="SSO.MODAL_TITLE">Role management</Trans>;
}
function SsoWordingBody({ state }: { state: RoleManagementState }) {
  return (
    <Text>
      {state.status === 'ssoModal' && state.wording === 2 ? (
        <Trans id="SSO.WORDING_2">
          Your account is not allowed to open role management through single sign-on. Ask a master administrator of your company to give your role access to role management.
        </Trans>
      ) : (
        <Trans id="SSO.WORDING_1">
          Single sign-on to role management is not set up for your company yet. Try again later; if this continues, ask your administrator to finish the single sign-on setup.
        </Trans>
      )}
    </Text>
  );
}

interface SsoDialogSpec {
  /** The launcher state that opens the dialog. */
  status: Status;
  /** `urgent`: an `alertdialog` (focus starts on its ×, a click outside does not close it). */
  urgency: DialogUrgency;
  Title: ComponentType;
  Body: ComponentType<{ state: RoleManagementState }>;
}

/** The dialogs a role-management launch can end with, as data: one frame renders them all. */
const SSO_DIALOGS: readonly SsoDialogSpec[] = [
  { status: 'errorDialog', urgency: 'urgent', Title: SsoErrorTitle, Body: SsoErrorBody },
  { status: 'ssoModal', urgency: 'normal', Title: SsoWordingTitle, Body: SsoWordingBody },
];

/** Shows what `useRoleManagementLauncher` ended with: the SSO error dialog or the SSO modal. */
export function RoleManagementDialogs({ state, onClose }: { state: RoleManagementState; onClose: () => void }) {
  return (
    <>
      {SSO_DIALOGS.map(({ status, urgency, Title, Body }) => (
        <DialogFrame
          key={status}
          open={state.status === status}
          onClose={onClose}
          urgency={urgency}
          // Both dialogs show the ×, the error dialog too.
          closeButton
          title={<Title />}
          size={SSO_ERROR_DIALOG_WIDTH}
          footer={
            <Button onClick={onClose}>
              <Trans id="COMMON.CLOSE">Close</Trans>
            </Button>
          }
        >
          <Body state={state} />
        </DialogFrame>
      ))}
    </>
  );
}
