// Response schemas: lenient about missing or odd fields, strict about a wrong overall shape.
import type { z } from 'zod/mini';
import { capabilityResultSchema, mitreTechniqueUrl } from './capability.ts';
import { cloudAssetSchema } from './cloud-asset.ts';
import { containerRecordSchema } from './container.ts';
import { customTagsResponseSchema } from './custom-tags.ts';
import { emailDetailSchema } from './email.ts';
import { endpointIdentitySchema } from './endpoint-identity.ts';
import { endpointRecordSchema } from './endpoint.ts';
import { fileContentSchema } from './file-content.ts';
import { fileRecordSchema } from './file.ts';
import { hostRecordSchema } from './host.ts';
import { ipsRulesResponseSchema } from './ips-rules.ts';
import { lineageNodeSchema } from './lineage.ts';
import { mobileRecordSchema } from './mobile.ts';
import { activityPeak, objectRecordSchema } from './object-record.ts';
import { assetRiskResponseSchema } from './risk-overview.ts';
import { sandboxResultSchema } from './sandbox.ts';
import { recordEnvelope } from './schema-extras.ts';
import { threatInsightSchema } from './threat-insight.ts';
import { userAccountSchema } from './user-account.ts';
import { userIdentitySchema } from './user-identity.ts';

const records: Array<[string, z.ZodMiniType]> = [
  ['email', emailDetailSchema],
  ['host', hostRecordSchema],
  ['endpoint', endpointRecordSchema],
  ['endpoint identity', endpointIdentitySchema],
  ['file', fileRecordSchema],
  ['URL/domain/IP', objectRecordSchema],
  ['mobile', mobileRecordSchema],
  ['sandbox', sandboxResultSchema],
  ['capability', capabilityResultSchema],
  ['container', containerRecordSchema],
  ['cloud asset', cloudAssetSchema],
  ['user account', userAccountSchema],
  ['user identity', userIdentitySchema],
  ['threat insight', threatInsightSchema],
];

describe.each(records)('%s record', (_name, schema) => {
  const response = recordEnvelope(schema);
  it('accepts an empty record, bare or in { data }', () => {
    expect(response.safeParse({}).success).toBe(true);
    expect(response.safeParse({ data: {} }).success).toBe(true);
  });
  it('rejects a fundamentally wrong shape', () => {
    for (const garbage of ['<html>', 42, null, [], { data: 'definitely-not-the-expected-shape', unexpected: [1, 2, 3] }]) {
      expect(response.safeParse(garbage).success).toBe(false);
    }
  });
});

describe('field leniency', () => {
  it('reads null and oddly typed fields as undefined or empty', () => {
    const file = fileRecordSchema.parse({ fileName: null, fileSize: '1048576', familyName: null, memoryResident: 1, fileMD5: { odd: true } });
    expect(file).toMatchObject({ fileName: null, fileSize: 1048576, familyName: [], memoryResident: true, fileMD5: undefined });
  });
  it('email: display lists fall back to the raw lists, risk level is normalised', () => {
    const email = emailDetailSchema.parse({
      riskLevel: 'High',
      mailboxWithOrgId: [{ mailbox: 'a@x.example', orgId: 'org-1' }],
      mailAttachments: [{ attachmentFileName: 'invoice.xlsm', attachmentSha1: 'abc' }],
      mailUrlsVisibleLink: ['https://x.example/login'],
    });
    expect(email.riskLevel).toBe('high');
    expect(email.mailboxes).toHaveLength(1);
    expect(email.attachments[0]?.attachmentFileName).toBe('invoice.xlsm');
    expect(email.links).toEqual(['https://x.example/login']);
    expect(emailDetailSchema.parse({ riskLevel: 2 }).riskLevel).toBe('medium');
    expect(emailDetailSchema.parse({ riskLevel: 'severe' }).riskLevel).toBe('unknown');
  });
  it('one unreadable list entry, or a list of another shape, does not fail the record', () => {
    const email = emailDetailSchema.parse({ mailMsgId: 'm-1', mailboxes: [null, { mailbox: 'a@x.example' }], mailAttachments: 'none' });
    expect(email.mailMsgId).toBe('m-1');
    expect(email.mailboxes).toEqual([{ mailbox: 'a@x.example' }]);
    expect(email.attachments).toEqual([]);
    // The specification gives no shape for the history's entries: a list of bare counts is not read, the record still is.
    const url = objectRecordSchema.parse({ objectName: 'x.example', wrsScore: 80, activityHistory: [3, 5, 8] });
    expect(url).toMatchObject({ objectName: 'x.example', wrsScore: 80, activityHistory: [] });
  });
  it('host: wrapped values, one IP or several', () => {
    const host = hostRecordSchema.parse({ hostname: { value: 'FIN-LT-0231' }, ip: { value: '10.1.4.23' }, macAddr: { value: ['00:1a', '00:1b'] } });
    expect(host.hostname?.value).toBe('FIN-LT-0231');
    expect(host.ip?.value).toEqual(['10.1.4.23']);
    expect(host.macAddr?.value).toHaveLength(2);
  });
  it('endpoint: a malformed group reads as missing, lists default to empty', () => {
    const ep = endpointRecordSchema.parse({ os: 'Windows', ring: '3', service_gateway_proxy_info: { ips: ['10.0.0.1'] } });
    expect(ep.os).toBeUndefined();
    expect(ep.ring).toBe(3);
    expect(ep.engines).toEqual([]);
    expect(ep.service_gateway_proxy_info?.ips).toEqual(['10.0.0.1']);
  });
  it('container: env as a list or a map', () => {
    expect(containerRecordSchema.parse({ env: [{ name: 'A', value: '1' }] }).env).toEqual([{ name: 'A', value: '1' }]);
    expect(containerRecordSchema.parse({ env: { B: '2' } }).env).toEqual([{ name: 'B', value: '2' }]);
    expect(containerRecordSchema.parse({ env: 'nope' }).env).toEqual([]);
  });
  it('user account: exchange only when it is an object', () => {
    expect(userAccountSchema.parse({ services: { exchange: 'n/a' } }).services?.exchange).toBeUndefined();
    const account = userAccountSchema.parse({
      services: { exchange: { atpPolicyStatus: 'enabledButNotOptimized', atpFeatures: { safeLinks: 'enabled', vaURLs: '' } } },
    });
    expect(account.services?.exchange).toMatchObject({
      atpPolicyStatus: 'enabledButNotOptimized',
      atpFeatures: { safeLinks: 'enabled', vaURLs: '' },
    });
  });
  it('cloud asset: a missing tag map is empty', () => {
    expect(cloudAssetSchema.parse({}).tags).toEqual({});
  });
});

describe('sandbox result', () => {
  it('normalises status, risk level and behaviour weights', () => {
    const result = sandboxResultSchema.parse({
      status: 'done',
      riskLevel: 'noRisk',
      suspiciousBehaviorList: [
        { behavior: 'Drops executable', weight: 3 },
        { behavior: 'Odd', weight: 7 },
        { behavior: 'Text', weight: '2' },
      ],
      submitToSandbox: 1,
    });
    expect(result).toMatchObject({ status: 'done', riskLevel: 'noRisk', submitToSandbox: 1 });
    expect(result.suspiciousBehaviorList.map((b) => b.weight)).toEqual([3, 0, 2]);
  });
  it('reads an unknown status as notFound and an unknown risk as unknown', () => {
    expect(sandboxResultSchema.parse({ status: 'queued', riskLevel: 'critical' })).toMatchObject({
      status: 'notFound',
      riskLevel: 'unknown',
      submitToSandbox: 0,
    });
    expect(sandboxResultSchema.parse({})).toMatchObject({ status: 'notFound', riskLevel: 'unknown' });
  });
});

describe('capability result', () => {
  it('exposes processes[0] as process', () => {
    const result = capabilityResultSchema.parse({
      status: 'processing',
      processes: [{ pid: 4412, tagging: [{ id: 'T1059.001', name: 'PowerShell', tactics: ['Execution'], descriptions: ['Runs encoded commands'] }] }],
    });
    expect(result.status).toBe('processing');
    expect(result.process?.pid).toBe('4412');
    expect(result.process?.tagging[0]?.tactics).toEqual(['Execution']);
    expect(capabilityResultSchema.parse({ status: 'DONE' }).process).toBeUndefined();
  });
  it('links techniques to version 15 of the MITRE pages', () => {
    expect(mitreTechniqueUrl('T1059.001')).toBe('https://attack.mitre.org/versions/v15/techniques/T1059/001/');
    expect(mitreTechniqueUrl('t1105')).toBe('https://attack.mitre.org/versions/v15/techniques/T1105/');
    // A lone surrogate from the server is a replacement character in the link, not a throw while drawing.
    expect(mitreTechniqueUrl('T1059\uD800')).toBe('https://attack.mitre.org/versions/v15/techniques/T1059%EF%BF%BD/');
  });
});

describe('list answers', () => {
  it('custom tags are read from data.data', () => {
    expect(customTagsResponseSchema.parse({ data: { data: [{ labelName: 'Owner', tagValues: [{ value: 'Finance' }] }] } })).toEqual([
      { labelName: 'Owner', tagValues: [{ value: 'Finance' }] },
    ]);
    expect(customTagsResponseSchema.safeParse({ data: [{ labelName: 'Owner' }] }).success).toBe(false);
  });
  it('IPS rules are read from items, with or without a data envelope', () => {
    expect(ipsRulesResponseSchema.parse({ items: [{ identifier: 1008765, name: 'Rule' }] })).toEqual([{ identifier: '1008765', name: 'Rule' }]);
    expect(ipsRulesResponseSchema.parse({ data: { items: [] } })).toEqual([]);
    expect(ipsRulesResponseSchema.safeParse({ items: 'x' }).success).toBe(false);
  });
  it('asset risk is read from data', () => {
    expect(assetRiskResponseSchema.parse({ data: { riskScore: 72, criticalInfo: { criticalScoreLevel: 'HIGH' } } })).toMatchObject({
      riskScore: 72,
      criticalInfo: { criticalScoreLevel: 'high', absoluteImpactTag: [] },
      historyScoreList: [],
    });
    expect(assetRiskResponseSchema.safeParse({ riskScore: 72 }).success).toBe(false);
  });
  it('file content lines', () => {
    expect(fileContentSchema.parse({ data: [{ line: 0, content: 'x' }] })).toEqual([{ line: '0', content: 'x' }]);
    expect(fileContentSchema.safeParse('00 01').success).toBe(false);
    // A bare list, as other calls may answer, is the same content.
    expect(fileContentSchema.parse([{ line: 0, content: 'x' }])).toEqual([{ line: '0', content: 'x' }]);
  });
  it('lineage node: endpoint IP as one text or several', () => {
    expect(lineageNodeSchema.parse({ endpointIp: '10.2.3.4' }).endpointIp).toEqual(['10.2.3.4']);
  });
});

describe('activityPeak', () => {
  it('finds the busiest point, first one on a tie', () => {
    const history = objectRecordSchema.parse({
      activityHistory: [
        { time: '2026-11-20T00:00:00Z', count: 3 },
        { time: '2026-11-20T01:00:00Z', count: 9 },
        { time: '2026-11-20T02:00:00Z', count: 9 },
        { time: '2026-11-20T03:00:00Z', count: null },
      ],
    }).activityHistory;
    expect(activityPeak(history)?.time).toBe('2026-11-20T01:00:00.000Z');
    expect(activityPeak([])).toBeUndefined();
  });
});
