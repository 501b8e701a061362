import { Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HostRecord } from '@soc/api';
import { DetailField, DetailList } from '@soc/ui';
import { useId } from 'react';
import type { HostPanelState } from '../../hooks/use-host-panel.ts';
import { ExpandableListField } from '../email-panel/expandable-list.tsx';
import { nonBlankTexts } from '../../model/texts.ts';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import { PivotField, PivotValue } from '../pivot/pivot-value.tsx';

function HostDetails({ host }: { host: HostRecord }) {
  const { t } = useLingui();
  const cloud = host.cloudMeta;
  const logonAccounts = nonBlankTexts(host.logonAccount?.value);
  const cloudHeadingId = useId();
  return (
    <Stack gap="4">
      <DetailList columns={1}>
        {/* The host name, its IP addresses and logon accounts are values to pivot on (issue 13). */}
        <PivotField label={t({ id: 'DETAIL.HOST_HOSTNAME', message: 'Hostname' })} kind="hostname" value={nonBlankTexts(host.hostname?.value)} />
        <PivotField label={t({ id: 'DETAIL.HOST_IP', message: 'IP address' })} kind="ip" value={nonBlankTexts(host.ip?.value)} />
        <DetailField label={t({ id: 'DETAIL.HOST_MAC', message: 'MAC address' })} value={nonBlankTexts(host.macAddr?.value)} format="hash" />
        <DetailField label={t({ id: 'DETAIL.HOST_OS_NAME', message: 'OS name' })} value={host.osName} />
        <DetailField label={t({ id: 'DETAIL.HOST_OS_VERSION', message: 'OS version' })} value={host.osVersion} />
        <ExpandableListField
          label={t({ id: 'DETAIL.HOST_LOGON_ACCOUNTS', message: 'Logon accounts' })}
          items={logonAccounts}
          renderItem={(account) => <PivotValue value={account} kind="user" />}
        />
        <ExpandableListField label={t({ id: 'DETAIL.HOST_AGENTS', message: 'Agents' })} items={nonBlankTexts(host.agentList)} renderItem={(agent) => agent} />
      </DetailList>
      <Stack gap="2" as="section" aria-labelledby={cloudHeadingId}>
        <Heading as="h3" id={cloudHeadingId} textStyle="sm" fontWeight="semibold">
          <Trans id="DETAIL.HOST_CLOUD_METADATA">Cloud metadata</Trans>
        </Heading>
        <DetailList columns={1}>
          <DetailField label={t({ id: 'DETAIL.HOST_INSTANCE_ID', message: 'Instance ID' })} value={cloud?.instanceId} format="hash" copyable />
          <DetailField
            label={t({
              id: 'DETAIL.HOST_CLOUD_PROVIDER',
              message: 'Cloud provider',
            })}
            value={cloud?.cloudProvider}
          />
          <DetailField label={t({ id: 'DETAIL.HOST_VPC_ID', message: 'VPC ID' })} value={cloud?.vpcId} format="hash" />
          <DetailField label={t({ id: 'DETAIL.HOST_REGION_ID', message: 'Region ID' })} value={cloud?.regionId} />
        </DetailList>
      </Stack>
    </Stack>
  );
}

export interface HostPanelViewProps {
  state: HostPanelState;
  animated?: boolean;
}

export function HostPanelView({ state, animated = true }: HostPanelViewProps) {
  const { t } = useLingui();
  return (
    <PanelStateView state={state} animated={animated} loadingLabel={t({ id: 'DETAIL.HOST_LOADING', message: 'Loading the host…' })}>
      {(host) => <HostDetails host={host} />}
    </PanelStateView>
  );
}
