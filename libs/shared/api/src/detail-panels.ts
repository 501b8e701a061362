// Detail-panel calls (spec 001 §7): one file per call under ./detail-panels/, each with its
// response schema, inferred type, fetcher and query options; plus the panels' pure display rules.
export { detailPanelKeys } from './detail-panels/keys.ts';
export type { ThreatIntelKind, SandboxObjectType, Refresh } from './detail-panels/keys.ts';
export { encodeUrlId, decodeUrlId } from './detail-panels/url-id.ts';
export {
  wrsMeaning,
  riskBand,
  isPrivateIpv4,
  isProxyIpListTruncated,
  PROXY_IPS_TRUNCATED_AT,
  LIST_DISPLAY_LIMIT,
} from './detail-panels/display-rules.ts';
export type { WrsMeaning, RiskBand } from './detail-panels/display-rules.ts';

export { emailDetailSchema, getEmailDetail, emailQueryOptions, EMAIL_PATH, EMAIL_RISK_LEVELS } from './detail-panels/email.ts';
export type { EmailDetail, EmailRiskLevel } from './detail-panels/email.ts';
export { hostRecordSchema, getHostRecord, hostQueryOptions, HOST_PATH } from './detail-panels/host.ts';
export type { HostRecord } from './detail-panels/host.ts';
export {
  assetRiskSchema,
  assetRiskResponseSchema,
  getRiskOverview,
  getWorkbenchAssetRisk,
  riskOverviewQueryOptions,
  riskOverviewPath,
  workbenchAssetPath,
} from './detail-panels/risk-overview.ts';
export type { AssetRisk, RiskOverviewSource } from './detail-panels/risk-overview.ts';
export { endpointRecordSchema, getEndpoint, endpointQueryOptions, endpointPath } from './detail-panels/endpoint.ts';
export type { EndpointRecord } from './detail-panels/endpoint.ts';
export {
  endpointIdentitySchema,
  getEndpointIdentity,
  endpointIdentityQueryOptions,
  endpointIdentityPath,
} from './detail-panels/endpoint-identity.ts';
export type { EndpointIdentity } from './detail-panels/endpoint-identity.ts';
export { customTagSchema, customTagsResponseSchema, getCustomTags, customTagsQueryOptions, CUSTOM_TAGS_PATH } from './detail-panels/custom-tags.ts';
export type { CustomTag } from './detail-panels/custom-tags.ts';
export {
  ipsRuleSchema,
  ipsRulesResponseSchema,
  ipsRulesSearchBody,
  searchIpsRules,
  ipsRulesQueryOptions,
  IPS_RULES_PATH,
  IPS_RULES_LIMIT,
} from './detail-panels/ips-rules.ts';
export type { IpsRule } from './detail-panels/ips-rules.ts';
export { fileRecordSchema, getFileRecord, fileQueryOptions, FILE_PATH } from './detail-panels/file.ts';
export type { FileRecord } from './detail-panels/file.ts';
export {
  objectRecordSchema,
  activityPointSchema,
  activityPeak,
  getUrlRecord,
  getDomainRecord,
  getIpRecord,
  urlQueryOptions,
  domainQueryOptions,
  ipQueryOptions,
  URL_PATH,
  DOMAIN_PATH,
  IP_PATH,
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
  threatIntelAttributesSchema,
  getThreatIntelReport,
  threatIntelQueryOptions,
  threatIntelPath,
  vendorDetections,
  threatIntelErrorKey,
  THREAT_INTEL_KINDS,
  THREAT_INTEL_ERROR_KEYS,
} from './detail-panels/threat-intel.ts';
export type { ThreatIntelReport, ThreatIntelAttributes, VendorDetections, ThreatIntelErrorKey } from './detail-panels/threat-intel.ts';
export { ANALYSIS_STATUSES, ANALYSIS_POLL_MS } from './detail-panels/analysis-status.ts';
export type { AnalysisStatus } from './detail-panels/analysis-status.ts';
export {
  sandboxResultSchema,
  getSandboxResult,
  sandboxQueryOptions,
  sandboxLanguage,
  SANDBOX_PATH,
  SANDBOX_RISK_LEVELS,
} from './detail-panels/sandbox.ts';
export type { SandboxResult, SandboxRiskLevel, BehaviorWeight } from './detail-panels/sandbox.ts';
export {
  capabilityResultSchema,
  hexLineSchema,
  mitreTechniqueSchema,
  capabilityProcessSchema,
  getCapability,
  capabilityQueryOptions,
  fileCapabilityQueryOptions,
  mitreTechniqueUrl,
  CAPABILITY_PATH,
} from './detail-panels/capability.ts';
export type { CapabilityResult, CapabilityQuery, CapabilityProcess, MitreTechnique, HexLine } from './detail-panels/capability.ts';
export {
  lineageNodeSchema,
  lineageEntrySchema,
  getLineageNodes,
  getLineageEntries,
  getLineageFiles,
  lineageNodesQueryOptions,
  lineageEntriesQueryOptions,
  lineageFilesQueryOptions,
  LINEAGE_NODES_PATH,
  LINEAGE_ENTRY_PATH,
  LINEAGE_FILES_PATH,
} from './detail-panels/lineage.ts';
export type { LineageNode, LineageEntry } from './detail-panels/lineage.ts';
export { fileContentSchema, getFileContent, fileContentQueryOptions, FILE_CONTENT_PATH, HEX_LINE_LENGTH } from './detail-panels/file-content.ts';
export { containerRecordSchema, getContainer, containerQueryOptions, CONTAINER_PATH } from './detail-panels/container.ts';
export type { ContainerRecord, ContainerEnvVar } from './detail-panels/container.ts';
export { cloudAssetSchema, getCloudAsset, cloudAssetQueryOptions, CLOUD_ASSET_PATH } from './detail-panels/cloud-asset.ts';
export type { CloudAsset } from './detail-panels/cloud-asset.ts';
export {
  userAccountSchema,
  exchangeServiceSchema,
  getUserAccount,
  userAccountQueryOptions,
  USER_ACCOUNT_PATH,
  ATP_POLICY_STATUSES,
} from './detail-panels/user-account.ts';
export type { UserAccount, ExchangeService, AtpPolicyStatus } from './detail-panels/user-account.ts';
export { userIdentitySchema, getUserIdentity, userIdentityQueryOptions, userIdentityPath } from './detail-panels/user-identity.ts';
export type { UserIdentity } from './detail-panels/user-identity.ts';
export { threatInsightSchema, getThreatInsight, threatInsightQueryOptions, THREAT_INSIGHT_PATH } from './detail-panels/threat-insight.ts';
export type { ThreatInsight } from './detail-panels/threat-insight.ts';
