// Every fixture and variant is something the console's schemas (from @soc/api) accept, and the
// variants really are what their names promise.
import {
  assetRiskSchema,
  capabilityResultSchema,
  cloudAssetSchema,
  containerRecordSchema,
  customTagSchema,
  emailDetailSchema,
  endpointIdentitySchema,
  endpointRecordSchema,
  fileContentSchema,
  fileRecordSchema,
  hostRecordSchema,
  ipsRuleSchema,
  isProxyIpListTruncated,
  lineageEntrySchema,
  lineageNodeSchema,
  mobileRecordSchema,
  objectRecordSchema,
  sandboxResultSchema,
  threatInsightSchema,
  threatIntelReportSchema,
  userAccountSchema,
  userIdentitySchema,
  activityPeak,
  HEX_LINE_LENGTH,
} from '@soc/api';
import type { z } from 'zod/mini';
import { capabilityResultVariants, createFileCapabilityResult, createProcessCapabilityResult, MITRE_TECHNIQUES } from './capability-fixtures.ts';
import { cloudAssetVariants, createCloudAsset } from './cloud-fixtures.ts';
import { containerRecordVariants, createContainerRecord } from './container-fixtures.ts';
import { createEmailDetail, emailDetailVariants } from './email-fixtures.ts';
import {
  createCustomTags,
  createEndpointIdentity,
  createEndpointRecord,
  createIpsRules,
  endpointIdentityVariants,
  endpointRecordVariants,
} from './endpoint-fixtures.ts';
import { createFileRecord, fileRecordVariants } from './file-fixtures.ts';
import { createFileContent, createHexLines } from './hex-fixtures.ts';
import { createHostRecord, hostRecordVariants } from './host-fixtures.ts';
import { createLineageEntries, createLineageNode, createLineageNodes, lineageVariants } from './lineage-fixtures.ts';
import { createMobileRecord, mobileRecordVariants } from './mobile-fixtures.ts';
import { createActivityHistory, createDomainRecord, createIpRecord, createUrlRecord, objectRecordVariants } from './object-fixtures.ts';
import { assetRiskVariants, createAssetRisk } from './risk-fixtures.ts';
import { createSandboxResult, sandboxResultVariants } from './sandbox-fixtures.ts';
import { createThreatInsight, threatInsightVariants } from './threat-insight-fixtures.ts';
import { createThreatIntelReport, threatIntelReportVariants } from './threat-intel-fixtures.ts';
import { createUserAccount, createUserIdentity, userAccountVariants, userIdentityVariants } from './user-fixtures.ts';

const parses = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success, result.success ? '' : JSON.stringify(result.error.issues.slice(0, 3))).toBe(true);
};

const cases: Array<[string, z.ZodMiniType, () => unknown]> = [
  ['email', emailDetailSchema, () => createEmailDetail()],
  ['email empty', emailDetailSchema, emailDetailVariants.empty],
  ['email long', emailDetailSchema, () => emailDetailVariants.long()],
  ['host', hostRecordSchema, () => createHostRecord()],
  ['host empty', hostRecordSchema, hostRecordVariants.empty],
  ['host long', hostRecordSchema, hostRecordVariants.long],
  ['asset risk', assetRiskSchema, () => createAssetRisk()],
  ['asset risk empty', assetRiskSchema, assetRiskVariants.empty],
  ['asset risk long', assetRiskSchema, () => assetRiskVariants.long()],
  ['endpoint', endpointRecordSchema, () => createEndpointRecord()],
  ['endpoint empty', endpointRecordSchema, endpointRecordVariants.empty],
  ['endpoint long', endpointRecordSchema, () => endpointRecordVariants.long()],
  ['endpoint identity', endpointIdentitySchema, () => createEndpointIdentity()],
  ['endpoint identity empty', endpointIdentitySchema, endpointIdentityVariants.empty],
  ['endpoint identity long', endpointIdentitySchema, () => endpointIdentityVariants.long()],
  ['file', fileRecordSchema, () => createFileRecord()],
  ['file empty', fileRecordSchema, fileRecordVariants.empty],
  ['file clean', fileRecordSchema, fileRecordVariants.clean],
  ['file long', fileRecordSchema, fileRecordVariants.long],
  ['URL', objectRecordSchema, () => createUrlRecord()],
  ['domain', objectRecordSchema, () => createDomainRecord()],
  ['IP', objectRecordSchema, () => createIpRecord()],
  ['URL/domain/IP empty', objectRecordSchema, objectRecordVariants.empty],
  ['URL/domain/IP long', objectRecordSchema, () => objectRecordVariants.long()],
  ['mobile', mobileRecordSchema, () => createMobileRecord()],
  ['mobile empty', mobileRecordSchema, mobileRecordVariants.empty],
  ['mobile android', mobileRecordSchema, () => mobileRecordVariants.android()],
  ['mobile long', mobileRecordSchema, () => mobileRecordVariants.long()],
  ['reputation report', threatIntelReportSchema, () => createThreatIntelReport()],
  ['reputation report empty', threatIntelReportSchema, threatIntelReportVariants.empty],
  ['reputation report long', threatIntelReportSchema, threatIntelReportVariants.long],
  ['sandbox', sandboxResultSchema, () => createSandboxResult()],
  ['sandbox empty', sandboxResultSchema, sandboxResultVariants.empty],
  ['sandbox long', sandboxResultSchema, () => sandboxResultVariants.long()],
  ['capability', capabilityResultSchema, () => createFileCapabilityResult()],
  ['process capability', capabilityResultSchema, () => createProcessCapabilityResult()],
  ['capability empty', capabilityResultSchema, capabilityResultVariants.empty],
  ['capability long', capabilityResultSchema, capabilityResultVariants.long],
  ['lineage node', lineageNodeSchema, () => createLineageNode()],
  ['lineage node empty', lineageNodeSchema, lineageVariants.emptyNode],
  ['file content', fileContentSchema, () => createFileContent()],
  ['container', containerRecordSchema, () => createContainerRecord()],
  ['container empty', containerRecordSchema, containerRecordVariants.empty],
  ['container privileged', containerRecordSchema, containerRecordVariants.privileged],
  ['container long', containerRecordSchema, containerRecordVariants.long],
  ['cloud asset', cloudAssetSchema, () => createCloudAsset()],
  ['cloud asset empty', cloudAssetSchema, cloudAssetVariants.empty],
  ['cloud asset long', cloudAssetSchema, cloudAssetVariants.long],
  ['user account', userAccountSchema, () => createUserAccount()],
  ['user account empty', userAccountSchema, userAccountVariants.empty],
  ['user account without exchange', userAccountSchema, userAccountVariants.noExchange],
  ['user account google', userAccountSchema, userAccountVariants.google],
  ['user account long', userAccountSchema, userAccountVariants.long],
  ['user identity', userIdentitySchema, () => createUserIdentity()],
  ['user identity empty', userIdentitySchema, userIdentityVariants.empty],
  ['user identity long', userIdentitySchema, () => userIdentityVariants.long()],
  ['threat insight', threatInsightSchema, () => createThreatInsight()],
  ['threat insight empty', threatInsightSchema, threatInsightVariants.empty],
  ['threat insight hostile', threatInsightSchema, threatInsightVariants.hostile],
  ['threat insight long', threatInsightSchema, threatInsightVariants.long],
];

describe('fixtures parse with the console schemas', () => {
  it.each(cases)('%s', (_name, schema, make) => parses(schema, make()));
  it('list items', () => {
    for (const tag of createCustomTags()) parses(customTagSchema, tag);
    for (const rule of createIpsRules()) parses(ipsRuleSchema, rule);
    for (const node of [...createLineageNodes(), ...lineageVariants.longNodes()]) parses(lineageNodeSchema, node);
    for (const entry of createLineageEntries()) parses(lineageEntrySchema, entry);
  });
});

describe('fixture content', () => {
  it('full records carry every field of spec 001 §3 with a value', () => {
    for (const record of [
      createFileRecord(),
      createUrlRecord(),
      createEmailDetail(),
      createEndpointRecord(),
      createMobileRecord(),
      createContainerRecord(),
      createCloudAsset(),
      createUserAccount(),
      createAssetRisk(),
      createHostRecord(),
    ]) {
      const missing = Object.entries(record)
        .filter(([, value]) => value == null)
        .map(([key]) => key);
      expect(missing).toEqual([]);
    }
  });
  it('empty variants have nothing in them', () => {
    const file = fileRecordSchema.parse(fileRecordVariants.empty());
    expect(Object.values(file).every((v) => v == null || (Array.isArray(v) && v.length === 0))).toBe(true);
    expect(emailDetailSchema.parse(emailDetailVariants.empty())).toMatchObject({ riskLevel: 'unknown', mailboxes: [], links: [] });
  });
  it('activity history: 24+ hourly points with one clear peak matching the peak fields', () => {
    const history = createActivityHistory();
    expect(history.length).toBeGreaterThanOrEqual(24);
    const sorted = history.map((p) => p.count).sort((a, b) => b - a);
    expect(sorted[0]).toBeGreaterThan(2 * (sorted[1] ?? 0));
    const record = objectRecordSchema.parse(createUrlRecord());
    expect(record.peakHourTime).toBe(activityPeak(record.activityHistory)?.time);
    expect(record.peakHourActivities).toBe(activityPeak(record.activityHistory)?.count);
  });
  it('long variants: 40 hosted IPs, 25 proxy IPs (truncated), lists over the display limit', () => {
    expect(objectRecordSchema.parse(objectRecordVariants.long()).hostedIP).toHaveLength(40);
    const proxyIps = endpointRecordSchema.parse(endpointRecordVariants.long()).service_gateway_proxy_info?.ips ?? [];
    expect(proxyIps).toHaveLength(25);
    expect(isProxyIpListTruncated(proxyIps)).toBe(true);
    const email = emailDetailSchema.parse(emailDetailVariants.long());
    expect(Math.min(email.mailboxes.length, email.attachments.length, email.links.length)).toBeGreaterThan(10);
  });
  it('hex dumps are lines of 51 characters', () => {
    const lines = createHexLines(300);
    expect(lines).toHaveLength(300);
    expect(lines.every((l) => l.content.length === HEX_LINE_LENGTH)).toBe(true);
    expect(lines[0]?.content.startsWith('4d5a9000')).toBe(true);
    expect(createFileContent().data.length).toBeGreaterThanOrEqual(256);
  });
  it('sandbox behaviours use weights 0–3; MITRE techniques have tactics', () => {
    const weights = new Set(sandboxResultSchema.parse(createSandboxResult()).suspiciousBehaviorList.map((b) => b.weight));
    expect([...weights].sort()).toEqual([0, 1, 2, 3]);
    expect(MITRE_TECHNIQUES.some((t) => t.id === 'T1059.001' && t.tactics.includes('Execution'))).toBe(true);
    expect(MITRE_TECHNIQUES.every((t) => /^T\d{4}(\.\d{3})?$/.test(t.id) && t.tactics.length > 0)).toBe(true);
  });
  it('the hostile description carries script, onerror and javascript: payloads', () => {
    const description = threatInsightVariants.hostile().description ?? '';
    expect(description).toContain('<script>');
    expect(description).toMatch(/onerror=/);
    expect(description).toContain('javascript:');
  });
  it('every reputation kind parses and carries its own fields', () => {
    expect(threatIntelReportSchema.parse(createThreatIntelReport('url')).attributes.last_http_response_code).toBe(200);
    expect(threatIntelReportSchema.parse(createThreatIntelReport('domain')).attributes.registrar).toBe('NameCheap, Inc.');
    expect(threatIntelReportSchema.parse(createThreatIntelReport('ip_address')).attributes.as_owner).toBe('IP Volume inc');
  });
});
