import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { BusyButton } from '@soc/ui';
import { useTermsGate, type TermsGateState, type UseTermsGateOptions } from '../hooks/use-terms-gate.ts';
import { TERMS_MODAL_WIDTH } from '../model/terms.ts';
import { GlobalDialogFrame } from './global-dialog-frame.tsx';
import { SubmitFailedAlert } from './submit-failed-alert.tsx';

/** Height of the scrolling terms text. */
const TERMS_TEXT_HEIGHT = 320;

/** The service-provider terms the console ships (version `MSP_TERMS_VERSION`). */
function TermsText() {
  return (
    <Stack gap="3" textStyle="sm">
      <Heading as="h3" textStyle="sm" fontWeight="semibold">
        <Trans id="DIALOG.TERMS_HEADING">Service provider terms</Trans>
      </Heading>
      <Text>
        <Trans id="DIALOG.TERMS_P1">
          These terms apply when your organization uses this console as a service provider to manage the security of other companies (your customers).
        </Trans>
      </Text>
      <Text>
        <Trans id="DIALOG.TERMS_P2">
          You confirm that each customer you manage has authorized you to access its console, to view its security data and to change its settings on its behalf.
        </Trans>
      </Text>
      <Text>
        <Trans id="DIALOG.TERMS_P3">
          You are responsible for the accounts you create for your staff, for the roles you give them, and for keeping their sign-in details and multi-factor authentication secure.
        </Trans>
      </Text>
      <Text>
        <Trans id="DIALOG.TERMS_P4">
          You use each customer's data only to provide security services to that customer, keep it confidential, and do not combine it with the data of other customers.
        </Trans>
      </Text>
      <Text>
        <Trans id="DIALOG.TERMS_P5">
          Actions you take in a customer's console, such as isolating endpoints, blocking objects or running response tasks, are recorded and are your responsibility toward that customer.
        </Trans>
      </Text>
      <Text>
        <Trans id="DIALOG.TERMS_P6">
          Credits and licenses used for your customers are charged according to your service provider agreement.
        </Trans>
      </Text>
      <Text>
        <Trans id="DIALOG.TERMS_P7">
          These terms are in addition to your service provider agreement, which prevails if the two differ. If you do not accept them, you are signed out.
        </Trans>
      </Text>
    </Stack>
  );
}

interface TermsModalProps {
  state: Pick<TermsGateState, 'open' | 'readToEnd' | 'canAccept' | 'accept' | 'cancel' | 'submit' | 'scrollRootRef' | 'markerRef'>;
}

/** The terms modal (spec 002 §2.5): 640 wide, not dismissible; Accept unlocks at the end of the text. */
function TermsModal({ state }: TermsModalProps) {
  const { t } = useLingui();
  const hintId = useId();
  const { submit } = state;
  return (
    <GlobalDialogFrame
      open={state.open}
      onClose={() => undefined}
      closable={false}
      title={t({ id: 'DIALOG.TERMS_TITLE', message: 'Terms and conditions' })}
      width={TERMS_MODAL_WIDTH}
      footer={
        <>
          {/* In the footer, beside Accept, so it is in view however short the screen (in the body it was cut off). */}
          <Text id={hintId} textStyle="sm" color="fg.muted" aria-live="polite" flex="1 1 12rem" alignSelf="center">
            {state.readToEnd ? (
              <Trans id="DIALOG.TERMS_READ">You have reached the end of the terms.</Trans>
            ) : (
              <Trans id="DIALOG.TERMS_SCROLL_HINT">Scroll to the end of the terms to accept them.</Trans>
            )}
          </Text>
          <BusyButton
            variant="outline"
            onClick={state.cancel}
            loading={submit.status === 'leaving'}
            loadingText={t({ id: 'DIALOG.TERMS_SIGNING_OUT', message: 'Signing out…' })}
            disabled={submit.status === 'submitting'}
          >
            <Trans id="DIALOG.TERMS_CANCEL">Cancel and sign out</Trans>
          </BusyButton>
          <BusyButton
            onClick={state.accept}
            disabled={!state.canAccept}
            loading={submit.status === 'submitting'}
            loadingText={t({ id: 'DIALOG.TERMS_ACCEPTING', message: 'Accepting…' })}
            aria-describedby={state.readToEnd ? undefined : hintId}
          >
            <Trans id="DIALOG.TERMS_ACCEPT">Accept</Trans>
          </BusyButton>
        </>
      }
    >
      <Stack gap="3">
        <Box
          ref={state.scrollRootRef}
          role="region"
          aria-label={t({ id: 'DIALOG.TERMS_TEXT_LABEL', message: 'Terms text' })}
          tabIndex={0}
          height={`${TERMS_TEXT_HEIGHT}px`}
          // What the screen has left beside the title and the footer (on a phone the footer's hint and buttons take three lines).
          maxH={{ base: 'calc(100dvh - 24rem)', sm: 'calc(100dvh - 16rem)' }}
          overflowY="auto"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          p="4"
          data-testid="terms-scroll"
        >
          <TermsText />
          <Box ref={state.markerRef} height="1px" data-testid="terms-end-marker" aria-hidden="true" />
        </Box>
        {submit.status === 'failed' ? <SubmitFailedAlert traceId={submit.traceId} /> : null}
      </Stack>
    </GlobalDialogFrame>
  );
}

export type TermsGateProps = UseTermsGateOptions;

/**
 * Shown while `auth.advancedInfo.showMSPTermsPopup` is true: accept the service-provider terms of
 * `version`, or sign out (`/logout.html?t=legalModal`).
 */
export function TermsGate(props: TermsGateProps) {
  const state = useTermsGate(props);
  return <TermsModal state={state} />;
}
