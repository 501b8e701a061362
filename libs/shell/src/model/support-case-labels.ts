import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CaseType, ContactMethod, Severity } from '@soc/api';

// Display texts of the spec 000 §5 value lists. The values sent stay the English ones of the
// specification; these are what a reader of each language sees.

export const CASE_TYPE_LABELS: Record<CaseType, MessageDescriptor> = {
  'Subscription Support': msg({ id: 'SUPPORT.CASE_TYPE.SUBSCRIPTION', message: 'Subscription Support' }),
  'User Management Support': msg({ id: 'SUPPORT.CASE_TYPE.USER_MANAGEMENT', message: 'User Management Support' }),
  'Threat Concern': msg({ id: 'SUPPORT.CASE_TYPE.THREAT_CONCERN', message: 'Threat Concern' }),
  'Technical Support': msg({ id: 'SUPPORT.CASE_TYPE.TECHNICAL', message: 'Technical Support' }),
};

export const SEVERITY_LABELS: Record<Severity, MessageDescriptor> = {
  'General Guidance P4': msg({ id: 'SUPPORT.SEVERITY.P4', message: 'General Guidance P4' }),
  'System Impaired P3': msg({ id: 'SUPPORT.SEVERITY.P3', message: 'System Impaired P3' }),
  'Production System Impaired P2': msg({ id: 'SUPPORT.SEVERITY.P2', message: 'Production System Impaired P2' }),
  'Production System Down P1': msg({ id: 'SUPPORT.SEVERITY.P1', message: 'Production System Down P1' }),
  'Business-Critical System Down P0': msg({ id: 'SUPPORT.SEVERITY.P0', message: 'Business-Critical System Down P0' }),
};

export const CONTACT_METHOD_LABELS: Record<ContactMethod, MessageDescriptor> = {
  Email: msg({ id: 'SUPPORT.CONTACT_METHOD.EMAIL', message: 'Email' }),
  Phone: msg({ id: 'SUPPORT.CONTACT_METHOD.PHONE', message: 'Phone' }),
};
