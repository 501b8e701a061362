import { Alert, Button, HStack, List, NativeSelect, Field, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ApplianceGroups } from '@soc/api';
import type { BehaviourAnomalyFormState } from '../hooks/use-behaviour-anomaly-form.ts';
import { hasAppliances, type AppliancesState } from '../hooks/use-simulator-data.ts';
import { BEHAVIOUR_ANOMALY_ATTACKS } from '../model/behaviour-anomaly.ts';
import { ExpectationList } from './expectation-list.tsx';
import { IpField } from './form-fields.tsx';
import { SimulationForm } from './simulation-form.tsx';

export interface BehaviourAnomalyScreenProps {
  form: BehaviourAnomalyFormState;
  appliances: AppliancesState;
  groups: ApplianceGroups;
}

/**
 * Spec 002 §2.4: attack, appliance, Client IP and Server IP (three for SNB-AD-14). The specification
 * names no call that starts a behaviour-anomaly simulation (§7 has none), so the screen checks the
 * addresses and says so rather than pretending to start one.
 */
export function BehaviourAnomalyScreen({ form, appliances, groups }: BehaviourAnomalyScreenProps) {
  const { t, i18n } = useLingui();
  const { attack } = form;
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{t({ id: 'SIM.THREAT_ACTOR.ATTACK', message: 'Attack' })}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={attack.id} onChange={(event) => form.selectAttack(event.target.value)}>
            {BEHAVIOUR_ANOMALY_ATTACKS.map((a) => (
              <option key={a.id} value={a.id}>
                {a.id}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text textStyle="sm">{i18n._(attack.description)}</Text>
      <ExpectationList heading={t({ id: 'SIM.ANOMALY.EXPECTED', message: 'Expected results' })}>
        {attack.expectResult.map((result) => (
          <List.Item key={result.title.id}>
            <Text as="span" fontWeight="semibold">
              {i18n._(result.title)}
            </Text>
            {' — '}
            {i18n._(result.subTitle)}
          </List.Item>
        ))}
      </ExpectationList>

      <SimulationForm
        label={t({
          id: 'SIM.ANOMALY.FORM',
          message: 'Behavior anomaly settings',
        })}
        onSubmit={form.check}
        groups={groups}
        appliances={appliances}
        form={form}
        ipColumns={2}
        footer={
          <>
            {form.checked ? (
              <Alert.Root status="info" role="status">
                <Alert.Indicator />
                <Alert.Description>
                  {t({
                    id: 'SIM.ANOMALY.NO_CALL',
                    message:
                      'The addresses are valid. The specification of this console names no call that starts a behavior anomaly simulation, so it cannot be started from here.',
                  })}
                </Alert.Description>
              </Alert.Root>
            ) : null}
            <HStack justify="flex-end">
              <Button type="submit" variant="outline" disabled={appliances.status !== 'done' || !hasAppliances(groups)}>
                {t({ id: 'SIM.ANOMALY.CHECK', message: 'Check the settings' })}
              </Button>
            </HStack>
          </>
        }
      >
        <IpField
          label={t({ id: 'SIM.ANOMALY.CLIENT_IP', message: 'Client IP' })}
          value={form.clientIp}
          onChange={form.setClientIp}
          error={form.errors.clientIp}
        />
        {form.serverIps.map((ip, index) => (
          <IpField
            key={`${attack.id}-${index}`}
            label={
              form.serverIps.length > 1
                ? t({
                    id: 'SIM.ANOMALY.SERVER_IP_N',
                    message: `Server IP (connection ${index + 1})`,
                  })
                : t({ id: 'SIM.ANOMALY.SERVER_IP', message: 'Server IP' })
            }
            value={ip}
            onChange={(value) => form.setServerIp(index, value)}
            error={form.errors.serverIps[index]}
          />
        ))}
      </SimulationForm>
    </Stack>
  );
}
