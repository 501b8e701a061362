// Every text of spec 002 §5 and §8 the simulator shows, keyed by the specification's message keys
// (contract §10) so a reviewer can trace each one; and the mapping of a failed call to its notice.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { signInsErrorKey, threatActorErrorNumber, traceIdOf, type SignInsErrorKey, type ThreatActorErrorNumber } from '@soc/api';
import type { IpErrorKey } from './validation.ts';

export type FieldErrorKey = 'SIMULATOR.S36_9' | IpErrorKey;

export const FIELD_ERROR_MESSAGES: Record<FieldErrorKey, MessageDescriptor> = {
  'SIMULATOR.S36_9': msg({
    id: 'SIMULATOR.S36_9',
    message: 'Select an appliance.',
  }),
  'SIMULATOR.S36_10': msg({
    id: 'SIMULATOR.S36_10',
    message: 'Enter an IP address.',
  }),
  'SIMULATOR.S36_11': msg({
    id: 'SIMULATOR.S36_11',
    message: 'Enter a valid IPv4 address, for example 10.0.0.1.',
  }),
  'SIMULATOR.S36_12': msg({
    id: 'SIMULATOR.S36_12',
    message: 'Enter a public IP address (not 10.x, 172.16–31.x or 192.168.x).',
  }),
  'SIMULATOR.S36_13': msg({
    id: 'SIMULATOR.S36_13',
    message: 'Enter a private IP address (10.x, 172.16–31.x or 192.168.x).',
  }),
};

const COMMON_ERROR = msg({
  id: 'ERROR.COMMON_ERROR',
  message: 'Something went wrong. Please try again later.',
});

/** §8: the threat-actor trigger's 400 `info.number`s, word for word (contract §10 keeps the typos). */
export const TRIGGER_ERROR_MESSAGES: Record<ThreatActorErrorNumber, MessageDescriptor> = {
  132333: msg({
    id: 'SIMULATOR.TRIGGER_132333',
    message: 'The required request body is invalid.',
  }),
  132334: msg({
    id: 'SIMULATOR.TRIGGER_132334',
    message: 'Specify a invalid IP.',
  }),
  132335: msg({
    id: 'SIMULATOR.TRIGGER_132335',
    message: 'Specify a invalid IP.',
  }),
  132336: msg({
    id: 'SIMULATOR.TRIGGER_132336',
    message: 'Invalid format IP.',
  }),
  132337: msg({
    id: 'SIMULATOR.TRIGGER_132337',
    message: 'Invalid format IP.',
  }),
  132338: msg({
    id: 'SIMULATOR.TRIGGER_132338',
    message: 'Duplicate IP address.',
  }),
  132124: msg({
    id: 'SIMULATOR.TRIGGER_132124',
    message: 'Unable to trigger threat actor simulation since a simulation is still running.',
  }),
  132125: msg({
    id: 'SIMULATOR.TRIGGER_132125',
    message: 'Fail to trigger the threat actor simulation due to timeout.',
  }),
  132126: msg({
    id: 'SIMULATOR.TRIGGER_132126',
    message: 'Fail to trigger the threat actor simulation.',
  }),
};

/**
 * §8: the sign-ins call's 400 `error.code`s. The specification names the keys but not their texts, so
 * the texts say what is known: the generation was refused, with the server's code.
 */
export const SIGN_INS_MESSAGES: Record<SignInsErrorKey | 'S33_24', MessageDescriptor> = {
  S33_24: msg({
    id: 'SIMULATOR.S33_24',
    message: 'Sign-in events are being generated. They appear in your sign-in logs in a few minutes.',
  }),
  S33_25: msg({
    id: 'SIMULATOR.S33_25',
    message: 'Sign-ins could not be generated (code 7930201).',
  }),
  S33_26: msg({
    id: 'SIMULATOR.S33_26',
    message: 'Sign-ins could not be generated (code 7930101).',
  }),
  S33_27: msg({
    id: 'SIMULATOR.S33_27',
    message: 'Sign-ins could not be generated (code 7935401).',
  }),
};

export const TRIGGER_SUCCESS = msg({
  id: 'SIM.THREAT_ACTOR.SUCCESS',
  message: 'The threat actor simulation has started. Its detections appear in Workbench as the simulated traffic is seen.',
});

export const DEVICE_LIST_FAILED = msg({
  id: 'SIMULATOR.S36_14',
  message: 'The appliance list could not be loaded.',
});

/** What a toast shows: its kind, texts and the trace ID of the request it is about. */
export interface Notice {
  type: 'success' | 'warning' | 'error';
  title: MessageDescriptor;
  description?: MessageDescriptor;
  traceId?: string;
}

/** §8: a mapped 400 is a warning with the spec's text; anything else the generic error. Both quote the trace ID. */
export function triggerFailureNotice(error: unknown): Notice {
  const number = threatActorErrorNumber(error);
  const traceId = traceIdOf(error);
  return number === undefined ? { type: 'error', title: COMMON_ERROR, traceId } : { type: 'warning', title: TRIGGER_ERROR_MESSAGES[number], traceId };
}

export function signInsFailureNotice(error: unknown): Notice {
  const key = signInsErrorKey(error);
  const traceId = traceIdOf(error);
  return key === undefined ? { type: 'error', title: COMMON_ERROR, traceId } : { type: 'warning', title: SIGN_INS_MESSAGES[key], traceId };
}

/** §8: warning S36_14 plus the generic error and the trace ID. */
export function deviceListFailureNotice(error: unknown): Notice {
  return {
    type: 'warning',
    title: DEVICE_LIST_FAILED,
    description: COMMON_ERROR,
    traceId: traceIdOf(error),
  };
}
