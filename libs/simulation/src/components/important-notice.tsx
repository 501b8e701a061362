import { Alert, Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { sentenceGap } from '@soc/i18n';
import { DateTime } from '@soc/ui';
import { useEffect, useRef } from 'react';

/** Spec 002 §2.3: the important notice of every network simulation. */
export function ImportantNotice() {
  const { t } = useLingui();
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t({ id: 'SIM.NOTICE.TITLE', message: 'Important' })}</Alert.Title>
        <Alert.Description>
          {t({
            id: 'SIM.NOTICE.BODY',
            message: 'Do not download or record the captured packets of a simulation. Do not run the same simulation again within 24 hours.',
          })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export interface RepeatWarningProps {
  lastRun: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Shown instead of running when the same attack started on this browser less than 24 hours ago. It
 * takes the focus as it opens (Run, pressed, is unavailable meanwhile): the answer is asked for here.
 */
export function RepeatWarning({ lastRun, onConfirm, onCancel }: RepeatWarningProps) {
  const { t, i18n } = useLingui();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t({
            id: 'SIM.REPEAT.TITLE',
            message: 'This simulation ran less than 24 hours ago',
          })}
        </Alert.Title>
        <Alert.Description>
          {/* One message around the date, so each language words and punctuates it its own way. */}
          <Trans id="SIM.REPEAT.LAST_RUN">
            It was last started from this browser at <DateTime value={lastRun} />.
          </Trans>
          {sentenceGap(i18n.locale)}
          {t({
            id: 'SIM.REPEAT.ADVICE',
            message: 'Running it again within 24 hours is not recommended.',
          })}
        </Alert.Description>
        <HStack mt="2" gap="2">
          <Button ref={confirmButton} size="sm" colorPalette="blue" onClick={onConfirm}>
            {t({ id: 'SIM.REPEAT.CONFIRM', message: 'Run anyway' })}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {t({ id: 'SIM.CANCEL', message: 'Cancel' })}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
