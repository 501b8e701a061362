import { Alert, Field, Input, NativeSelect, RadioGroup, Stack, Text, Textarea, HStack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CASE_TYPES, SEVERITIES, SUPPORT_CASE_LIMITS, type ContactMethod } from '@soc/api';
import { DialogFrame, TraceId, useFocusFirstInvalid } from '@soc/ui';
import { useSupportCaseForm, type SupportCaseForm } from '../hooks/use-support-case-form.ts';
import { contactMethodsFor, isPhoneOnly, type SupportCaseError, type SupportCaseField } from '../model/support-case.ts';
import { CASE_TYPE_LABELS, CONTACT_METHOD_LABELS, SEVERITY_LABELS } from '../model/support-case-labels.ts';
import { FormActions, type FormActionLabels } from './form-actions.tsx';
import { ManagedForm } from './managed-form.tsx';

export interface SupportCaseDialogProps {
  open: boolean;
  onClose: () => void;
  /** `consoleSettings.region`: in GOV_US only phone contact is offered. */
  region: string | null | undefined;
  /** Where focus returns on close (the help-menu trigger). */
  finalFocusEl?: () => HTMLElement | null;
}

const ACTION_LABELS: FormActionLabels = {
  cancel: msg({ id: 'SUPPORT.CANCEL', message: 'Cancel' }),
  submit: msg({ id: 'SUPPORT.SUBMIT', message: 'Submit' }),
  busy: msg({ id: 'SUPPORT.SUBMITTING', message: 'Sending…' }),
};

/**
 * The support-case form as a dialog (spec 000 §2.9, §5). Closing discards what was typed, so only a
 * deliberate close does it (Cancel, ×, Esc): a stray click beside the dialog does not.
 */
export function SupportCaseDialog({ open, onClose, region, finalFocusEl }: SupportCaseDialogProps) {
  const formId = `${useId()}-form`;
  // The form lives in the body, mounted only while open; the footer's buttons only need to know it is sending.
  const [submitting, setSubmitting] = useState(false);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={<Trans id="SUPPORT.TITLE">Contact technical support</Trans>}
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      closeButton
      finalFocusEl={finalFocusEl}
      footer={
        <FormActions formId={formId} busy={submitting} onCancel={onClose} labels={ACTION_LABELS} />
      }
    >
      <SupportCaseDialogBody region={region} onClose={onClose} formId={formId} onSubmittingChange={setSubmitting} />
    </DialogFrame>
  );
}

function SupportCaseDialogBody({
  region,
  onClose,
  formId,
  onSubmittingChange,
}: {
  region: string | null | undefined;
  onClose: () => void;
  formId: string;
  onSubmittingChange: (submitting: boolean) => void;
}) {
  const contactMethods = useMemo(() => contactMethodsFor(region ?? ''), [region]);
  const form = useSupportCaseForm({ contactMethods, onSubmitted: onClose });
  const submitting = form.submitState.status === 'submitting';
  // Before paint, so the footer never shows an idle Submit while the case is being sent.
  useLayoutEffect(() => {
    onSubmittingChange(submitting);
    return () => onSubmittingChange(false);
  }, [submitting, onSubmittingChange]);
  return <SupportCaseFormView form={form} contactMethods={contactMethods} formId={formId} />;
}

interface SupportCaseFormViewProps {
  form: Pick<SupportCaseForm, 'draft' | 'errors' | 'setField' | 'submit' | 'submitState'>;
  contactMethods: readonly ContactMethod[];
  /** The form element's id: the dialog's Submit button, in the footer, sends this form. */
  formId: string;
}

function ErrorText({ error, max }: { error: SupportCaseError | undefined; max?: number }) {
  if (!error) return null;
  if (error === 'tooLong') return <Trans id="SUPPORT.TOO_LONG">Enter no more than {max} characters.</Trans>;
  return <Trans id="SUPPORT.REQUIRED_FIELD">Please fill in required field.</Trans>;
}

/** The form itself: fields, counters, errors and the submit outcome. Props in, JSX out. */
function SupportCaseFormView({ form, contactMethods, formId }: SupportCaseFormViewProps) {
  const { t, i18n } = useLingui();
  const base = useId();
  const { draft, errors, setField, submitState } = form;
  const ids = (field: SupportCaseField) => ({ control: `${base}-${field}`, error: `${base}-${field}-error`, count: `${base}-${field}-count` });
  const describedBy = (field: SupportCaseField, counted: boolean) =>
    [errors[field] ? ids(field).error : undefined, counted ? ids(field).count : undefined].filter(Boolean).join(' ') || undefined;
  const phoneOnly = isPhoneOnly(contactMethods);

  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const submit = () => {
    if (!form.submit()) focusFirstInvalid();
  };

  const textField = (field: 'name' | 'email' | 'phoneNumber' | 'memo', label: ReactNode, max: number, input: 'input' | 'email' | 'tel' | 'textarea') => {
    const error = errors[field];
    const count = draft[field].length;
    const common = {
      value: draft[field],
      maxLength: max,
      'aria-describedby': describedBy(field, true),
      onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    };
    return (
      <Field.Root invalid={Boolean(error)} required id={ids(field).control} ids={{ errorText: ids(field).error, helperText: ids(field).count }}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {input === 'textarea' ? (
          <Textarea {...common} rows={5} autoresize={false} />
        ) : (
          <Input {...common} type={input === 'input' ? 'text' : input} autoComplete={input === 'email' ? 'email' : input === 'tel' ? 'tel' : 'name'} />
        )}
        <HStack w="full" justify="space-between" align="start" gap="3">
          <Field.ErrorText flex="1" color="status.error">
            {field === 'name' && error === 'required' ? (
              <Trans id="SUPPORT.NAME_REQUIRED">Contact name</Trans>
            ) : (
              <ErrorText error={error} max={max} />
            )}
          </Field.ErrorText>
          <Field.HelperText ms="auto" fontVariantNumeric="tabular-nums">
            <Trans id="SUPPORT.CHAR_COUNT">{count}/{max}</Trans>
          </Field.HelperText>
        </HStack>
      </Field.Root>
    );
  };

  const selectField = (field: 'caseType' | 'severity', label: ReactNode, placeholder: string, options: readonly string[], labelOf: (value: string) => string) => (
    <Field.Root invalid={Boolean(errors[field])} required id={ids(field).control} ids={{ errorText: ids(field).error }}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={draft[field]}
          aria-describedby={describedBy(field, false)}
          onChange={(event) => setField(field, event.target.value as never)}
        >
          <option value="">{placeholder}</option>
          {options.map((value) => (
            <option key={value} value={value}>{labelOf(value)}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText color="status.error"><ErrorText error={errors[field]} /></Field.ErrorText>
    </Field.Root>
  );

  return (
    <ManagedForm ref={formRef} id={formId} onSubmit={submit}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted"><Trans id="SUPPORT.ALL_REQUIRED">All fields are required.</Trans></Text>
        {submitState.status === 'failed' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                <Stack gap="1">
                  <Text>{t({ id: 'ERROR.COMMON_ERROR', message: 'Something went wrong. Please try again later.' })}</Text>
                  {submitState.traceId && <TraceId value={submitState.traceId} />}
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {textField('name', <Trans id="SUPPORT.NAME_LABEL">Name</Trans>, SUPPORT_CASE_LIMITS.name, 'input')}
        {textField('email', <Trans id="SUPPORT.EMAIL_LABEL">Email address</Trans>, SUPPORT_CASE_LIMITS.email, 'email')}
        {textField('phoneNumber', <Trans id="SUPPORT.PHONE_LABEL">Phone number</Trans>, SUPPORT_CASE_LIMITS.phoneNumber, 'tel')}
        {selectField('caseType', <Trans id="SUPPORT.CASE_TYPE_LABEL">Case type</Trans>, t({ id: 'SUPPORT.CASE_TYPE_PLACEHOLDER', message: 'Select a case type' }), CASE_TYPES, (v) => i18n._(CASE_TYPE_LABELS[v as keyof typeof CASE_TYPE_LABELS]))}
        {selectField('severity', <Trans id="SUPPORT.SEVERITY_LABEL">Severity</Trans>, t({ id: 'SUPPORT.SEVERITY_PLACEHOLDER', message: 'Select a severity' }), SEVERITIES, (v) => i18n._(SEVERITY_LABELS[v as keyof typeof SEVERITY_LABELS]))}
        {textField('memo', <Trans id="SUPPORT.MEMO_LABEL">Description</Trans>, SUPPORT_CASE_LIMITS.memo, 'textarea')}
        <Field.Root invalid={Boolean(errors.contactMethod)} required ids={{ errorText: ids('contactMethod').error, label: `${base}-contactMethod-label` }}>
          <Field.Label id={`${base}-contactMethod-label`} asChild>
            <span>
              <Trans id="SUPPORT.CONTACT_METHOD_LABEL">Preferred contact method</Trans>
              <Field.RequiredIndicator />
            </span>
          </Field.Label>
          <RadioGroup.Root
            value={draft.contactMethod || null}
            onValueChange={(details) => setField('contactMethod', (details.value ?? '') as ContactMethod | '')}
            aria-labelledby={`${base}-contactMethod-label`}
            aria-required="true"
            invalid={Boolean(errors.contactMethod)}
            aria-describedby={[errors.contactMethod ? ids('contactMethod').error : undefined, phoneOnly ? `${base}-phone-only` : undefined].filter(Boolean).join(' ') || undefined}
            orientation="horizontal"
          >
            <HStack gap="5">
              {contactMethods.map((method) => (
                <RadioGroup.Item key={method} value={method}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{i18n._(CONTACT_METHOD_LABELS[method])}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {phoneOnly && (
            <Text id={`${base}-phone-only`} fontSize="sm" color="fg.muted">
              <Trans id="SUPPORT.PHONE_ONLY">Only phone contact is available at the moment.</Trans>
            </Text>
          )}
          <Field.ErrorText color="status.error"><ErrorText error={errors.contactMethod} /></Field.ErrorText>
        </Field.Root>
      </Stack>
    </ManagedForm>
  );
}
