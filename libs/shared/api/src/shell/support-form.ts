import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { anyBody } from '../client/schema.ts';

const SUPPORT_FORM_PATH = '/public/uic/v3/notifications/supportForm';

/** Spec 000 §5 value lists, in the order the form offers them. */
export const CASE_TYPES = ['Subscription Support', 'User Management Support', 'Threat Concern', 'Technical Support'] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const SEVERITIES = [
  'General Guidance P4',
  'System Impaired P3',
  'Production System Impaired P2',
  'Production System Down P1',
  'Business-Critical System Down P0',
] as const;
export type Severity = (typeof SEVERITIES)[number];
export const CONTACT_METHODS = ['Email', 'Phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const DEFAULT_CONTACT_METHOD: ContactMethod = 'Phone';

/** Spec 000 §5 maximum lengths. */
export const SUPPORT_CASE_LIMITS = { name: 100, email: 250, phoneNumber: 100, memo: 500 } as const;

/**
 * The support case of spec 000 §3 with the §5 rules. Messages are left to the form, which owns
 * the translated texts; this schema is the single statement of what may be sent.
 */
export const supportCaseSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SUPPORT_CASE_LIMITS.name)),
  email: z.email().check(z.maxLength(SUPPORT_CASE_LIMITS.email)),
  phoneNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(SUPPORT_CASE_LIMITS.phoneNumber)),
  caseType: z.enum(CASE_TYPES),
  severity: z.enum(SEVERITIES),
  memo: z.string().check(z.trim(), z.minLength(1), z.maxLength(SUPPORT_CASE_LIMITS.memo)),
  contactMethod: z.enum(CONTACT_METHODS),
});
export type SupportCase = z.output<typeof supportCaseSchema>;

/** Spec 000 §7: the answer is "not shown"; success is the 2xx itself. */
export function submitSupportCase(supportCase: SupportCase): Promise<unknown> {
  return request({ method: 'POST', path: SUPPORT_FORM_PATH, body: supportCase, schema: anyBody });
}
