import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { UpgradeDialogFrame, type UpgradeFlowDialogProps } from './upgrade-dialog-frame.tsx';

export interface UpgradeIntroDialogProps extends UpgradeFlowDialogProps {
  /** Spec 000 §6: only the root user type may agree to the update. */
  canAgree: boolean;
  /** Before the switch date the older wording shows (see `usesOlderUpgradeText`). */
  olderText: boolean;
  /** "I agree to update": on to the confirmation modal. */
  onAgree: () => void;
  onClose: () => void;
}

/**
 * Modal 1 of the upgrade promotion (spec 000 §4.4): what the upgrade does. The root user agrees to
 * it; any other user is told that the root user must do it, and can only acknowledge that (keeping
 * someone who cannot act in a modal without a way out would help no one).
 */
export function UpgradeIntroDialog({ canAgree, olderText, onAgree, onClose, ...flow }: UpgradeIntroDialogProps) {
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <UpgradeDialogFrame
      {...flow}
      onClose={onClose}
      initialFocusRef={actionRef}
      testId="upgrade-intro-dialog"
      title={<Trans id="UPGRADE.INTRO_TITLE">Upgrade to Foundation Services</Trans>}
      footer={
        canAgree ? (
          <Button ref={actionRef} colorPalette="brand" onClick={onAgree}>
            <Trans id="UPGRADE.AGREE">I agree to update</Trans>
          </Button>
        ) : (
          <Button ref={actionRef} colorPalette="brand" onClick={onClose}>
            <Trans id="UPGRADE.ROOT_ONLY_OK">OK</Trans>
          </Button>
        )
      }
    >
      <Stack gap="3">
        <Text>
          {olderText ? (
            <Trans id="UPGRADE.INTRO_TEXT_OLD">
              Foundation Services are now available to your company. After the upgrade, licenses, product instances, roles, accounts, identity
              providers and API keys are managed from the company menu.
            </Trans>
          ) : (
            <Trans id="UPGRADE.INTRO_TEXT">
              After the upgrade, your company manages licenses, product instances, roles, accounts, identity providers and API keys from the
              company menu.
            </Trans>
          )}
        </Text>
        <Text>
          <Trans id="UPGRADE.INTRO_HOW">The root user of your company agrees to the upgrade and starts it. It continues in a new window.</Trans>
        </Text>
        {canAgree ? null : (
          <Text fontWeight="semibold" data-testid="upgrade-root-only">
            <Trans id="UPGRADE.ROOT_ONLY">Only the root user of your company can do this upgrade. Ask them to sign in and start it.</Trans>
          </Text>
        )}
      </Stack>
    </UpgradeDialogFrame>
  );
}
