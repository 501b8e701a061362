import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '@soc/ui';
import { UpgradeDialogFrame, type UpgradeFlowDialogProps } from './upgrade-dialog-frame.tsx';
import { useStateResetOnOpen } from './hooks/use-state-reset-on-open.ts';

export interface UpgradeConfirmDialogProps extends UpgradeFlowDialogProps {
  /** The upgrade address is being fetched (the start button shows busy). */
  starting: boolean;
  /** Start upgrade: fetch the upgrade address and open it in a new window. */
  onStart: () => void;
  /** Back to modal 1. */
  onBack: () => void;
  onClose: () => void;
}

/**
 * Modal 3 of the upgrade promotion (spec 000 §4.4, §5): the start button stays disabled until the
 * "I understand" checkbox is ticked. Each opening starts unticked.
 */
export function UpgradeConfirmDialog({ starting, onStart, onBack, onClose, ...flow }: UpgradeConfirmDialogProps) {
  const { open } = flow;
  const { t } = useLingui();
  const [understood, setUnderstood] = useStateResetOnOpen(open, false);
  return (
    <UpgradeDialogFrame
      {...flow}
      onClose={onClose}
      testId="upgrade-confirm-dialog"
      title={<Trans id="UPGRADE.CONFIRM_TITLE">Start the upgrade</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={onBack} disabled={starting}>
            <Trans id="UPGRADE.BACK">Back</Trans>
          </Button>
          <BusyButton colorPalette="brand" onClick={onStart} disabled={!understood} loading={starting} loadingText={t({ id: 'UPGRADE.STARTING', message: 'Starting…' })}>
            <Trans id="UPGRADE.START">Start upgrade</Trans>
          </BusyButton>
        </>
      }
    >
      <Stack gap="4">
        <Text>
          <Trans id="UPGRADE.CONFIRM_TEXT">The upgrade page opens in a new window, where you finish the upgrade.</Trans>
        </Text>
        <Checkbox.Root checked={understood} onCheckedChange={(details) => setUnderstood(details.checked === true)} colorPalette="brand" alignItems="flex-start">
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            <Trans id="UPGRADE.UNDERSTAND">I understand that this upgrade applies to my whole company.</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </UpgradeDialogFrame>
  );
}
