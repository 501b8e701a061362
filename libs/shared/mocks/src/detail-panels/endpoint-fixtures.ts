// Endpoint ("host pro") panel: the endpoint record, its identity data, custom tags and IPS rules
// (spec 001 §2.5, §3).
import { FIXED_NOW } from '../state.ts';
import { daysAgo, HOSTILE_TEXT, hoursAgo, nullAll, type Nullable, overridable } from './fixture-kit.ts';

/** The sample's service gateway proxy with `count` IPs (spec 001 §9 flags 20 and more as truncated). */
const proxyWithIps = (count: number) => ({
  fqdn: 'sg-eu-01.northwind-trading.example',
  ips: Array.from({ length: count }, (_, i) => `10.20.0.${10 + i}`),
  value: 'sg-eu-01.northwind-trading.example:8080',
});

function fullEndpoint(now: number = FIXED_NOW) {
  return {
    // Identity
    type: 'desktop',
    hostname: 'FIN-LT-0231',
    endpoint_connectivity: 'connected',
    last_connected_time: hoursAgo(now, 0.25),
    instance: { name: 'Northwind EU Endpoint Protection', is_v1es: true, is_opt_in_version_control_policies_feature: true },
    group: { name: 'Finance / Laptops', xes_group_name: 'Finance-EU' },
    last_ip_used: '10.20.4.31',
    last_scan_time: hoursAgo(now, 9),
    xdr_device_id: '4f1c6a2e-8d3b-4e5f-9a7c-0b1d2e3f4a5b',
    // Components
    engines: [
      { type: 'Virus Scan Engine (64-bit)', version: '23.580.1006', last_update_time: daysAgo(now, 12) },
      { type: 'Behavior Monitoring Core Driver', version: '2.98.1142', last_update_time: daysAgo(now, 30) },
      { type: 'Advanced Threat Scan Engine', version: '23.580.1006', last_update_time: daysAgo(now, 12) },
    ],
    patterns: [
      { type: 'Virus Pattern', version: '19.703.00', last_update_time: hoursAgo(now, 4) },
      { type: 'Spyware/Grayware Pattern', version: '2.827.00', last_update_time: hoursAgo(now, 4) },
      { type: 'Behavior Monitoring Detection Pattern', version: '1.562.00', last_update_time: daysAgo(now, 2) },
    ],
    agent_version: { endpoint_protection: '14.0.13140', endpoint_sensor: '1.2.0.4219' },
    epp_component_module_status: 'Up-to-date',
    epp_component_module_last_connected_time: hoursAgo(now, 0.5),
    display_name: 'Dana Whitfield – Finance laptop',
    ring: 3,
    components_update_setting: 'Automatic (ring-based)',
    // Network and OS
    service_gateway_proxy_info: proxyWithIps(2),
    last_logged_on_user: 'NORTHWIND\\dana.whitfield',
    cpu_arch: 'x86_64',
    domain_hierarchy: 'northwind-trading.example/EU/Finance',
    tags: ['finance', 'vip-user', 'eu-gdpr'],
    predefined_tags: [
      { id: 'pt-os', tags: [{ name: 'Windows' }, { name: 'Workstation' }] },
      { id: 'pt-site', tags: [{ name: 'Amsterdam HQ' }] },
    ],
    os: { platform: 'Windows', name: 'Windows 11 Enterprise', arch: 'x86_64', version: '23H2 (10.0.22631.4460)', kernel_version: '10.0.22631' },
    network_interfaces: [
      {
        name: 'eth0',
        display_name: 'Intel(R) Ethernet Connection I219-LM',
        mac: '3c:52:82:1f:7a:c4',
        dhcp: true,
        ips: ['10.20.4.31', 'fe80::1c2b:3d4e:5f60:7182'],
      },
      { name: 'wlan0', display_name: 'Intel(R) Wi-Fi 6E AX211 160MHz', mac: '3c:52:82:1f:7a:c5', dhcp: true, ips: ['192.168.1.57'] },
    ],
    // Versions and updates
    agent_ksp_version: 'KSP 2026.11.0',
    sensor_ksp_version: 'KSP 2026.10.2',
    security_update_plan: 'Standard (n-1)',
    agent_update_policy: 'Latest version',
    program_update_status: 'Up-to-date',
    agent_update_status: 'Up-to-date',
    component_update_status: 'Update available',
    component_update_change: 'Virus Pattern 19.703.00 → 19.705.00',
    // Cloud and container
    gcp_network_tags: ['http-server', 'finance-eu'],
    docker_engine: '26.1.4',
    virtual_machine_details: [
      { key: 'Hypervisor', value: 'VMware ESXi 8.0 U2' },
      { key: 'VM UUID', value: '564d2f1e-9c3a-7b8d-4e5f-6a7b8c9d0e1f' },
      { key: 'Host', value: 'esx-ams-07.northwind-trading.example' },
    ],
    description: 'Primary laptop of the accounts-payable lead; handles supplier payments.',
    isolation_status: 'Normal',
    credit_allocation_status: ['Endpoint Protection: allocated', 'Endpoint Sensor: allocated'],
    // Policy
    detail_profile: { basic: 'Finance endpoints', policy: 'Strict anti-ransomware' },
    unified_policy: 'Unified – Finance EU',
    unified_policy_assignments: { assignment_name: 'Finance laptops (EU)', priority_name: 'Priority 2' },
    unified_policy_anti_malware_schedule_scan: { id: 'sched-weekly-sun', name: 'Weekly full scan – Sunday 02:00' },
    sensor_policy: 'Default sensor policy',
    sensor_policy_override: 'Verbose logging for 7 days',
    policy: { name: 'Finance – Strict' },
    epp_features: [
      { name: 'Real-time Scan', status: 'Compliant', not_compliant_sub_features: [], pattern_outdated: false },
      {
        name: 'Behavior Monitoring',
        status: 'Not compliant',
        not_compliant_sub_features: ['Ransomware protection', 'Program inspection'],
        pattern_outdated: false,
      },
      { name: 'Web Reputation', status: 'Compliant', not_compliant_sub_features: [], pattern_outdated: true },
    ],
    xes_features: [
      { name: 'Endpoint Sensor', summarized_status: 'On' },
      { name: 'Vulnerability Protection', summarized_status: 'Partially on' },
    ],
    product_installed: ['Standard Endpoint Protection', 'Endpoint Sensor', 'Vulnerability Protection'],
    ips_resource_ids: ['1008765', '1009912', '1011243'],
  };
}

export type EndpointRecordFixture = Nullable<ReturnType<typeof fullEndpoint>>;

export const createEndpointRecord = overridable(fullEndpoint);

export const endpointRecordVariants = {
  empty: (): EndpointRecordFixture => nullAll(fullEndpoint(FIXED_NOW)),
  /** Not connected for two days, isolated, outdated components. */
  disconnected: (now: number = FIXED_NOW): EndpointRecordFixture =>
    createEndpointRecord(
      {
        endpoint_connectivity: 'disconnected',
        last_connected_time: daysAgo(now, 2),
        isolation_status: 'Isolated',
        component_update_status: 'Outdated',
        ring: 8,
      },
      now,
    ),
  /** The server does not know whether the agent is connected; the ring is outside n … n − 8. */
  unknownConnectivity: (now: number = FIXED_NOW): EndpointRecordFixture =>
    createEndpointRecord({ endpoint_connectivity: 'unknown', ring: 12 }, now),
  /** Exactly 20 proxy IPs: the first list size flagged as truncated (spec 001 §9). */
  proxyAtLimit: (now: number = FIXED_NOW): EndpointRecordFixture =>
    createEndpointRecord({ service_gateway_proxy_info: proxyWithIps(20) }, now),
  /** 19 proxy IPs: one below the limit, not flagged. */
  proxyBelowLimit: (now: number = FIXED_NOW): EndpointRecordFixture =>
    createEndpointRecord({ service_gateway_proxy_info: proxyWithIps(19) }, now),
  /** Markup and script in every text a panel shows: they must stay text. */
  hostile: (now: number = FIXED_NOW): EndpointRecordFixture =>
    createEndpointRecord(
      {
        hostname: HOSTILE_TEXT.script,
        display_name: HOSTILE_TEXT.img,
        description: HOSTILE_TEXT.svg,
        last_logged_on_user: HOSTILE_TEXT.link,
        tags: [HOSTILE_TEXT.script, HOSTILE_TEXT.img],
        os: { platform: HOSTILE_TEXT.img, name: HOSTILE_TEXT.script, arch: 'x86_64', version: '\u202Egnp.exe', kernel_version: HOSTILE_TEXT.svg },
        virtual_machine_details: [{ key: HOSTILE_TEXT.script, value: HOSTILE_TEXT.link }],
        policy: { name: HOSTILE_TEXT.img },
        epp_features: [{ name: HOSTILE_TEXT.script, status: HOSTILE_TEXT.img, not_compliant_sub_features: [HOSTILE_TEXT.svg], pattern_outdated: true }],
      },
      now,
    ),
  /** 25 proxy IPs (flagged as truncated), many engines, patterns, interfaces and features. */
  long: (now: number = FIXED_NOW): EndpointRecordFixture => {
    const base = fullEndpoint(now);
    return createEndpointRecord(
      {
        display_name: `${'Shared reporting workstation for the consolidated finance controlling team '.repeat(3)}(Amsterdam)`,
        service_gateway_proxy_info: proxyWithIps(25),
        engines: Array.from({ length: 14 }, (_, i) => ({
          type: `Engine component ${i + 1}`,
          version: `23.${580 + i}.1006`,
          last_update_time: daysAgo(now, i),
        })),
        patterns: Array.from({ length: 20 }, (_, i) => ({
          type: `Pattern file ${i + 1}`,
          version: `19.${700 + i}.00`,
          last_update_time: hoursAgo(now, i * 6),
        })),
        network_interfaces: Array.from({ length: 8 }, (_, i) => ({
          name: `eth${i}`,
          display_name: `Virtual Ethernet Adapter #${i + 1}`,
          mac: `00:50:56:a1:0${i}:ff`,
          dhcp: i % 2 === 0,
          ips: [`10.20.${i}.31`],
        })),
        virtual_machine_details: Array.from({ length: 15 }, (_, i) => ({ key: `guestinfo.property.${i + 1}`, value: `value-${'x'.repeat(i * 4)}` })),
        epp_features: [
          ...base.epp_features,
          ...Array.from({ length: 10 }, (_, i) => ({
            name: `Feature ${i + 1}`,
            status: 'Not compliant',
            not_compliant_sub_features: ['Sub-feature A', 'Sub-feature B', 'Sub-feature C'],
            pattern_outdated: true,
          })),
        ],
        tags: Array.from({ length: 30 }, (_, i) => `tag-${i + 1}`),
        ips_resource_ids: Array.from({ length: 40 }, (_, i) => String(1008700 + i)),
      },
      now,
    );
  },
};

function aadDevice(now: number) {
  return {
    tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
    tenantName: 'Northwind Trading',
    id: '9b2c1d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
    joinTypeDisplayName: 'Hybrid Azure AD joined',
    isCompliant: true,
    lastCheckInTimestamp: hoursAgo(now, 2),
    isDirectorySynced: true,
  };
}

function opaDevice(now: number) {
  return {
    domain: 'corp.northwind-trading.example',
    isEnabled: true,
    userAccountControlFlags: ['WORKSTATION_TRUST_ACCOUNT', 'TRUSTED_FOR_DELEGATION'],
    servicePrincipalNames: ['HOST/FIN-LT-0231', 'HOST/FIN-LT-0231.corp.northwind-trading.example', 'RestrictedKrbHost/FIN-LT-0231'],
    passwordLastChangedTimestamp: daysAgo(now, 21),
    createTimestamp: daysAgo(now, 640),
    distinguishedName: 'CN=FIN-LT-0231,OU=Laptops,OU=Finance,DC=corp,DC=northwind-trading,DC=example',
  };
}

function fullEndpointIdentity(now: number = FIXED_NOW) {
  return { aad: [aadDevice(now)], opa: [opaDevice(now)] };
}

export type EndpointIdentityFixture = Nullable<ReturnType<typeof fullEndpointIdentity>>;

export const createEndpointIdentity = overridable(fullEndpointIdentity);

export const endpointIdentityVariants = {
  empty: (): EndpointIdentityFixture => ({ aad: [], opa: [] }),
  /** Every field of one entry of each directory missing: dashes. */
  blankFields: (): EndpointIdentityFixture => ({ aad: [nullAll(aadDevice(FIXED_NOW))], opa: [nullAll(opaDevice(FIXED_NOW))] }) as EndpointIdentityFixture,
  hostile: (now: number = FIXED_NOW): EndpointIdentityFixture => ({
    aad: [{ ...aadDevice(now), tenantName: HOSTILE_TEXT.script, joinTypeDisplayName: HOSTILE_TEXT.img }],
    opa: [{ ...opaDevice(now), domain: HOSTILE_TEXT.svg, distinguishedName: HOSTILE_TEXT.link }],
  }),
  /** Several tenants and directories, long names and many service principal names. */
  long: (now: number = FIXED_NOW): EndpointIdentityFixture => {
    return {
      aad: Array.from({ length: 5 }, (_, i) => ({
        ...aadDevice(now),
        tenantName: `Northwind Trading subsidiary tenant ${i + 1} ${'(EMEA) '.repeat(3)}`,
        isCompliant: i % 2 === 0,
      })),
      opa: Array.from({ length: 4 }, (_, i) => ({
        ...opaDevice(now),
        domain: `region${i + 1}.corp.northwind-trading.example`,
        servicePrincipalNames: Array.from({ length: 20 }, (_, j) => `HOST/FIN-LT-0231-alias-${j + 1}.region${i + 1}.corp.northwind-trading.example`),
      })),
    };
  },
};

export interface CustomTagFixture {
  labelName: string | null;
  tagValues: Array<{ value: string | null }> | null;
}

export const customTagVariants = {
  hostile: (): CustomTagFixture[] => [
    { labelName: HOSTILE_TEXT.script, tagValues: [{ value: HOSTILE_TEXT.img }, { value: HOSTILE_TEXT.link }] },
  ],
  /** A label without a name and values without text: dashes. */
  blank: (): CustomTagFixture[] => [{ labelName: null, tagValues: [{ value: null }] }],
};

export function createCustomTags(overrides?: CustomTagFixture[]): CustomTagFixture[] {
  return (
    overrides ?? [
      { labelName: 'Owner', tagValues: [{ value: 'Finance' }] },
      { labelName: 'Data classification', tagValues: [{ value: 'Confidential' }, { value: 'PCI' }] },
      { labelName: 'Location', tagValues: [{ value: 'Amsterdam HQ' }] },
    ]
  );
}

export interface IpsRuleFixture {
  identifier: string;
  name: string;
}

const IPS_RULES: IpsRuleFixture[] = [
  { identifier: '1008765', name: 'Microsoft Windows SMBv3 Remote Code Execution Vulnerability (CVE-2020-0796)' },
  { identifier: '1009912', name: 'Apache Log4j Remote Code Execution Vulnerability (CVE-2021-44228)' },
  { identifier: '1011243', name: 'Microsoft Exchange Server Remote Code Execution Vulnerability (CVE-2022-41082)' },
];

/** IPS rules for the given resource ids, named when known and generic otherwise. */
export function createIpsRules(resourceIds: readonly string[] = IPS_RULES.map((r) => r.identifier)): IpsRuleFixture[] {
  return resourceIds.map((id) => IPS_RULES.find((r) => r.identifier === id) ?? { identifier: id, name: `Generic intrusion-prevention rule ${id}` });
}
