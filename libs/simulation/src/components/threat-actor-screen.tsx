import { Badge, HStack, List, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PlayIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ApplianceGroups } from '@soc/api';
import { BusyButton, ParentWidth } from '@soc/ui';
import type { AppliancesState } from '../hooks/use-simulator-data.ts';
import type { ThreatActorFormState } from '../hooks/use-threat-actor-form.ts';
import { THREAT_ACTOR_ATTACKS } from '../model/threat-actors.ts';
import type { ThreatActor } from '../model/validation.ts';
import { AttackPathDiagram } from './attack-path-diagram.tsx';
import { AttackPathModal } from './attack-path-modal.tsx';
import { ExpectationList } from './expectation-list.tsx';
import { IpField } from './form-fields.tsx';
import { RepeatWarning } from './important-notice.tsx';
import { SimulationForm } from './simulation-form.tsx';

/** The diagram's box on the slide, px: at most this wide, and narrower where the slide is. */
const DIAGRAM_BOX_WIDTH = 880;
const DIAGRAM_BOX_HEIGHT = 340;

export interface ThreatActorScreenProps {
  form: ThreatActorFormState;
  appliances: AppliancesState;
  groups: ApplianceGroups;
}

/** Spec 002 §2.3: choose an attack and an appliance, fill the hosts' IPs, see the attack path, run. */
export function ThreatActorScreen({ form, appliances, groups }: ThreatActorScreenProps) {
  const { t, i18n } = useLingui();
  const [fullScreen, setFullScreen] = useState(false);
  const runButton = useRef<HTMLButtonElement>(null);
  // The repeat warning's buttons leave with it, and their focus would fall to the page: Run takes it
  // back. flushSync first renders the answer, so Run is no longer disabled (only busy, after Run anyway).
  const answerWarning = (answer: () => void) => () => {
    flushSync(answer);
    runButton.current?.focus();
  };
  const { attack } = form;
  // Side by side: what the attack simulates, and what Workbench is expected to show for it.
  const expectations = [
    { heading: t({ id: 'SIM.THREAT_ACTOR.TECHNIQUES', message: 'Simulated techniques' }), items: attack.techniques },
    { heading: t({ id: 'SIM.THREAT_ACTOR.MODELS', message: 'Expected Workbench model detections' }), items: attack.modelDetections.map((model) => i18n._(model)) },
    { heading: t({ id: 'SIM.THREAT_ACTOR.INSIGHTS', message: 'Expected Workbench insights' }), items: attack.insights.map((insight) => i18n._(insight)) },
  ];

  return (
    <Stack gap="4">
      <RadioGroup.Root
        value={attack.id}
        onValueChange={(details) => details.value && form.selectAttack(details.value as ThreatActor)}
        aria-label={t({ id: 'SIM.THREAT_ACTOR.ATTACK', message: 'Attack' })}
        orientation="horizontal"
      >
        <HStack gap="6">
          {THREAT_ACTOR_ATTACKS.map((a) => (
            <RadioGroup.Item key={a.id} value={a.id}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{a.eventName}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>

      <Text textStyle="sm">{i18n._(attack.description)}</Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {expectations.map(({ heading, items }) => (
          <ExpectationList key={heading} heading={heading}>
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </ExpectationList>
        ))}
      </SimpleGrid>

      {/* As wide as the slide allows (the diagram fits itself in on opening), so a phone sees all of it. */}
      <ParentWidth>
        {(width) =>
          width > 0 ? (
            <AttackPathDiagram attack={attack} ips={form.ips} width={Math.min(DIAGRAM_BOX_WIDTH, width)} height={DIAGRAM_BOX_HEIGHT} onOpenFullScreen={() => setFullScreen(true)} />
          ) : null
        }
      </ParentWidth>
      <AttackPathModal open={fullScreen} onClose={() => setFullScreen(false)} attack={attack} ips={form.ips} />

      <SimulationForm
        label={t({
          id: 'SIM.THREAT_ACTOR.FORM',
          message: 'Simulation settings',
        })}
        onSubmit={form.run}
        groups={groups}
        appliances={appliances}
        form={form}
        ipColumns={3}
        emptyApplianceListDescription={t({
          id: 'SIM.FORM.NO_APPLIANCES_HINT',
          message: 'Connect a Virtual Network Sensor, Deep Discovery Inspector or TippingPoint appliance to run network simulations.',
        })}
        footer={
          <>
            {form.confirmRepeat && form.lastRun !== undefined ? (
              <RepeatWarning lastRun={form.lastRun} onConfirm={answerWarning(form.confirmRun)} onCancel={answerWarning(form.cancelRepeat)} />
            ) : null}
            <HStack justify="flex-end">
              {form.running ? (
                <Badge colorPalette="blue">
                  {t({
                    id: 'SIM.THREAT_ACTOR.RUNNING',
                    message: 'Starting the simulation…',
                  })}
                </Badge>
              ) : null}
              <BusyButton
                ref={runButton}
                type="submit"
                colorPalette="blue"
                disabled={form.runDisabled || form.confirmRepeat}
                loading={form.running}
                loadingText={t({ id: 'SIM.THREAT_ACTOR.RUN', message: 'Run simulation' })}
              >
                <PlayIcon aria-hidden="true" />
                {t({ id: 'SIM.THREAT_ACTOR.RUN', message: 'Run simulation' })}
              </BusyButton>
            </HStack>
          </>
        }
      >
        {attack.hosts.map((host) => (
          <IpField
            key={`${attack.id}-${host.field}`}
            label={t({
              id: 'SIM.FORM.HOST_IP',
              message: `${i18n._(host.role)} IP`,
            })}
            helper={host.hostName}
            value={form.ips[host.field] ?? ''}
            onChange={(value) => form.setIp(host.field, value)}
            error={form.errors[host.field]}
          />
        ))}
      </SimulationForm>
    </Stack>
  );
}
