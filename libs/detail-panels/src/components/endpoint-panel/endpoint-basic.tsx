import { Badge, chakra, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EndpointRecord } from '@soc/api';
import { Dash, DetailField, DetailList } from '@soc/ui';
import { FieldSection, TagList, useYesNo } from '../risk-overview/panel-section.tsx';
import { connectivityOf, isProxyIpListTruncated, PROXY_IPS_TRUNCATED_AT, ringLabel } from './endpoint-display.ts';
import { PivotField, PivotValue } from '../pivot/pivot-value.tsx';
import type { EndpointGates } from './endpoint-gates.ts';
import { ComponentVersionsPopup, NetworkInterfacesPopup, VirtualMachinePopup } from './endpoint-popups.tsx';
import { DateField } from '../date-field/date-field.tsx';
import { PageLink } from '../page-link/page-link.tsx';

/** Spec 001 §2.18: the credit page. */
const CREDIT_PAGE_PATH = '/app/bc/company/credit';

export interface EndpointBasicProps {
  record: EndpointRecord;
  gates: Pick<EndpointGates, 'ringDeployment' | 'agentUpdateStatus' | 'endpointSensorSection' | 'creditPage'>;
}

function ConnectivityValue({ value }: { value: string | null | undefined }) {
  const { t } = useLingui();
  const connectivity = connectivityOf(value);
  if (!connectivity) return <Dash />;
  const label =
    connectivity === 'connected'
      ? t({ id: 'DETAIL.EP_CONNECTED', message: 'Connected' })
      : connectivity === 'unknown'
        ? t({ id: 'DETAIL.EP_CONNECTIVITY_UNKNOWN', message: 'Unknown' })
        : t({ id: 'DETAIL.EP_DISCONNECTED', message: 'Not connected' });
  const palette = connectivity === 'connected' ? 'green' : connectivity === 'unknown' ? 'gray' : 'orange';
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" data-connectivity={connectivity}>
      {label}
    </Badge>
  );
}

/** Connectivity and when the endpoint last connected: in the full and the simplified Basic tab alike. */
function ConnectionFields({ record }: { record: EndpointRecord }) {
  const { t } = useLingui();
  return (
    <>
      <DetailField label={t({ id: 'DETAIL.EP_CONNECTIVITY', message: 'Connectivity' })}>
        <ConnectivityValue value={record.endpoint_connectivity} />
      </DetailField>
      <DateField label={t({ id: 'DETAIL.EP_LAST_CONNECTED', message: 'Last connected' })} value={record.last_connected_time} />
    </>
  );
}

/** Spec 001 §9: a proxy list of 20 or more IPs is flagged as truncated (the server sends at most so many). Each IP is a value to pivot on. */
function ProxyIps({ ips }: { ips: readonly string[] }) {
  if (ips.length === 0) return <Dash />;
  return (
    <Stack gap="1" align="flex-start">
      <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" columnGap="3" rowGap="1">
        {ips.map((ip, index) => (
          // An address moves to the next row whole; shrunk to share a row, it broke (10.20.0.⏎10).
          <chakra.li key={`${index}:${ip}`} flexShrink="0" maxW="full">
            <PivotValue value={ip} kind="ip" />
          </chakra.li>
        ))}
      </chakra.ul>
      {isProxyIpListTruncated(ips) ? (
        <Badge colorPalette="orange" variant="subtle" size="sm" alignSelf="flex-start" whiteSpace="normal" data-testid="proxy-ips-truncated">
          <Trans id="DETAIL.EP_PROXY_TRUNCATED">Truncated: {PROXY_IPS_TRUNCATED_AT} or more IPs, the list may be incomplete</Trans>
        </Badge>
      ) : null}
    </Stack>
  );
}

/**
 * The Basic tab (spec 001 §2.5): every field of the record, in the order §2.5 enumerates them (the sections
 * group neighbours of that sequence; fields it does not name sit beside their kin).
 */
export function EndpointBasic({ record, gates }: EndpointBasicProps) {
  const { t } = useLingui();
  const yesNo = useYesNo();
  const os = record.os;
  const proxy = record.service_gateway_proxy_info;
  return (
    <Stack gap="5">
      <FieldSection title={<Trans id="DETAIL.EP_SECTION_ENDPOINT">Endpoint</Trans>}>
        <DetailField label={t({ id: 'DETAIL.EP_TYPE', message: 'Type' })} value={record.type} />
        <PivotField label={t({ id: 'DETAIL.EP_HOSTNAME', message: 'Hostname' })} kind="hostname" value={record.hostname} />
        <ConnectionFields record={record} />
        <DetailField label={t({ id: 'DETAIL.EP_INSTANCE', message: 'Instance name' })} value={record.instance?.name} />
        <DetailField label={t({ id: 'DETAIL.EP_INSTANCE_V1ES', message: 'Unified endpoint instance' })} value={yesNo(record.instance?.is_v1es)} />
        <DetailField
          label={t({ id: 'DETAIL.EP_INSTANCE_VERSION_CONTROL', message: 'Version control policies opted in' })}
          value={yesNo(record.instance?.is_opt_in_version_control_policies_feature)}
        />
        <DetailField label={t({ id: 'DETAIL.EP_GROUP', message: 'Group name' })} value={record.group?.name} />
        <PivotField label={t({ id: 'DETAIL.EP_LAST_IP', message: 'Last IP used' })} kind="ip" value={record.last_ip_used} />
        <DateField label={t({ id: 'DETAIL.EP_LAST_SCAN', message: 'Last scan' })} value={record.last_scan_time} />
        <PivotField label={t({ id: 'DETAIL.EP_LAST_USER', message: 'Last logged-on user' })} kind="user" value={record.last_logged_on_user} />
        <DetailField label={t({ id: 'DETAIL.EP_CPU_ARCH', message: 'CPU architecture' })} value={record.cpu_arch} />
        <DetailField label={t({ id: 'DETAIL.EP_DOMAIN_HIERARCHY', message: 'Domain hierarchy' })} value={record.domain_hierarchy} />
        <DetailField label={t({ id: 'DETAIL.EP_INTERFACES', message: 'Network interfaces' })}>
          <NetworkInterfacesPopup interfaces={record.network_interfaces} />
        </DetailField>
      </FieldSection>

      <FieldSection title={<Trans id="DETAIL.EP_SECTION_OS">Operating system</Trans>}>
        <DetailField label={t({ id: 'DETAIL.EP_OS_PLATFORM', message: 'Platform' })} value={os?.platform} />
        <DetailField label={t({ id: 'DETAIL.EP_OS_NAME', message: 'Name' })} value={os?.name} />
        <DetailField label={t({ id: 'DETAIL.EP_OS_ARCH', message: 'Architecture' })} value={os?.arch} />
        <DetailField label={t({ id: 'DETAIL.EP_OS_VERSION', message: 'Version' })} value={os?.version} />
        <DetailField label={t({ id: 'DETAIL.EP_OS_KERNEL', message: 'Kernel version' })} value={os?.kernel_version} />
      </FieldSection>

      <FieldSection title={<Trans id="DETAIL.EP_SECTION_MANAGEMENT">Management</Trans>}>
        <DetailField label={t({ id: 'DETAIL.EP_DESCRIPTION', message: 'Description' })} value={record.description} />
        <DetailField label={t({ id: 'DETAIL.EP_ISOLATION', message: 'Isolation status' })} value={record.isolation_status} />
        <DetailField label={t({ id: 'DETAIL.EP_CREDIT_ALLOCATION', message: 'Credit allocation status' })} value={record.credit_allocation_status} />
        {gates.creditPage ? (
          <DetailField label={t({ id: 'DETAIL.EP_CREDITS', message: 'Credits' })}>
            <PageLink href={CREDIT_PAGE_PATH}>
              <Trans id="DETAIL.EP_CREDIT_PAGE_LINK">Open the credit page</Trans>
            </PageLink>
          </DetailField>
        ) : null}
        <DetailField label={t({ id: 'DETAIL.EP_TAGS', message: 'Tags' })}>
          <TagList values={record.tags} />
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.EP_PREDEFINED_TAGS', message: 'Predefined tags' })}>
          <TagList values={record.predefined_tags.flatMap((group) => group.tags.map((tag) => tag.name))} />
        </DetailField>
      </FieldSection>

      <FieldSection title={<Trans id="DETAIL.EP_SECTION_CLOUD">Cloud and container</Trans>}>
        <DetailField label={t({ id: 'DETAIL.EP_GCP_TAGS', message: 'GCP network tags' })}>
          <TagList values={record.gcp_network_tags} />
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.EP_DOCKER', message: 'Docker engine' })} value={record.docker_engine} />
        <DetailField label={t({ id: 'DETAIL.EP_VM_DETAILS', message: 'Virtual machine details' })}>
          <VirtualMachinePopup details={record.virtual_machine_details} />
        </DetailField>
      </FieldSection>

      <FieldSection title={<Trans id="DETAIL.EP_SECTION_PROXY">Service gateway proxy</Trans>}>
        <PivotField label={t({ id: 'DETAIL.EP_PROXY_FQDN', message: 'FQDN' })} kind="hostname" value={proxy?.fqdn} />
        <DetailField label={t({ id: 'DETAIL.EP_PROXY_IPS', message: 'IP addresses' })}>
          <ProxyIps ips={proxy?.ips ?? []} />
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.EP_PROXY_VALUE', message: 'Proxy' })} value={proxy?.value} />
      </FieldSection>

      <FieldSection title={<Trans id="DETAIL.EP_SECTION_COMPONENTS">Agent and components</Trans>}>
        <DetailField
          label={t({ id: 'DETAIL.EP_AGENT_EPP', message: 'Endpoint protection agent version' })}
          value={record.agent_version?.endpoint_protection}
        />
        <DetailField label={t({ id: 'DETAIL.EP_AGENT_SENSOR', message: 'Endpoint sensor agent version' })} value={record.agent_version?.endpoint_sensor} />
        <DetailField label={t({ id: 'DETAIL.EP_MODULE_STATUS', message: 'Component module status' })} value={record.epp_component_module_status} />
        <DateField label={t({ id: 'DETAIL.EP_MODULE_LAST_CONNECTED', message: 'Component module last connected' })} value={record.epp_component_module_last_connected_time} />
        <DetailField label={t({ id: 'DETAIL.EP_ENGINES', message: 'Engines' })}>
          <ComponentVersionsPopup items={record.engines} kind="engines" />
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.EP_PATTERNS', message: 'Patterns' })}>
          <ComponentVersionsPopup items={record.patterns} kind="patterns" />
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.EP_DISPLAY_NAME', message: 'Display name' })} value={record.display_name} />
        {gates.ringDeployment ? <DetailField label={t({ id: 'DETAIL.EP_RING', message: 'Ring' })} value={ringLabel(record.ring)} /> : null}
        <DetailField
          label={t({ id: 'DETAIL.EP_COMPONENTS_UPDATE_SETTING', message: 'Components update setting' })}
          value={record.components_update_setting}
        />
        <DetailField label={t({ id: 'DETAIL.EP_AGENT_KSP', message: 'Agent KSP version' })} value={record.agent_ksp_version} />
        <DetailField label={t({ id: 'DETAIL.EP_SENSOR_KSP', message: 'Sensor KSP version' })} value={record.sensor_ksp_version} />
      </FieldSection>

      <FieldSection title={<Trans id="DETAIL.EP_SECTION_UPDATES">Updates</Trans>}>
        <DetailField label={t({ id: 'DETAIL.EP_SECURITY_UPDATE_PLAN', message: 'Security update plan' })} value={record.security_update_plan} />
        <DetailField label={t({ id: 'DETAIL.EP_AGENT_UPDATE_POLICY', message: 'Agent update policy' })} value={record.agent_update_policy} />
        <DetailField label={t({ id: 'DETAIL.EP_PROGRAM_UPDATE_STATUS', message: 'Program update status' })} value={record.program_update_status} />
        {gates.agentUpdateStatus ? (
          <DetailField label={t({ id: 'DETAIL.EP_AGENT_UPDATE_STATUS', message: 'Agent update status' })} value={record.agent_update_status} />
        ) : null}
        <DetailField label={t({ id: 'DETAIL.EP_COMPONENT_UPDATE_STATUS', message: 'Component update status' })} value={record.component_update_status} />
        <DetailField label={t({ id: 'DETAIL.EP_COMPONENT_UPDATE_CHANGE', message: 'Component update change' })} value={record.component_update_change} />
      </FieldSection>

      {gates.endpointSensorSection ? (
        <FieldSection title={<Trans id="DETAIL.EP_SECTION_SENSOR">Endpoint sensor</Trans>} testId="endpoint-sensor-section">
          <DetailField label={t({ id: 'DETAIL.EP_XDR_DEVICE_ID', message: 'Sensor device ID' })} value={record.xdr_device_id} format="hash" copyable />
          <DetailField label={t({ id: 'DETAIL.EP_XES_GROUP', message: 'Sensor group' })} value={record.group?.xes_group_name} />
        </FieldSection>
      ) : null}
    </Stack>
  );
}

/** The small-business (smbp) view's simplified Basic tab: the fields such an administrator acts on, in §2.5's order. */
export function EndpointBasicSimple({ record }: { record: EndpointRecord }) {
  const { t } = useLingui();
  return (
    <DetailList columns={1}>
      <DetailField label={t({ id: 'DETAIL.EP_TYPE', message: 'Type' })} value={record.type} />
      <PivotField label={t({ id: 'DETAIL.EP_HOSTNAME', message: 'Hostname' })} kind="hostname" value={record.hostname} />
      <ConnectionFields record={record} />
      <DetailField label={t({ id: 'DETAIL.EP_GROUP', message: 'Group name' })} value={record.group?.name} />
      <PivotField label={t({ id: 'DETAIL.EP_LAST_IP', message: 'Last IP used' })} kind="ip" value={record.last_ip_used} />
      <DateField label={t({ id: 'DETAIL.EP_LAST_SCAN', message: 'Last scan' })} value={record.last_scan_time} />
      <PivotField label={t({ id: 'DETAIL.EP_LAST_USER', message: 'Last logged-on user' })} kind="user" value={record.last_logged_on_user} />
      <DetailField
        label={t({ id: 'DETAIL.EP_OS_NAME_FULL', message: 'Operating system' })}
        value={[record.os?.name, record.os?.version].filter(Boolean).join(' ')}
      />
      <DetailField label={t({ id: 'DETAIL.EP_ISOLATION', message: 'Isolation status' })} value={record.isolation_status} />
      <DetailField label={t({ id: 'DETAIL.EP_AGENT_EPP', message: 'Endpoint protection agent version' })} value={record.agent_version?.endpoint_protection} />
    </DetailList>
  );
}
