// The behaviour-anomaly attacks of spec 002 §2.4 / §3 (id, description, expect_result list of title and
// sub_title). The specification names one attack, SNB-AD-14, and says it takes three server IPs
// (connections 1, 2 and 3); it names no other attack, so no other is offered here.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { checkIp, type IpErrorKey } from './validation.ts';

export interface BehaviourAnomalyAttack {
  id: string;
  description: MessageDescriptor;
  expectResult: ReadonlyArray<{
    title: MessageDescriptor;
    subTitle: MessageDescriptor;
  }>;
  /** How many server IPs (connections) the attack uses. */
  serverIpCount: 1 | 3;
}

export const BEHAVIOUR_ANOMALY_ATTACKS: readonly BehaviourAnomalyAttack[] = [
  {
    id: 'SNB-AD-14',
    description: msg({
      id: 'SIM.SNB_AD_14.DESCRIPTION',
      message: 'A client inside your network opens unusual connections to three servers outside it, as a host under remote control would.',
    }),
    expectResult: [
      {
        title: msg({
          id: 'SIM.SNB_AD_14.RESULT_1.TITLE',
          message: 'Network anomaly detection',
        }),
        subTitle: msg({
          id: 'SIM.SNB_AD_14.RESULT_1.SUBTITLE',
          message: 'An alert for the client’s connections, seen by the selected appliance',
        }),
      },
    ],
    serverIpCount: 3,
  },
];

export interface BehaviourAnomalyForm {
  attackId: string;
  appliance?: string;
  clientIp: string;
  /** One entry per connection. */
  serverIps: string[];
}

export interface BehaviourAnomalyErrors {
  appliance?: 'SIMULATOR.S36_9';
  clientIp?: IpErrorKey;
  serverIps: Array<IpErrorKey | undefined>;
}

/**
 * Spec 002 §5's shared checker: the client is inside the network (position 3: must be private,
 * S36_13) and each server outside it (position 2: must not be private, S36_12).
 */
export function validateBehaviourAnomalyForm(form: BehaviourAnomalyForm): BehaviourAnomalyErrors {
  return {
    appliance: form.appliance ? undefined : 'SIMULATOR.S36_9',
    clientIp: checkIp(form.clientIp, 3),
    serverIps: form.serverIps.map((ip) => checkIp(ip, 2)),
  };
}

export function hasBehaviourAnomalyErrors(errors: BehaviourAnomalyErrors): boolean {
  return Boolean(errors.appliance || errors.clientIp || errors.serverIps.some(Boolean));
}
