import {
  CASE_TYPES,
  CONTACT_METHODS,
  DEFAULT_CONTACT_METHOD,
  SEVERITIES,
  SUPPORT_CASE_LIMITS,
  supportCaseSchema,
  type CaseType,
  type ContactMethod,
  type Severity,
  type SupportCase,
} from '@soc/api';
import { trimBlank } from '@soc/util';

/** What the form holds while the user types: selects may still be empty. */
export interface SupportCaseDraft {
  name: string;
  email: string;
  phoneNumber: string;
  caseType: CaseType | '';
  severity: Severity | '';
  memo: string;
  contactMethod: ContactMethod | '';
}
export type SupportCaseField = keyof SupportCaseDraft;
const SUPPORT_CASE_FIELDS = ['name', 'email', 'phoneNumber', 'caseType', 'severity', 'memo', 'contactMethod'] as const satisfies readonly SupportCaseField[];

/** Why a field fails (spec 000 §5); the form turns each into its text. */
export type SupportCaseError = 'required' | 'invalidEmail' | 'tooLong';
export type SupportCaseErrors = Partial<Record<SupportCaseField, SupportCaseError>>;

/** Spec 000 §5: Email is hidden in the US government region, where only phone contact is available. */
export function contactMethodsFor(region: string): readonly ContactMethod[] {
  return region === 'GOV_US' ? CONTACT_METHODS.filter((m) => m !== 'Email') : CONTACT_METHODS;
}

export function emptySupportCase(contactMethods: readonly ContactMethod[] = CONTACT_METHODS): SupportCaseDraft {
  const contactMethod = contactMethods.includes(DEFAULT_CONTACT_METHOD) ? DEFAULT_CONTACT_METHOD : (contactMethods[0] ?? '');
  return { name: '', email: '', phoneNumber: '', caseType: '', severity: '', memo: '', contactMethod };
}

function text(value: string, max: number): SupportCaseError | undefined {
  if (!trimBlank(value)) return 'required';
  if (value.length > max) return 'tooLong';
  return undefined;
}

/** One field's rule (spec 000 §5); every field is required. */
export function validateSupportCaseField(
  field: SupportCaseField,
  draft: SupportCaseDraft,
  contactMethods: readonly ContactMethod[] = CONTACT_METHODS,
): SupportCaseError | undefined {
  switch (field) {
    case 'name':
      return text(draft.name, SUPPORT_CASE_LIMITS.name);
    case 'phoneNumber':
      return text(draft.phoneNumber, SUPPORT_CASE_LIMITS.phoneNumber);
    case 'memo':
      return text(draft.memo, SUPPORT_CASE_LIMITS.memo);
    case 'email': {
      const email = trimBlank(draft.email);
      if (!email) return 'required';
      if (draft.email.length > SUPPORT_CASE_LIMITS.email) return 'tooLong';
      return supportCaseSchema.shape.email.safeParse(email).success ? undefined : 'invalidEmail';
    }
    case 'caseType':
      return (CASE_TYPES as readonly string[]).includes(draft.caseType) ? undefined : 'required';
    case 'severity':
      return (SEVERITIES as readonly string[]).includes(draft.severity) ? undefined : 'required';
    case 'contactMethod':
      return (contactMethods as readonly string[]).includes(draft.contactMethod) ? undefined : 'required';
  }
}

export type SupportCaseValidation = { ok: true; value: SupportCase } | { ok: false; errors: SupportCaseErrors };

/** Every rule at once; on success the case as it is sent (text trimmed). */
export function validateSupportCase(draft: SupportCaseDraft, contactMethods: readonly ContactMethod[] = CONTACT_METHODS): SupportCaseValidation {
  const errors: SupportCaseErrors = {};
  for (const field of SUPPORT_CASE_FIELDS) {
    const error = validateSupportCaseField(field, draft, contactMethods);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: trimBlank(draft.name),
      email: trimBlank(draft.email),
      phoneNumber: trimBlank(draft.phoneNumber),
      caseType: draft.caseType as CaseType,
      severity: draft.severity as Severity,
      memo: trimBlank(draft.memo),
      contactMethod: draft.contactMethod as ContactMethod,
    },
  };
}

/** Spec 000 §5: "only phone contact is available at the moment" applies when Email is not offered. */
export function isPhoneOnly(contactMethods: readonly ContactMethod[]): boolean {
  return !contactMethods.includes('Email');
}
