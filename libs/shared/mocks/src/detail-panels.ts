// Detail-panel calls of spec 001 §7: fixtures (createX(overrides) plus empty / long / hostile
// variants) and one handler object per call (default(state) plus intent-named failures).
export { detailPanelHandlers } from './detail-panels/handlers.ts';
export { DETAIL_PANEL_PATHS } from './detail-panels/paths.ts';

// Handlers
export {
  emailHandlers,
  hostHandlers,
  fileHandlers,
  urlHandlers,
  domainHandlers,
  ipHandlers,
  mobileHandlers,
} from './detail-panels/object-handlers.ts';
export {
  riskOverviewHandlers,
  workbenchAssetRiskHandlers,
  endpointHandlers,
  endpointIdentityHandlers,
  customTagsHandlers,
  ipsRulesHandlers,
} from './detail-panels/endpoint-handlers.ts';
export { threatIntelHandlers, sandboxHandlers, fileCapabilityHandlers, processCapabilityHandlers } from './detail-panels/analysis-handlers.ts';
export { lineageNodesHandlers, lineageEntriesHandlers, lineageFilesHandlers, fileContentHandlers } from './detail-panels/lineage-handlers.ts';
export {
  containerHandlers,
  cloudAssetHandlers,
  userAccountHandlers,
  userIdentityHandlers,
  threatInsightHandlers,
} from './detail-panels/asset-handlers.ts';

// Fixtures
export { createEmailDetail, emailDetailVariants } from './detail-panels/email-fixtures.ts';
export type { EmailDetailFixture } from './detail-panels/email-fixtures.ts';
export { createHostRecord, hostRecordVariants } from './detail-panels/host-fixtures.ts';
export type { HostRecordFixture } from './detail-panels/host-fixtures.ts';
export { createAssetRisk, assetRiskVariants } from './detail-panels/risk-fixtures.ts';
export type { AssetRiskFixture } from './detail-panels/risk-fixtures.ts';
export {
  createEndpointRecord,
  endpointRecordVariants,
  createEndpointIdentity,
  endpointIdentityVariants,
  createCustomTags,
  customTagVariants,
  createIpsRules,
} from './detail-panels/endpoint-fixtures.ts';
export type { EndpointRecordFixture, EndpointIdentityFixture, CustomTagFixture, IpsRuleFixture } from './detail-panels/endpoint-fixtures.ts';
export { createFileRecord, fileRecordVariants, SAMPLE_FILE_SHA1 } from './detail-panels/file-fixtures.ts';
export type { FileRecordFixture } from './detail-panels/file-fixtures.ts';
export {
  createUrlRecord,
  createDomainRecord,
  createIpRecord,
  createActivityHistory,
  activityFields,
  objectRecordVariants,
} from './detail-panels/object-fixtures.ts';
export type { ObjectRecordFixture, ActivityPointFixture } from './detail-panels/object-fixtures.ts';
export { createMobileRecord, mobileRecordVariants } from './detail-panels/mobile-fixtures.ts';
export type { MobileRecordFixture } from './detail-panels/mobile-fixtures.ts';
export { createThreatIntelReport, threatIntelReportVariants } from './detail-panels/threat-intel-fixtures.ts';
export type { ThreatIntelReportFixture, ThreatIntelAttributesFixture } from './detail-panels/threat-intel-fixtures.ts';
export { createSandboxResult, sandboxResultVariants } from './detail-panels/sandbox-fixtures.ts';
export type { SandboxResultFixture } from './detail-panels/sandbox-fixtures.ts';
export {
  createFileCapabilityResult,
  createProcessCapabilityResult,
  capabilityResultVariants,
  MITRE_TECHNIQUES,
} from './detail-panels/capability-fixtures.ts';
export type { CapabilityResultFixture, CapabilityProcessFixture, MitreTechniqueFixture } from './detail-panels/capability-fixtures.ts';
export { createHexLines, createFileContent } from './detail-panels/hex-fixtures.ts';
export type { HexLineFixture } from './detail-panels/hex-fixtures.ts';
export {
  createLineageNode,
  createLineageNodes,
  createLineageEntries,
  createLineageFiles,
  lineageVariants,
} from './detail-panels/lineage-fixtures.ts';
export type { LineageNodeFixture, LineageEntryFixture } from './detail-panels/lineage-fixtures.ts';
export { createContainerRecord, containerRecordVariants } from './detail-panels/container-fixtures.ts';
export { createObjectGroupItems, objectGroupVariants } from './detail-panels/object-group-fixtures.ts';
export type { ObjectGroupItemFixture } from './detail-panels/object-group-fixtures.ts';
export type { ContainerRecordFixture } from './detail-panels/container-fixtures.ts';
export { createCloudAsset, cloudAssetVariants, SAMPLE_CLOUD_ARN } from './detail-panels/cloud-fixtures.ts';
export type { CloudAssetFixture } from './detail-panels/cloud-fixtures.ts';
export { createUserAccount, userAccountVariants, createUserIdentity, userIdentityVariants, ATP_FEATURES } from './detail-panels/user-fixtures.ts';
export type { UserAccountFixture, UserIdentityFixture, ExchangeServiceFixture } from './detail-panels/user-fixtures.ts';
export { createThreatInsight, threatInsightVariants } from './detail-panels/threat-insight-fixtures.ts';
export type { ThreatInsightFixture } from './detail-panels/threat-insight-fixtures.ts';
