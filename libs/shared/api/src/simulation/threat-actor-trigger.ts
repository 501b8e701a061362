import { ApiError } from '../client/errors.ts';
import { request } from '../client/request.ts';
import { newTraceId } from '../client/url.ts';
import { anyBody } from '../client/schema.ts';

const THREAT_ACTOR_TRIGGER_PATH = '/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack';

/** Spec 002 §7 `use_case_num` values, and the attack ids of §3 they belong to. */
export type ThreatActorUseCase = 'APT28' | 'BlackBasta';
export const THREAT_ACTOR_IDS = { apt28: 'APT28', black_basta: 'BlackBasta' } as const satisfies Record<string, ThreatActorUseCase>;

export interface ThreatActorTrigger {
  /** The appliance's device id. */
  guid: string;
  source_host: string;
  source_ip: string;
  product_code: string;
  use_case_num: ThreatActorUseCase;
  /** Demo host name → IP. */
  endpoint_ips: Record<string, string>;
}

/** Spec 002 §8, word for word (contract §10 keeps the typos). */
export const THREAT_ACTOR_ERROR_TEXTS = {
  132333: 'The required request body is invalid.',
  132334: 'Specify a invalid IP.',
  132335: 'Specify a invalid IP.',
  132336: 'Invalid format IP.',
  132337: 'Invalid format IP.',
  132338: 'Duplicate IP address.',
  132124: 'Unable to trigger threat actor simulation since a simulation is still running.',
  132125: 'Fail to trigger the threat actor simulation due to timeout.',
  132126: 'Fail to trigger the threat actor simulation.',
} as const;
export type ThreatActorErrorNumber = keyof typeof THREAT_ACTOR_ERROR_TEXTS;
export const THREAT_ACTOR_ERROR_NUMBERS = Object.keys(THREAT_ACTOR_ERROR_TEXTS).map(Number) as ThreatActorErrorNumber[];

/**
 * Starts a threat-actor simulation; the answer is not read. The trace id is sent explicitly because
 * the warning toast quotes it (spec 002 §8); `ApiError.traceId` carries it back on failure.
 */
export function triggerThreatActorSimulation(body: ThreatActorTrigger, traceId: string = newTraceId()): Promise<unknown> {
  return request({ method: 'POST', path: THREAT_ACTOR_TRIGGER_PATH, body, headers: { 'X-Trace-Id': traceId }, schema: anyBody });
}

/** The mapped `info.number` of a 400, or undefined for "the generic error". */
export function threatActorErrorNumber(error: unknown): ThreatActorErrorNumber | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const number = error.infoNumber;
  return number !== undefined && Object.hasOwn(THREAT_ACTOR_ERROR_TEXTS, number) ? (number as ThreatActorErrorNumber) : undefined;
}
