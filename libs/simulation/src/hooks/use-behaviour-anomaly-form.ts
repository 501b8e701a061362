import { useCallback, useMemo, useState } from 'react';
import {
  BEHAVIOUR_ANOMALY_ATTACKS,
  hasBehaviourAnomalyErrors,
  validateBehaviourAnomalyForm,
  type BehaviourAnomalyAttack,
  type BehaviourAnomalyErrors,
} from '../model/behaviour-anomaly.ts';

export interface BehaviourAnomalyFormState {
  attack: BehaviourAnomalyAttack;
  appliance: string;
  clientIp: string;
  serverIps: string[];
  errors: BehaviourAnomalyErrors;
  /** The last check found no problem. */
  checked: boolean;
  selectAttack: (id: string) => void;
  selectAppliance: (deviceId: string) => void;
  setClientIp: (value: string) => void;
  setServerIp: (index: number, value: string) => void;
  check: () => void;
}

const NO_ERRORS: BehaviourAnomalyErrors = { serverIps: [] };

function attackById(id: string): BehaviourAnomalyAttack {
  return BEHAVIOUR_ANOMALY_ATTACKS.find((a) => a.id === id) ?? (BEHAVIOUR_ANOMALY_ATTACKS[0] as BehaviourAnomalyAttack);
}

/** Spec 002 §2.4 / §5: attack, appliance, client IP (private) and one server IP (public) per connection. */
export function useBehaviourAnomalyForm(): BehaviourAnomalyFormState {
  const [attackId, setAttackId] = useState(BEHAVIOUR_ANOMALY_ATTACKS[0]?.id ?? '');
  const attack = attackById(attackId);
  const [appliance, setAppliance] = useState('');
  const [clientIp, setClientIp] = useState('');
  const [serverIps, setServerIps] = useState<string[]>(() => Array.from({ length: attack.serverIpCount }, () => ''));
  const [submitted, setSubmitted] = useState(false);

  const errors = useMemo(
    () =>
      submitted
        ? validateBehaviourAnomalyForm({
            attackId,
            appliance,
            clientIp,
            serverIps,
          })
        : NO_ERRORS,
    [submitted, attackId, appliance, clientIp, serverIps],
  );

  return {
    attack,
    appliance,
    clientIp,
    serverIps,
    errors,
    checked: submitted && !hasBehaviourAnomalyErrors(errors),
    selectAttack: useCallback((id: string) => {
      setAttackId(id);
      setServerIps(Array.from({ length: attackById(id).serverIpCount }, () => ''));
      setSubmitted(false);
    }, []),
    selectAppliance: setAppliance,
    setClientIp,
    setServerIp: useCallback((index: number, value: string) => setServerIps((ips) => ips.map((ip, i) => (i === index ? value : ip))), []),
    check: useCallback(() => setSubmitted(true), []),
  };
}
