// Spec 002 §5: the simulation form's client-side rules. Message keys are the specification's.
// The dotted-quad and private-range rules are the console's own (spec 001 §5), shared with the panels.
import { isIpv4, isPrivateIpv4, toHalfWidth, trimBlank } from '@soc/util';

export type IpErrorKey = 'SIMULATOR.S36_10' | 'SIMULATOR.S36_11' | 'SIMULATOR.S36_12' | 'SIMULATOR.S36_13';
export type ThreatActor = 'apt28' | 'black_basta';
export type HostField = 'ip1' | 'ip2' | 'ip3' | 'ip4' | 'ip5';

/**
 * An IP field's text as it is checked, sent and shown once the field is left: what a Japanese input
 * method types ("１０．２０．１．２１", "１０。２０。１。２１") made half-width, blanks at either end dropped.
 */
export function normalizeIp(value: string | undefined): string {
  return trimBlank(toHalfWidth(value ?? ''));
}

/**
 * The shared checker: empty → S36_10, not a dotted quad → S36_11; position 2 must be public
 * (S36_12) and position 3 private (S36_13). Position 1 checks only presence and format.
 */
export function checkIp(value: string | undefined, position: 1 | 2 | 3): IpErrorKey | undefined {
  const ip = normalizeIp(value);
  if (!ip) return 'SIMULATOR.S36_10';
  if (!isIpv4(ip)) return 'SIMULATOR.S36_11';
  if (position === 2 && isPrivateIpv4(ip)) return 'SIMULATOR.S36_12';
  if (position === 3 && !isPrivateIpv4(ip)) return 'SIMULATOR.S36_13';
  return undefined;
}

const REQUIRED_HOSTS: Record<ThreatActor, readonly HostField[]> = {
  apt28: ['ip1', 'ip2', 'ip3'],
  black_basta: ['ip1', 'ip2', 'ip3', 'ip4', 'ip5'],
};

export type ThreatActorForm = { appliance?: string } & Partial<Record<HostField, string>>;
export type ThreatActorErrors = Partial<Record<'appliance' | HostField, 'SIMULATOR.S36_9' | IpErrorKey>>;

/** The threat-actor form uses position 1 for every host, so only presence and format are checked. */
export function validateThreatActorForm(attack: ThreatActor, form: ThreatActorForm): ThreatActorErrors {
  const errors: ThreatActorErrors = {};
  if (!form.appliance) errors.appliance = 'SIMULATOR.S36_9';
  for (const field of ['ip1', 'ip2', 'ip3', 'ip4', 'ip5'] as const) {
    const required = REQUIRED_HOSTS[attack].includes(field);
    const value = normalizeIp(form[field]);
    if (!required && !value) continue;
    const error = checkIp(value, 1);
    if (error) errors[field] = error;
  }
  return errors;
}
