import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { UpgradeDialogFrame, type UpgradeFlowDialogProps } from './upgrade-dialog-frame.tsx';
import { useStateResetOnOpen } from './hooks/use-state-reset-on-open.ts';

export interface CloseAlertDialogProps extends UpgradeFlowDialogProps {
  /** Close the banner; `neverShow` when "don't show this banner again" is ticked. */
  onConfirm: (neverShow: boolean) => void;
  /** Keep the banner. */
  onCancel: () => void;
}

/**
 * The upgrade banner's close-alert modal (spec 000 §4.4): closes the banner for this page view or,
 * with "don't show this banner again", for good (`noUpgradeBanner`).
 */
export function CloseAlertDialog({ onConfirm, onCancel, ...flow }: CloseAlertDialogProps) {
  const { open } = flow;
  const [neverShow, setNeverShow] = useStateResetOnOpen(open, false);
  return (
    <UpgradeDialogFrame
      {...flow}
      onClose={onCancel}
      testId="upgrade-close-alert-dialog"
      title={<Trans id="UPGRADE.CLOSE_ALERT_TITLE">Close the upgrade banner</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            <Trans id="UPGRADE.CLOSE_ALERT_CANCEL">Cancel</Trans>
          </Button>
          <Button colorPalette="brand" onClick={() => onConfirm(neverShow)}>
            <Trans id="UPGRADE.CLOSE_ALERT_CONFIRM">Close banner</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>
          <Trans id="UPGRADE.CLOSE_ALERT_TEXT">The banner shows again the next time you open the console, unless you choose not to see it again.</Trans>
        </Text>
        <Checkbox.Root checked={neverShow} onCheckedChange={(details) => setNeverShow(details.checked === true)} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans id="UPGRADE.NEVER_SHOW_BANNER">Don't show this banner again</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </UpgradeDialogFrame>
  );
}
