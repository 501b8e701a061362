// Spec 001 §2.4, §2.5, §3: the endpoint record, the asset risk overview (by asset id and type, or by
// workbench ids: "read from data"), the endpoint's directory profiles, custom tags ("read from
// data.data") and IPS rules (`items[ identifier, name ]`).
import { ENDPOINT, HOST } from './panel-ids.ts';
import { ms, recordAnswer, panelWrapped } from './panel-wire.ts';
import { ok, type Route } from './route.ts';
import type { TenantState } from './state.ts';

const IPS_RULES = [
  { resource_id: 1_008_713, identifier: 1_011_242, name: 'Apache Log4j Remote Code Execution Vulnerability (CVE-2021-44228)', update_at: '2026-10-02T00:00:00Z' },
  { resource_id: 1_009_244, identifier: '1010590', name: 'Microsoft Windows SMB Remote Code Execution Vulnerability (CVE-2020-0796)', update_at: '2026-08-14T00:00:00Z' },
  { resource_id: 1_011_502, identifier: '1000128', name: 'HTTP Protocol Decoding', update_at: '2026-11-21T00:00:00Z' },
];

function endpointRecord(id: string, vary: TenantState['panel']) {
  // A foundation edition opens the legacy host (2) as this panel with the computer id.
  if (id !== ENDPOINT.workstation && id !== HOST.legacy) return undefined;
  return {
    id,
    type: 'desktop',
    hostname: 'KTZ-OSA-WS0142',
    endpoint_connectivity: vary.endpointConnectivity,
    last_connected_time: '2026-12-03T04:10:55Z',
    instance: { name: 'Osaka depot', is_v1es: true, is_opt_in_version_control_policies_feature: false },
    group: { name: 'Osaka / Warehouse floor', xes_group_name: 'OSA-Sensors' },
    last_ip_used: '10.40.12.142',
    last_scan_time: ms('2026-12-02T15:00:00Z'),
    xdr_device_id: '3e8a41c0-57d2-4f7b-9f0e-a1b2c3d4e5f6',
    engines: [
      { type: 'Advanced Threat Scan Engine (64-bit)', version: '23.570.1003', last_update_time: '2026-11-30T02:00:00Z' },
      { type: 'Behavior Monitoring Core Driver', version: '2.98.1341', last_update_time: ms('2026-11-12T02:00:00Z') },
    ],
    patterns: [{ type: 'Smart Scan Agent Pattern', version: '19.813.00', last_update_time: '2026-12-03T00:00:00Z' }],
    agent_version: { endpoint_protection: '14.0.12932', endpoint_sensor: '2.1.0.4410' },
    epp_component_module_status: 'normal',
    epp_component_module_last_connected_time: '2026-12-03T04:08:00Z',
    display_name: 'Sato – picking terminal',
    ring: vary.endpointRing,
    components_update_setting: 'Latest',
    service_gateway_proxy_info: {
      fqdn: 'sg-osa.kitakaze-logistics.example',
      ips: Array.from({ length: vary.endpointProxyIps }, (_, i) => `10.40.0.${i + 5}`),
      value: 'sg-osa.kitakaze-logistics.example:8080',
    },
    last_logged_on_user: 'KITAKAZE\\m.sato',
    cpu_arch: 'x86_64',
    domain_hierarchy: 'kitakaze.local/Osaka/Warehouse',
    tags: ['warehouse', 'shared-terminal'],
    predefined_tags: [{ id: 11, tags: [{ name: 'Windows workstation' }] }],
    os: { platform: 'Windows', name: 'Windows 10 Enterprise LTSC', arch: 'x64', version: '10.0.19044', kernel_version: null },
    network_interfaces: [{ name: 'Ethernet0', display_name: 'Intel(R) Ethernet I219-LM', mac: '3c:52:82:6e:1f:a0', dhcp: true, ips: ['10.40.12.142', 'fe80::1c2a:9ff:fe31:2b'] }],
    agent_ksp_version: '1.0.3',
    sensor_ksp_version: null,
    security_update_plan: 'Standard',
    agent_update_policy: 'n - 1',
    program_update_status: 'upToDate',
    agent_update_status: 'Update pending restart',
    component_update_status: 'upToDate',
    component_update_change: null,
    gcp_network_tags: [],
    docker_engine: null,
    virtual_machine_details: [
      { key: 'Hypervisor', value: 'none' },
      { key: 'Firmware', value: 'UEFI' },
    ],
    description: '',
    isolation_status: 'normal',
    credit_allocation_status: ['Endpoint Sensor: allocated', 'Advanced Protection: allocated'],
    detail_profile: { basic: 'Warehouse terminals', policy: 'WH-Strict' },
    unified_policy: 'OSA unified 2026',
    unified_policy_assignments: { assignment_name: 'Osaka warehouse', priority_name: 'P2' },
    unified_policy_anti_malware_schedule_scan: { id: 4410, name: 'Nightly 02:00 JST' },
    sensor_policy: 'Sensor default',
    sensor_policy_override: null,
    policy: { name: 'Warehouse-Std' },
    epp_features: [
      { name: 'Anti-malware scans', status: 'on', not_compliant_sub_features: [], pattern_outdated: false },
      { name: 'Device control', status: 'partial', not_compliant_sub_features: ['USB storage'], pattern_outdated: true },
    ],
    xes_features: [{ name: 'Activity monitoring', summarized_status: 'enabled' }],
    product_installed: ['Standard Endpoint Protection', 'Endpoint Sensor'],
    ips_resource_ids: IPS_RULES.map((rule) => rule.resource_id),
    last_reported_by: 'ves-node-07',
  };
}

function assetRisk(assetId: string) {
  return {
    assetId,
    riskScore: 74,
    riskScoreTimestamp: '2026-12-03T04:00:00Z',
    historyScoreList: [
      { riskScore: 31, timestamp: ms('2026-11-29T00:00:00Z') },
      { riskScore: 45, timestamp: ms('2026-11-30T00:00:00Z') },
      { riskScore: 52, timestamp: ms('2026-12-01T00:00:00Z') },
      { riskScore: 74, timestamp: ms('2026-12-03T00:00:00Z') },
    ],
    criticalInfo: { criticalScoreLevel: 'medium', absoluteImpactTag: [], highImpactTag: ['Handles customs data'], lowImpactTag: ['Shared terminal'] },
    deviceInfo: { operationSystem: 'Windows 10 Enterprise LTSC', lastSeen: ms('2026-12-03T04:10:55Z') },
    cloudIdentityInfo: { lastSeen: null },
    userInfo: { userPrincipalName: 'm.sato@kitakaze-logistics.example', lastSeen: '2026-12-03T03:30:00Z' },
  };
}

/** The resource ids the IPS search filters on, wherever the filter names resource_id. */
function requestedResourceIds(body: unknown): string[] | undefined {
  const found: string[] = [];
  const walk = (value: unknown, underResourceId: boolean) => {
    if (Array.isArray(value)) for (const item of value) walk(item, underResourceId);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, underResourceId || key === 'resource_id');
    else if (underResourceId && (typeof value === 'string' || typeof value === 'number')) found.push(String(value));
  };
  walk((body as { filter?: unknown } | undefined)?.filter, false);
  return found.length > 0 ? found : undefined;
}

export const endpointRoutes: Route[] = [
  { method: 'GET', path: /^\/public\/ves\/v1\/bigtable-endpoints\/([^/]+)$/, handle: ({ params: [id = ''], state }) => recordAnswer(endpointRecord(id, state.panel)) },
  {
    method: 'GET',
    path: /^\/public\/svp\/v2\/object\/riskOverview\/query\/([^/]+)\/([^/]+)$/,
    handle: ({ params: [id = '', type = ''] }) => ok({ data: { ...assetRisk(id), assetType: type }, traceTag: 'risk-v2' }),
  },
  {
    method: 'GET',
    path: /^\/ui\/wb\/api\/v1\/workbenches\/([^/]+)\/assets\/([^/]+)$/,
    handle: ({ params: [workbenchId = ''] }) =>
      ok({ data: { ...assetRisk(ENDPOINT.workstation), riskScore: 88, workbenchId, criticalInfo: { criticalScoreLevel: 'high', absoluteImpactTag: ['Domain controller access'], highImpactTag: [], lowImpactTag: [] } } }),
  },
  {
    method: 'GET',
    path: /^\/public\/sjg\/api\/v1\/idInventory\/common\/nonHumans\/devices\/([^/]+)\/profiles$/,
    handle: ({ params: [id = ''] }) =>
      panelWrapped(
        id === ENDPOINT.workstation
          ? {
              aad: [
                {
                  tenantId: '9c1f3e2a-55b0-4d8c-a1e7-3f2b0c9d8e71',
                  tenantName: 'kitakaze.onmicrosoft.example',
                  id: 'b6e0a4d2-19f3-4c5e-8a7b-2d1c0f9e8b63',
                  joinTypeDisplayName: 'Microsoft Entra hybrid joined',
                  isCompliant: false,
                  lastCheckInTimestamp: ms('2026-12-03T03:55:00Z'),
                  isDirectorySynced: true,
                },
              ],
              opa: [
                {
                  domain: 'kitakaze.local',
                  isEnabled: true,
                  userAccountControlFlags: ['WORKSTATION_TRUST_ACCOUNT'],
                  servicePrincipalNames: ['HOST/KTZ-OSA-WS0142.kitakaze.local'],
                  passwordLastChangedTimestamp: '2026-11-20T06:00:00Z',
                  createTimestamp: '2023-04-01T00:00:00Z',
                  distinguishedName: 'CN=KTZ-OSA-WS0142,OU=Warehouse,OU=Osaka,DC=kitakaze,DC=local',
                },
              ],
            }
          : null,
      ),
  },
  {
    method: 'POST',
    path: '/public/ass/api/v1/trilogy/tag/query-custom-tags-by-assetIDs',
    handle: ({ body }) => {
      const ids = (body as { assetIDs?: unknown } | undefined)?.assetIDs;
      const known = Array.isArray(ids) && ids.map(String).includes(ENDPOINT.workstation);
      const tags = known
        ? [
            { labelId: 301, labelName: 'Site', tagValues: [{ id: 9001, value: 'Osaka depot' }] },
            { labelId: 302, labelName: 'Owner team', tagValues: [{ id: 9002, value: 'Warehouse IT' }, { id: 9003, value: 'Night shift' }] },
          ]
        : [];
      return ok({ code: 0, data: { data: tags, total: tags.length } });
    },
  },
  {
    method: 'POST',
    path: '/public/aru/api/v1/ips-rule/resources/search',
    handle: ({ body }) => {
      const wanted = requestedResourceIds(body);
      const items = IPS_RULES.filter((rule) => !wanted || wanted.includes(String(rule.resource_id)));
      return ok({ items, total_count: items.length, next_offset: null });
    },
  },
];
