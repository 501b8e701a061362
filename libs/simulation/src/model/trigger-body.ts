// Spec 002 §7: the threat-actor trigger's body from the form and the chosen appliance.
import type { Appliance, ThreatActorTrigger } from '@soc/api';
import type { ThreatActorAttack } from './threat-actors.ts';
import { normalizeIp, type HostField } from './validation.ts';

export function buildTriggerBody(attack: ThreatActorAttack, appliance: Appliance, ips: Partial<Record<HostField, string>>): ThreatActorTrigger {
  const endpointIps: Record<string, string> = {};
  for (const host of attack.hosts) {
    const ip = normalizeIp(ips[host.field]);
    // Optional hosts left empty are not sent (only APT28 has none; kept for a catalogue that adds some).
    if (ip) endpointIps[host.hostName] = ip;
  }
  return {
    guid: appliance.device_id,
    source_host: appliance.hostname ?? '',
    source_ip: appliance.device_ip ?? '',
    product_code: appliance.product_id ?? '',
    use_case_num: attack.useCase,
    endpoint_ips: endpointIps,
  };
}
