// Endpoint record (spec 001 §2.5, §3) behind the endpoint ("host pro") panel's Basic and Policy tabs.
import { z } from 'zod/mini';
import { listOf, optBool, optNumber, optObject, optText, textList } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { pathLookup } from './record-call.ts';
import { optTimestamp, textOrList } from './schema-extras.ts';

const componentVersion = z.looseObject({ type: optText, version: optText, last_update_time: optTimestamp });

export const endpointRecordSchema = z.looseObject({
  // Identity
  type: optText,
  hostname: optText,
  endpoint_connectivity: optText,
  last_connected_time: optTimestamp,
  instance: optObject({ name: optText, is_v1es: optBool, is_opt_in_version_control_policies_feature: optBool }),
  group: optObject({ name: optText, xes_group_name: optText }),
  last_ip_used: optText,
  last_scan_time: optTimestamp,
  xdr_device_id: optText,
  // Components
  engines: listOf(componentVersion),
  patterns: listOf(componentVersion),
  agent_version: optObject({ endpoint_protection: optText, endpoint_sensor: optText }),
  epp_component_module_status: optText,
  epp_component_module_last_connected_time: optTimestamp,
  display_name: optText,
  ring: optNumber,
  components_update_setting: optText,
  // Network and OS
  service_gateway_proxy_info: optObject({ fqdn: optText, ips: textList, value: optText }),
  last_logged_on_user: optText,
  cpu_arch: optText,
  domain_hierarchy: optText,
  tags: textList,
  predefined_tags: listOf(z.looseObject({ id: optText, tags: listOf(z.looseObject({ name: optText })) })),
  os: optObject({ platform: optText, name: optText, arch: optText, version: optText, kernel_version: optText }),
  network_interfaces: listOf(z.looseObject({ name: optText, display_name: optText, mac: optText, dhcp: optBool, ips: textList })),
  // Versions and updates
  agent_ksp_version: optText,
  sensor_ksp_version: optText,
  security_update_plan: optText,
  agent_update_policy: optText,
  program_update_status: optText,
  agent_update_status: optText,
  component_update_status: optText,
  component_update_change: optText,
  // Cloud and container
  gcp_network_tags: textOrList,
  docker_engine: optText,
  virtual_machine_details: listOf(z.looseObject({ key: optText, value: optText })),
  description: optText,
  isolation_status: optText,
  credit_allocation_status: textList,
  // Policy
  detail_profile: optObject({ basic: optText, policy: optText }),
  unified_policy: optText,
  unified_policy_assignments: optObject({ assignment_name: optText, priority_name: optText }),
  unified_policy_anti_malware_schedule_scan: optObject({ id: optText, name: optText }),
  sensor_policy: optText,
  sensor_policy_override: optText,
  policy: optObject({ name: optText }),
  epp_features: listOf(z.looseObject({ name: optText, status: optText, not_compliant_sub_features: textOrList, pattern_outdated: optBool })),
  xes_features: listOf(z.looseObject({ name: optText, summarized_status: optText })),
  product_installed: textList,
  ips_resource_ids: textList,
});
export type EndpointRecord = z.output<typeof endpointRecordSchema>;

export const endpointPath = (id: string) => `/public/ves/v1/bigtable-endpoints/${encodeURIComponent(id)}`;

export const { get: getEndpoint, queryOptions: endpointQueryOptions } = pathLookup(endpointPath, endpointRecordSchema, detailPanelKeys.endpoint);
