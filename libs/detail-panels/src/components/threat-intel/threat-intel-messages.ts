import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ThreatIntelErrorKey } from '@soc/api';

/** Spec 001 §8: on HTTP 400 the error number picks the message; the ids are the specification's keys. */
export const THREAT_INTEL_ERROR_MESSAGES: Record<ThreatIntelErrorKey, MessageDescriptor> = {
  D100_22: msg({ id: 'D100_22', message: 'The threat intelligence service rejected the request: the API key is missing or invalid.' }),
  D100_23: msg({ id: 'D100_23', message: 'No threat intelligence report exists for this object.' }),
  D100_24: msg({ id: 'D100_24', message: 'The threat intelligence query quota is used up. Try again later.' }),
  'ERROR.COMMON_ERROR': msg({ id: 'ERROR.COMMON_ERROR', message: 'Something went wrong. Please try again later.' }),
};
