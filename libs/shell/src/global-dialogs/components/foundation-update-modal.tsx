import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLinkIcon } from 'lucide-react';
import type { SubmitState } from '@soc/api';
import { useUserType } from '@soc/rbac';
import { BusyButton } from '@soc/ui';
import { apiLanguage } from '../model/language.ts';
import { useUpgradeLauncher } from '../hooks/use-upgrade-launcher.ts';
import { GlobalDialogFrame } from './global-dialog-frame.tsx';
import { SubmitFailedAlert } from './submit-failed-alert.tsx';

const FOUNDATION_UPDATE_WIDTH = 520;

export interface FoundationUpdateModalProps {
  open: boolean;
  onClose: () => void;
  /** Only the root account may start the update (spec 000 §4.4). */
  canStart: boolean;
  launch: SubmitState;
  onStart: () => void;
}

/**
 * `showFoundationUpdate` (spec 002 §2.1): says what is needed and, for the root account, opens the
 * upgrade flow in a new window. The promotion itself (banner, step modals) belongs to the banners.
 */
export function FoundationUpdateModal({ open, onClose, canStart, launch, onStart }: FoundationUpdateModalProps) {
  const { t } = useLingui();
  return (
    <GlobalDialogFrame
      open={open}
      onClose={onClose}
      title={t({ id: 'DIALOG.FOUNDATION_TITLE', message: 'Upgrade to Foundation Services' })}
      width={FOUNDATION_UPDATE_WIDTH}
      dismissLabel={<Trans id="COMMON.CLOSE">Close</Trans>}
      footer={
        canStart ? (
          <BusyButton onClick={onStart} loading={launch.status === 'submitting'} loadingText={t({ id: 'DIALOG.FOUNDATION_OPENING', message: 'Opening…' })}>
            <Trans id="DIALOG.FOUNDATION_START">Open the upgrade page</Trans>
            <ExternalLinkIcon aria-hidden="true" />
          </BusyButton>
        ) : undefined
      }
    >
      <Stack gap="3">
        <Text>
          <Trans id="DIALOG.FOUNDATION_BODY">
            This feature is available after your company is upgraded to Foundation Services, the shared account, role and license management of this console.
          </Trans>
        </Text>
        <Text color="fg.muted">
          {canStart ? (
            <Trans id="DIALOG.FOUNDATION_ROOT">The upgrade page opens in a new window.</Trans>
          ) : (
            <Trans id="DIALOG.FOUNDATION_NOT_ROOT">Only the root account of your company can start the upgrade. Ask the root account holder to upgrade.</Trans>
          )}
        </Text>
        {launch.status === 'failed' ? <SubmitFailedAlert traceId={launch.traceId} /> : null}
      </Stack>
    </GlobalDialogFrame>
  );
}

/** The modal with its behaviour: root check from the permissions, the upgrade URL in the current language. */
export function FoundationUpdateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  const userType = useUserType();
  const { launch, state } = useUpgradeLauncher(apiLanguage(i18n.locale));
  return <FoundationUpdateModal open={open} onClose={onClose} canStart={userType === 'root'} launch={state} onStart={launch} />;
}
