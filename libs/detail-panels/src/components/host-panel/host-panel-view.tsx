import { Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HostRecord } from '@soc/api';
import { DetailField, DetailList } from '@soc/ui';
import { ExpandableListField } from '../email-panel/expandable-list.tsx';
import { nonBlankTexts } from '../../model/texts.ts';
import { RecordStateView, type RecordPanelViewProps } from '../panel-state/record-state-view.tsx';
import { PivotField, PivotValue } from '../pivot/pivot-value.tsx';
import { FieldSection } from '../risk-overview/panel-section.tsx';

/** The host's fields in the order spec 001 §2.3 enumerates them. */
function HostDetails({ host }: { host: HostRecord }) {
  const { t } = useLingui();
  const cloud = host.cloudMeta;
  const logonAccounts = nonBlankTexts(host.logonAccount?.value);
  return (
    <Stack gap="4">
      <DetailList columns={1}>
        {/* The host name, its IP addresses and (below) its logon accounts are values to pivot on (issue 13). */}
        <PivotField label={t({ id: 'DETAIL.HOST_HOSTNAME', message: 'Hostname' })} kind="hostname" value={nonBlankTexts(host.hostname?.value)} />
        <PivotField label={t({ id: 'DETAIL.HOST_IP', message: 'IP address' })} kind="ip" value={nonBlankTexts(host.ip?.value)} />
        <DetailField label={t({ id: 'DETAIL.HOST_MAC', message: 'MAC address' })} value={nonBlankTexts(host.macAddr?.value)} format="hash" />
      </DetailList>
      <FieldSection title={<Trans id="DETAIL.HOST_CLOUD_METADATA">Cloud metadata</Trans>}>
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
      </FieldSection>
      <FieldSection title={<Trans id="DETAIL.HOST_SECTION_SYSTEM">System</Trans>}>
        <ExpandableListField
          label={t({ id: 'DETAIL.HOST_LOGON_ACCOUNTS', message: 'Logon accounts' })}
          items={logonAccounts}
          renderItem={(account) => <PivotValue value={account} kind="user" />}
        />
        <DetailField label={t({ id: 'DETAIL.HOST_OS_NAME', message: 'OS name' })} value={host.osName} />
        <DetailField label={t({ id: 'DETAIL.HOST_OS_VERSION', message: 'OS version' })} value={host.osVersion} />
        <ExpandableListField label={t({ id: 'DETAIL.HOST_AGENTS', message: 'Agents' })} items={nonBlankTexts(host.agentList)} renderItem={(agent) => agent} />
      </FieldSection>
    </Stack>
  );
}

export function HostPanelView(props: RecordPanelViewProps<HostRecord>) {
  return (
    <RecordStateView {...props} loadingLabel={msg({ id: 'DETAIL.HOST_LOADING', message: 'Loading the host…' })}>
      {(host) => <HostDetails host={host} />}
    </RecordStateView>
  );
}
