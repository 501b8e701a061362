import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { flattenAppliances, newTraceId, triggerThreatActorSimulation, type ApplianceGroups, type ThreatActorTrigger } from '@soc/api';
import { triggerFailureNotice, TRIGGER_SUCCESS } from '../model/messages.ts';
import { isRecentRun, readLastRun, recordRun } from '../model/run-history.ts';
import { defaultIps, findThreatActorAttack, type ThreatActorAttack } from '../model/threat-actors.ts';
import { buildTriggerBody } from '../model/trigger-body.ts';
import { validateThreatActorForm, type HostField, type ThreatActor, type ThreatActorErrors } from '../model/validation.ts';
import { showNotice } from './notify.ts';

export interface ThreatActorFormOptions {
  groups: ApplianceGroups;
  /** The device list is still loading: Run is disabled (§2.3). */
  appliancesLoading: boolean;
  /** The simulator's own loading (§4: until the downloads and the task status arrive): Run is disabled too (§2.3). */
  loading: boolean;
  /** Injected for tests and stories (fixed clock). */
  now?: () => number;
}

export interface ThreatActorFormState {
  attack: ThreatActorAttack;
  appliance: string;
  ips: Partial<Record<HostField, string>>;
  errors: ThreatActorErrors;
  running: boolean;
  runDisabled: boolean;
  /** The attack ran on this browser less than 24 hours ago and the user has not confirmed a repeat. */
  confirmRepeat: boolean;
  lastRun: number | undefined;
  selectAttack: (id: ThreatActor) => void;
  selectAppliance: (deviceId: string) => void;
  setIp: (field: HostField, value: string) => void;
  /** Validates, then runs or asks to confirm a repeat. */
  run: () => void;
  confirmRun: () => void;
  cancelRepeat: () => void;
}

/**
 * The threat-actor form of spec 002 §2.3 / §5: attack, appliance, one IP per simulated host; Run
 * validates, warns before a repeat within 24 hours, then posts the trigger (§7) with a trace ID of its
 * own so the warning toast quotes exactly the one the request carried (§8).
 */
export function useThreatActorForm({ groups, appliancesLoading, loading, now = Date.now }: ThreatActorFormOptions): ThreatActorFormState {
  const { i18n } = useLingui();
  const [attackId, setAttackId] = useState<ThreatActor>('apt28');
  const attack = findThreatActorAttack(attackId);
  const [appliance, setAppliance] = useState('');
  const [ips, setIps] = useState<Partial<Record<HostField, string>>>(() => defaultIps(attack));
  const [submitted, setSubmitted] = useState(false);
  const [confirmRepeat, setConfirmRepeat] = useState(false);
  const [historyVersion, setHistoryVersion] = useState(0);

  const appliances = useMemo(() => flattenAppliances(groups), [groups]);
  const errors = useMemo(() => (submitted ? validateThreatActorForm(attackId, { appliance, ...ips }) : {}), [submitted, attackId, appliance, ips]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-read after a run is recorded
  const lastRun = useMemo(() => readLastRun(attackId), [attackId, historyVersion]);

  const trigger = useMutation({
    mutationFn: ({ body, traceId }: { body: ThreatActorTrigger; traceId: string }) => triggerThreatActorSimulation(body, traceId),
    onSuccess: (_data, { body }) => {
      recordRun(body.use_case_num === 'APT28' ? 'apt28' : 'black_basta', now());
      setHistoryVersion((v) => v + 1);
      showNotice(i18n, { type: 'success', title: TRIGGER_SUCCESS });
    },
    onError: (error) => showNotice(i18n, triggerFailureNotice(error)),
  });

  const send = useCallback(() => {
    const chosen = appliances.find((a) => a.device_id === appliance);
    if (!chosen) return;
    setConfirmRepeat(false);
    trigger.mutate({
      body: buildTriggerBody(attack, chosen, ips),
      traceId: newTraceId(),
    });
  }, [appliances, appliance, attack, ips, trigger]);

  const run = useCallback(() => {
    setSubmitted(true);
    const found = validateThreatActorForm(attackId, { appliance, ...ips });
    if (Object.keys(found).length > 0) return;
    if (isRecentRun(readLastRun(attackId), now())) {
      setConfirmRepeat(true);
      return;
    }
    send();
  }, [attackId, appliance, ips, now, send]);

  const selectAttack = useCallback((id: ThreatActor) => {
    // §5: changing the attack resets the rules (and the hosts, whose number changes).
    setAttackId(id);
    setIps(defaultIps(findThreatActorAttack(id)));
    setSubmitted(false);
    setConfirmRepeat(false);
  }, []);

  return {
    attack,
    appliance,
    ips,
    errors,
    running: trigger.isPending,
    runDisabled: loading || appliancesLoading || appliances.length === 0 || trigger.isPending,
    confirmRepeat,
    lastRun,
    selectAttack,
    selectAppliance: setAppliance,
    setIp: useCallback((field: HostField, value: string) => setIps((current) => ({ ...current, [field]: value })), []),
    run,
    confirmRun: send,
    cancelRepeat: useCallback(() => setConfirmRepeat(false), []),
  };
}
