// Detail-panel calls (spec 001 §7): one file per call under ./detail-panels/, each with its
// response schema, inferred type, fetcher and query options; plus the panels' pure display rules.
export type { ThreatIntelKind, SandboxObjectType, Refresh } from './detail-panels/keys.ts';
export { encodeUrlId, decodeUrlId } from './detail-panels/url-id.ts';
export {
  wrsMeaning,
  riskBand,
  isProxyIpListTruncated,
  PROXY_IPS_TRUNCATED_AT,
} from './detail-panels/display-rules.ts';
export type { WrsMeaning, RiskBand } from './detail-panels/display-rules.ts';

export { emailDetailSchema, getEmailDetail, emailQueryOptions, EMAIL_PATH } from './detail-panels/email.ts';
export type { EmailDetail } from './detail-panels/email.ts';
export { hostRecordSchema, getHostRecord, hostQueryOptions, HOST_PATH } from './detail-panels/host.ts';
export type { HostRecord } from './detail-panels/host.ts';
export {
  assetRiskSchema,
  getRiskOverview,
  getWorkbenchAssetRisk,
  riskOverviewQueryOptions,
} from './detail-panels/risk-overview.ts';
export type { AssetRisk, RiskOverviewSource } from './detail-panels/risk-overview.ts';
export { endpointRecordSchema, getEndpoint, endpointQueryOptions } from './detail-panels/endpoint.ts';
export type { EndpointRecord } from './detail-panels/endpoint.ts';
export { endpointIdentitySchema, getEndpointIdentity, endpointIdentityQueryOptions } from './detail-panels/endpoint-identity.ts';
export type { EndpointIdentity } from './detail-panels/endpoint-identity.ts';
export { customTagSchema, getCustomTags, customTagsQueryOptions } from './detail-panels/custom-tags.ts';
export type { CustomTag } from './detail-panels/custom-tags.ts';
export { ipsRuleSchema, searchIpsRules, ipsRulesQueryOptions, IPS_RULES_PATH } from './detail-panels/ips-rules.ts';
export type { IpsRule } from './detail-panels/ips-rules.ts';
export { fileRecordSchema, getFileRecord, fileQueryOptions, FILE_PATH } from './detail-panels/file.ts';
export type { FileRecord } from './detail-panels/file.ts';
export {
  objectRecordSchema,
  activityPeak,
  getUrlRecord,
  getDomainRecord,
  getIpRecord,
  urlQueryOptions,
  domainQueryOptions,
  ipQueryOptions,
} from './detail-panels/object-record.ts';
export type { ObjectRecord, ActivityPoint } from './detail-panels/object-record.ts';
export {
  mobileRecordSchema,
  getMobileRecord,
  mobileQueryOptions,
  MOBILE_PATH,
  MOBILE_SECURITY_STATUS,
  MOBILE_DEVICE_STATUS,
} from './detail-panels/mobile.ts';
export type { MobileRecord } from './detail-panels/mobile.ts';
export {
  threatIntelReportSchema,
  getThreatIntelReport,
  threatIntelQueryOptions,
  vendorDetections,
  threatIntelErrorKey,
  THREAT_INTEL_KINDS,
} from './detail-panels/threat-intel.ts';
export type { ThreatIntelReport, ThreatIntelAttributes, ThreatIntelErrorKey } from './detail-panels/threat-intel.ts';
export { ANALYSIS_POLL_MS } from './detail-panels/analysis-status.ts';
export { sandboxResultSchema, getSandboxResult, sandboxQueryOptions, SANDBOX_PATH } from './detail-panels/sandbox.ts';
export type { SandboxResult, BehaviorWeight } from './detail-panels/sandbox.ts';
export {
  capabilityResultSchema,
  getCapability,
  capabilityQueryOptions,
  mitreTechniqueUrl,
  CAPABILITY_PATH,
} from './detail-panels/capability.ts';
export type { CapabilityResult, CapabilityQuery, HexLine } from './detail-panels/capability.ts';
export {
  lineageNodeSchema,
  lineageEntrySchema,
  getLineageNodes,
  getLineageEntries,
  getLineageFiles,
  lineageNodesQueryOptions,
  lineageEntriesQueryOptions,
} from './detail-panels/lineage.ts';
export type { LineageNode, LineageEntry } from './detail-panels/lineage.ts';
export { fileContentSchema, getFileContent, fileContentQueryOptions, HEX_LINE_LENGTH } from './detail-panels/file-content.ts';
export { containerRecordSchema, getContainer, containerQueryOptions, CONTAINER_PATH } from './detail-panels/container.ts';
export type { ContainerRecord } from './detail-panels/container.ts';
export { cloudAssetSchema, getCloudAsset, cloudAssetQueryOptions, CLOUD_ASSET_PATH } from './detail-panels/cloud-asset.ts';
export type { CloudAsset } from './detail-panels/cloud-asset.ts';
export { userAccountSchema, getUserAccount, userAccountQueryOptions, USER_ACCOUNT_PATH } from './detail-panels/user-account.ts';
export type { UserAccount, ExchangeService, AtpPolicyStatus } from './detail-panels/user-account.ts';
export { userIdentitySchema, getUserIdentity, userIdentityQueryOptions } from './detail-panels/user-identity.ts';
export type { UserIdentity } from './detail-panels/user-identity.ts';
export { threatInsightSchema, getThreatInsight, threatInsightQueryOptions } from './detail-panels/threat-insight.ts';
export type { ThreatInsight } from './detail-panels/threat-insight.ts';
