// Every detail-panel fetcher sends the method, path, query and body of spec 001 §7.
import { NoRecordError } from '../client/errors.ts';
import { getCapability } from './capability.ts';
import { getContainer } from './container.ts';
import { getCloudAsset } from './cloud-asset.ts';
import { getCustomTags } from './custom-tags.ts';
import { getEmailDetail } from './email.ts';
import { getEndpoint } from './endpoint.ts';
import { getEndpointIdentity } from './endpoint-identity.ts';
import { getFileContent } from './file-content.ts';
import { getFileRecord } from './file.ts';
import { getHostRecord } from './host.ts';
import { searchIpsRules } from './ips-rules.ts';
import { getLineageEntries, getLineageFiles, getLineageNodes } from './lineage.ts';
import { getMobileRecord } from './mobile.ts';
import { getDomainRecord, getIpRecord, getUrlRecord } from './object-record.ts';
import { getRiskOverview, getWorkbenchAssetRisk, riskOverviewQueryOptions } from './risk-overview.ts';
import { getSandboxResult } from './sandbox.ts';
import { getThreatInsight } from './threat-insight.ts';
import { getThreatIntelReport } from './threat-intel.ts';
import { getUserAccount } from './user-account.ts';
import { getUserIdentity } from './user-identity.ts';

interface Sent {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

/** Stubs fetch with one answer and records what was sent. */
// One field: a record (an empty one reads as no record, NoRecordError).
function stubFetch(answer: unknown = { data: { id: 'record-1' } }, status = 200) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: new Headers(init.headers),
      });
      return new Response(JSON.stringify(answer), { status });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

interface Case {
  name: string;
  call: () => Promise<unknown>;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  answer?: unknown;
}

const cases: Case[] = [
  {
    name: 'email',
    call: () => getEmailDetail('<CAF=q1@mail.example.com>'),
    method: 'POST',
    url: '/public/svp/v2/object/email/query',
    body: { messageId: '<CAF=q1@mail.example.com>' },
  },
  {
    name: 'host (legacy)',
    call: () => getHostRecord('c0a80164-1f2e'),
    method: 'POST',
    url: '/public/svp/v2/object/endpoint/query',
    body: { computerId: 'c0a80164-1f2e' },
  },
  {
    name: 'risk overview',
    call: () => getRiskOverview('asset 1', 'device'),
    method: 'GET',
    url: '/public/svp/v2/object/riskOverview/query/asset%201/device',
  },
  {
    name: 'workbench asset risk',
    call: () => getWorkbenchAssetRisk('WB-9002-20261120-00001', '8d1c7e2a'),
    method: 'GET',
    url: '/ui/wb/api/v1/workbenches/WB-9002-20261120-00001/assets/8d1c7e2a',
  },
  { name: 'endpoint', call: () => getEndpoint('ep-1'), method: 'GET', url: '/public/ves/v1/bigtable-endpoints/ep-1' },
  {
    name: 'endpoint identity',
    call: () => getEndpointIdentity('ep-1'),
    method: 'GET',
    url: '/public/sjg/api/v1/idInventory/common/nonHumans/devices/ep-1/profiles',
  },
  {
    name: 'custom tags',
    call: () => getCustomTags(['ep-1', 'ep-2']),
    method: 'POST',
    url: '/public/ass/api/v1/trilogy/tag/query-custom-tags-by-assetIDs?assetType=1',
    body: { assetIDs: ['ep-1', 'ep-2'] },
    answer: { data: { data: [] } },
  },
  {
    name: 'IPS rules',
    call: () => searchIpsRules(['1008765', '1009912']),
    method: 'POST',
    url: '/public/aru/api/v1/ips-rule/resources/search?dsru_version=latest',
    body: { filter: { resource_id: ['1008765', '1009912'] }, limit: 1000, offset: 0, order_by: 'update_at asc' },
    answer: { items: [] },
  },
  { name: 'file', call: () => getFileRecord(SHA1), method: 'POST', url: '/public/svp/v2/object/file/query', body: { sha1: SHA1 } },
  {
    name: 'URL (base64, no padding)',
    call: () => getUrlRecord('http://example.com/'),
    method: 'POST',
    url: '/public/svp/v2/object/url/query',
    body: { url: 'aHR0cDovL2V4YW1wbGUuY29tLw' },
  },
  {
    name: 'domain',
    call: () => getDomainRecord('example.com'),
    method: 'POST',
    url: '/public/svp/v2/object/domain/query',
    body: { domain: 'example.com' },
  },
  { name: 'IP', call: () => getIpRecord('8.8.8.8'), method: 'POST', url: '/public/svp/v2/object/ip/query', body: { ip: '8.8.8.8' } },
  { name: 'mobile', call: () => getMobileRecord('mob-1'), method: 'POST', url: '/public/svp/v2/object/mobile/query', body: { deviceId: 'mob-1' } },
  {
    name: 'reputation report (file, first query)',
    call: () => getThreatIntelReport('file', SHA1, 0),
    method: 'GET',
    url: `/public/svp/v2/object/vt/report/file/${SHA1}?refresh=0`,
    answer: { data: { attributes: {} } },
  },
  {
    name: 'reputation report (ip, refresh)',
    call: () => getThreatIntelReport('ip_address', '8.8.8.8', 1),
    method: 'GET',
    url: '/public/svp/v2/object/vt/report/ip_address/8.8.8.8?refresh=1',
    answer: { data: { attributes: {} } },
  },
  {
    name: 'reputation report (url id encoded)',
    call: () => getThreatIntelReport('url', 'http://example.com/', 0),
    method: 'GET',
    url: '/public/svp/v2/object/vt/report/url/aHR0cDovL2V4YW1wbGUuY29tLw?refresh=0',
    answer: { data: { attributes: {} } },
  },
  {
    name: 'sandbox (file)',
    call: () => getSandboxResult('file', SHA1, 'en'),
    method: 'POST',
    url: '/public/ssb/api/v3/analysisViolation',
    body: { objectType: 'file', searchId: SHA1, lang: 'en' },
  },
  {
    name: 'sandbox (url)',
    call: () => getSandboxResult('url', 'http://example.com/', 'en'),
    method: 'POST',
    url: '/public/ssb/api/v3/analysisViolation',
    body: { objectType: 'url', searchId: 'aHR0cDovL2V4YW1wbGUuY29tLw', lang: 'en' },
  },
  {
    name: 'file capability',
    call: () => getCapability({ queryType: 'sha1', sha1: SHA1 }),
    method: 'POST',
    url: '/public/ssb/api/v3/artifact/analysisResults',
    body: { queryType: 'sha1', sha1: SHA1 },
  },
  {
    name: 'process capability',
    method: 'POST',
    url: '/public/ssb/api/v3/artifact/analysisResults',
    call: () =>
      getCapability({
        queryType: 'process',
        xdrDeviceId: 'dev-7',
        pid: 4412,
        fullPath: 'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
        commandLine: 'powershell -enc SQBFAFgA',
        eventTime: 1795685400000,
        artifactUniqueId: undefined,
      }),
    body: {
      queryType: 'process',
      xdrDeviceId: 'dev-7',
      pid: 4412,
      fullPath: 'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
      commandLine: 'powershell -enc SQBFAFgA',
      eventTime: 1795685400000,
    },
  },
  {
    name: 'lineage nodes',
    call: () => getLineageNodes(['edge-1']),
    method: 'POST',
    url: '/public/ddr/lineage/node-info',
    body: { edge_ids: ['edge-1'] },
    answer: { nodes: [] },
  },
  {
    name: 'lineage entries',
    call: () => getLineageEntries('edge 1'),
    method: 'GET',
    url: '/public/ddr/lineage/entry?edgeId=edge+1',
    answer: { entries: [] },
  },
  {
    name: 'lineage files (payload passed through)',
    call: () => getLineageFiles({ edgeId: 'edge-1', page: 2 }),
    method: 'POST',
    url: '/public/ddr/lineage/oat/files',
    body: { edgeId: 'edge-1', page: 2 },
    answer: { items: [] },
  },
  { name: 'file content', call: () => getFileContent(), method: 'GET', url: '/mock/other/filecontent.json', answer: { data: [] } },
  {
    name: 'container',
    call: () => getContainer('ctr-1'),
    method: 'POST',
    url: '/ui/fbt/api/v1/basic/containers/basic',
    body: { containerId: 'ctr-1' },
  },
  {
    name: 'cloud asset',
    call: () => getCloudAsset('arn:aws:s3:::acme-logs'),
    method: 'GET',
    url: '/ui/fbt/api/v1/basic/cloud/basic?arn=arn%3Aaws%3As3%3A%3A%3Aacme-logs&assetType=cloudAsset',
  },
  { name: 'user account', call: () => getUserAccount('user-1'), method: 'GET', url: '/public/svp/v2/object/useraccount/query?userId=user-1' },
  {
    name: 'user identity',
    call: () => getUserIdentity('user-1'),
    method: 'GET',
    url: '/public/sjg/api/v1/idInventory/common/humans/users/user-1/profiles',
  },
  { name: 'threat insight', call: () => getThreatInsight('Emotet'), method: 'GET', url: '/ui/atl/campaign/api/v2/maltool/?name=Emotet' },
  {
    name: 'threat insight with type',
    call: () => getThreatInsight('Emotet', 'malware'),
    method: 'GET',
    url: '/ui/atl/campaign/api/v2/maltool/?name=Emotet&type=malware',
  },
];

describe('detail-panel fetchers (spec 001 §7)', () => {
  it.each(cases)('$name → $method $url', async ({ call, method, url, body, answer }) => {
    const sent = stubFetch(answer);
    await call();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe(method);
    expect(sent[0]?.url).toBe(url);
    expect(sent[0]?.body).toEqual(body);
    expect(sent[0]?.headers.get('X-Trace-Id')).toBeTruthy();
  });

  it('sends the language it is given to the sandbox', async () => {
    const sent = stubFetch();
    await getSandboxResult('file', SHA1, 'ja');
    expect(sent[0]?.body).toMatchObject({ lang: 'ja' });
  });

  it('uses the workbench call only when both workbench ids are given', async () => {
    const sent = stubFetch({ data: { riskScore: 40 } });
    const byAsset = riskOverviewQueryOptions({ assetId: 'asset-1', assetType: 'device', workbenchId: 'WB-1' });
    const byWorkbench = riskOverviewQueryOptions({ assetId: 'asset-1', assetType: 'device', workbenchId: 'WB-1', workbenchUuid: 'u-1' });
    expect(byAsset.queryKey).toEqual(['detailPanels', 'riskOverview', 'asset-1', 'device']);
    expect(byWorkbench.queryKey).toEqual(['detailPanels', 'workbenchAssetRisk', 'WB-1', 'u-1']);
    const context = { signal: new AbortController().signal } as Parameters<NonNullable<typeof byWorkbench.queryFn>>[0];
    await expect(byWorkbench.queryFn?.(context)).resolves.toMatchObject({ riskScore: 40 });
    expect(sent[0]?.url).toBe('/ui/wb/api/v1/workbenches/WB-1/assets/u-1');
    expect(riskOverviewQueryOptions({}).enabled).toBe(false);
  });

  // The specification does not say how a backend answers an unknown object: a 404, or a 2xx that holds none.
  it.each([null, {}, { data: null }, { data: {} }, { data: null, total: 0 }])('reads the 2xx answer %j as no such object', async (answer) => {
    stubFetch(answer);
    await expect(getFileRecord(SHA1)).rejects.toBeInstanceOf(NoRecordError);
    await expect(getThreatInsight('Emotet', 'malware')).rejects.toBeInstanceOf(NoRecordError);
    await expect(getRiskOverview('asset-1', 'device')).rejects.toBeInstanceOf(NoRecordError);
  });
});
