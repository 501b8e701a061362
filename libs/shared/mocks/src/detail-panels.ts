// Detail-panel calls of spec 001 §7: fixtures (createX(overrides) plus empty / long / hostile
// variants) and one handler object per call (default(state) plus intent-named failures).

// Handlers: every call's handler object, by file.
export * from './detail-panels/object-handlers.ts';
export * from './detail-panels/endpoint-handlers.ts';
export * from './detail-panels/analysis-handlers.ts';
export * from './detail-panels/lineage-handlers.ts';
export * from './detail-panels/asset-handlers.ts';

// Fixtures
export { assetRiskVariants } from './detail-panels/risk-fixtures.ts';
export { endpointRecordVariants, endpointIdentityVariants, customTagVariants } from './detail-panels/endpoint-fixtures.ts';
export { fileRecordVariants, SAMPLE_FILE_SHA1 } from './detail-panels/file-fixtures.ts';
export { createUrlRecord, createIpRecord, createActivityHistory, objectRecordVariants } from './detail-panels/object-fixtures.ts';
export { createThreatIntelReport } from './detail-panels/threat-intel-fixtures.ts';
export { MITRE_TECHNIQUES } from './detail-panels/capability-fixtures.ts';
export { createHexLines } from './detail-panels/hex-fixtures.ts';
export { createObjectGroupItems, objectGroupVariants } from './detail-panels/object-group-fixtures.ts';
export { cloudAssetVariants, SAMPLE_CLOUD_ARN } from './detail-panels/cloud-fixtures.ts';
export { userAccountVariants, userIdentityVariants } from './detail-panels/user-fixtures.ts';
export { createThreatInsight, threatInsightVariants } from './detail-panels/threat-insight-fixtures.ts';
