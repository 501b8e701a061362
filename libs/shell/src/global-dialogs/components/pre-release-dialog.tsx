import { Alert, Badge, Box, Button, DataList, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { PreReleaseRecord } from '@soc/api';
import { BusyButton, DateTime, ErrorState, LoadingState, useDataListOrientation } from '@soc/ui';
import { usePreReleaseDialog, type PreReleaseDialogState } from '../hooks/use-pre-release-dialog.ts';
import { CREDIT_ALLOCATION_LABELS } from '../model/labels.ts';
import { apiLanguage } from '../model/language.ts';
import type { MessageTarget } from '../model/pre-release-messages.ts';
import { CompanionDisclaimer } from './companion-disclaimer.tsx';
import { GlobalDialogFrame } from './global-dialog-frame.tsx';
import { ServerText } from './server-text.tsx';
import { SubmitFailedAlert } from './submit-failed-alert.tsx';

/** Spec 002 §2.5, §9: 672 wide, content 360 high. */
const PRE_RELEASE_DIALOG_WIDTH = 672;
const PRE_RELEASE_CONTENT_HEIGHT = 360;

function PreReleaseDetails({ record }: { record: PreReleaseRecord }) {
  const { t } = useLingui();
  const allocation = record.creditAllocation ? t(CREDIT_ALLOCATION_LABELS[record.creditAllocation]) : undefined;
  const orientation = useDataListOrientation();
  // A calendar day (the API reads it as one): the same day in every time zone. No date is "not announced".
  const gaDay = record.GATimestamp;
  return (
    <DataList.Root orientation={orientation} size="md">
      <DataList.Item>
        <DataList.ItemLabel minW="40"><Trans id="DIALOG.PRE_RELEASE_FEATURE">Feature</Trans></DataList.ItemLabel>
        <DataList.ItemValue>{record.feature}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="40"><Trans id="DIALOG.PRE_RELEASE_GA_DATE">General availability</Trans></DataList.ItemLabel>
        <DataList.ItemValue>
          {gaDay !== undefined ? (
            <DateTime value={gaDay} />
          ) : (
            <Trans id="DIALOG.PRE_RELEASE_GA_UNKNOWN">Not announced yet</Trans>
          )}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="40"><Trans id="DIALOG.PRE_RELEASE_CREDITS">Credit requirement</Trans></DataList.ItemLabel>
        <DataList.ItemValue>
          <Stack gap="1">
            {allocation ? <Text fontWeight="medium">{allocation}</Text> : null}
            {record.requiredCreditStr ? <ServerText value={record.requiredCreditStr} /> : null}
            {!allocation && !record.requiredCreditStr ? <Text>-</Text> : null}
          </Stack>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

interface PreReleaseDialogViewProps {
  state: Pick<PreReleaseDialogState, 'open' | 'preReleaseKey' | 'load' | 'optIn' | 'submitOptIn' | 'cancel'>;
}

/** The pre-release (preview) opt-in dialog: props in, JSX out. */
function PreReleaseDialogView({ state }: PreReleaseDialogViewProps) {
  const { t } = useLingui();
  const { load, optIn } = state;
  const record = load.status === 'done' ? load.data.record : undefined;
  const title =
    record && record.showTitle !== false ? record.feature : t({ id: 'DIALOG.PRE_RELEASE_TITLE', message: 'Preview feature' });
  const submitting = optIn.status === 'submitting';
  // The dialog opens on Close whether the record has arrived or not: the first control would be Retry
  // or a link in the description when the answer beats the dialog's first frame, Close when it does not.
  const closeButton = useRef<HTMLButtonElement>(null);
  const featureKey = state.preReleaseKey ?? '';
  return (
    <GlobalDialogFrame
      open={state.open}
      onClose={state.cancel}
      closable={!submitting}
      initialFocusEl={() => closeButton.current}
      title={title}
      width={PRE_RELEASE_DIALOG_WIDTH}
      // 360 px as its base size (the frame's flex 1 sized it from 0 to its content); it still gives way
      // on a short screen, where the frame's own maximum height keeps the footer in view.
      bodyProps={{ flex: '0 1 auto', height: `${PRE_RELEASE_CONTENT_HEIGHT}px`, maxH: 'calc(100dvh - 12rem)', overflowY: 'auto', tabIndex: 0 }}
      footer={
        <>
          <Button ref={closeButton} variant="outline" onClick={state.cancel} disabled={submitting}>
            <Trans id="COMMON.CLOSE">Close</Trans>
          </Button>
          {load.status === 'done' && load.data.canOptIn ? (
            <BusyButton onClick={state.submitOptIn} loading={submitting} loadingText={t({ id: 'DIALOG.PRE_RELEASE_OPTING_IN', message: 'Opting in…' })}>
              <Trans id="DIALOG.PRE_RELEASE_OPT_IN">Opt in</Trans>
            </BusyButton>
          ) : null}
        </>
      }
    >
      {load.status === 'loading' ? (
        <LoadingState lines={6} animated={false} label={t({ id: 'DIALOG.PRE_RELEASE_LOADING', message: 'Loading the preview feature…' })} />
      ) : load.status === 'error' ? (
        <ErrorState
          description={t({ id: 'DIALOG.PRE_RELEASE_LOAD_FAILED', message: `The preview feature "${featureKey}" could not be loaded.` })}
          onRetry={load.retry}
          retrying={load.retrying}
          traceId={load.traceId}
        />
      ) : (
        <Stack gap="4">
          <Box>
            <Badge colorPalette="purple" variant="subtle">
              <Trans id="DIALOG.PRE_RELEASE_BADGE">Preview</Trans>
            </Badge>
          </Box>
          {load.data.record.description ? <ServerText value={load.data.record.description} /> : null}
          <PreReleaseDetails record={load.data.record} />
          {load.data.record.optIn ? (
            <Alert.Root status="success" variant="subtle">
              <Alert.Indicator />
              <Alert.Title><Trans id="DIALOG.PRE_RELEASE_ALREADY_IN">You have opted in to this preview feature.</Trans></Alert.Title>
            </Alert.Root>
          ) : null}
          {optIn.status === 'failed' ? <SubmitFailedAlert traceId={optIn.traceId} /> : null}
          {load.data.genAI ? (
            <>
              <Separator />
              <CompanionDisclaimer />
            </>
          ) : null}
        </Stack>
      )}
    </GlobalDialogFrame>
  );
}

export interface PreReleaseDialogProps {
  /** The feature to show; `undefined` closes the dialog. */
  preReleaseKey: string | undefined;
  onClose: () => void;
  /** Where the result messages go (default: this window and its parent). */
  messageTarget?: MessageTarget;
}

/** The dialog with its behaviour, in the console's current language. */
export function PreReleaseDialog({ preReleaseKey, onClose, messageTarget }: PreReleaseDialogProps) {
  const { i18n } = useLingui();
  const state = usePreReleaseDialog({ preReleaseKey, lang: apiLanguage(i18n.locale), onClose, messageTarget });
  return <PreReleaseDialogView state={state} />;
}
