import { Button, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { UpgradeDialogFrame } from './upgrade-dialog-frame.tsx';

export interface FeatureModalProps {
  open: boolean;
  onClose: () => void;
  /** "Don't show again today": kept as `neverShowToday:featureModal` with today's local date. */
  onNeverShowToday: () => void;
}

/**
 * The feature modal of the internal test site (spec 000 §4.4): points testers at the upgrade
 * promotion. Informational, so it can always be closed.
 */
export function FeatureModal({ open, onClose, onNeverShowToday }: FeatureModalProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <UpgradeDialogFrame
      open={open}
      closable
      onClose={onClose}
      initialFocusRef={closeRef}
      testId="upgrade-feature-modal"
      title={<Trans id="UPGRADE.FEATURE_TITLE">New on this test site: the upgrade to Foundation Services</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={onNeverShowToday}>
            <Trans id="UPGRADE.FEATURE_NEVER_TODAY">Don't show again today</Trans>
          </Button>
          <Button ref={closeRef} colorPalette="brand" onClick={onClose}>
            <Trans id="UPGRADE.FEATURE_CLOSE">Got it</Trans>
          </Button>
        </>
      }
    >
      <Text>
        <Trans id="UPGRADE.FEATURE_TEXT">This internal test site offers the upgrade to Foundation Services. Use the upgrade banner to try the flow.</Trans>
      </Text>
    </UpgradeDialogFrame>
  );
}
