import { Button } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { BusyButton } from '@soc/ui';

/** What the two buttons say; each form names them in its own words (and message ids). */
export interface FormActionLabels {
  cancel: MessageDescriptor;
  submit: MessageDescriptor;
  /** Submit's text while the form is being sent. */
  busy: MessageDescriptor;
}

export interface FormActionsProps {
  /** The id of the form Submit sends: the buttons sit in a footer, outside the form element. */
  formId: string;
  /** While the form is being sent: Submit shows its busy text (keeping the focus), and both buttons are unavailable. */
  busy: boolean;
  onCancel: () => void;
  labels: FormActionLabels;
}

/** The footer of a drawer or dialog holding a form: Cancel, then the primary Submit. */
export function FormActions({ formId, busy, onCancel, labels }: FormActionsProps) {
  const { i18n } = useLingui();
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {i18n._(labels.cancel)}
      </Button>
      <BusyButton type="submit" form={formId} loading={busy} loadingText={i18n._(labels.busy)}>
        {i18n._(labels.submit)}
      </BusyButton>
    </>
  );
}
