import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { submitSupportCase, toSubmitState, traceIdOf, type ContactMethod, type SubmitState, type SupportCase } from '@soc/api';
import { toaster } from '@soc/ui';
import {
  emptySupportCase,
  validateSupportCase,
  validateSupportCaseField,
  type SupportCaseDraft,
  type SupportCaseErrors,
  type SupportCaseField,
} from '../model/support-case.ts';

type SupportCaseSubmitState = SubmitState;

export interface SupportCaseForm {
  draft: SupportCaseDraft;
  errors: SupportCaseErrors;
  setField: <F extends SupportCaseField>(field: F, value: SupportCaseDraft[F]) => void;
  /** Validates; sends when valid. False when a field is in error (the form then focuses the first). */
  submit: () => boolean;
  submitState: SupportCaseSubmitState;
}

/**
 * The support-case form (spec 000 §2.9, §5, §8): every field required with its maximum; Email hidden
 * where only phone contact is offered. Success: the "Request sent successfully" notice. Failure: the
 * common error, and everything typed stays; if the form was closed meanwhile, the common error as a notice.
 */
export function useSupportCaseForm({ contactMethods, onSubmitted }: { contactMethods: readonly ContactMethod[]; onSubmitted?: () => void }): SupportCaseForm {
  const { t } = useLingui();
  const [draft, setDraft] = useState<SupportCaseDraft>(() => emptySupportCase(contactMethods));
  const [errors, setErrors] = useState<SupportCaseErrors>({});
  // The dialog may be closed while the case is being sent (Esc, ×). Its outcome is still reported: these
  // callbacks belong to the request, not to the form, and a failure the closed form cannot show becomes a notice.
  const formShown = useRef(false);
  useEffect(() => {
    formShown.current = true;
    return () => {
      formShown.current = false;
    };
  }, []);
  const mutation = useMutation({
    mutationFn: (value: SupportCase) => submitSupportCase(value),
    onSuccess: () => {
      toaster.create({
        type: 'success',
        title: t({ id: 'SUPPORT.SENT_TITLE', message: 'Request sent successfully' }),
        description: t({ id: 'SUPPORT.SENT_DESCRIPTION', message: "Your request has been submitted. We'll get back to you soon." }),
      });
    },
    onError: (error) => {
      if (formShown.current) return; // the form shows it, with the trace id, beside what was typed
      toaster.create({
        type: 'error',
        title: t({ id: 'ERROR.COMMON_ERROR', message: 'Something went wrong. Please try again later.' }),
        meta: { traceId: traceIdOf(error) },
      });
    },
  });
  const { mutate, reset } = mutation;

  const setField = useCallback(
    <F extends SupportCaseField>(field: F, value: SupportCaseDraft[F]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      // A field already shown as wrong is re-checked as the user fixes it (each rule reads only its own field).
      setErrors((shown) => (shown[field] ? { ...shown, [field]: validateSupportCaseField(field, { ...draft, [field]: value }, contactMethods) } : shown));
    },
    [contactMethods, draft],
  );

  const submit = useCallback((): boolean => {
    const result = validateSupportCase(draft, contactMethods);
    if (!result.ok) {
      setErrors(result.errors);
      return false;
    }
    setErrors({});
    reset();
    mutate(result.value, {
      onSuccess: () => {
        setDraft(emptySupportCase(contactMethods));
        onSubmitted?.();
      },
    });
    return true;
  }, [contactMethods, draft, mutate, onSubmitted, reset]);

  const submitState: SupportCaseSubmitState = toSubmitState(mutation);

  return { draft, errors, setField, submit, submitState };
}

