// The detail-panel handlers answer every spec 001 §7 path, and what they answer is what the
// console's own fetchers (from @soc/api) accept: requests go through the real client into MSW.
import {
  ApiError,
  ResponseShapeError,
  getCapability,
  getCloudAsset,
  getContainer,
  getCustomTags,
  getDomainRecord,
  getEmailDetail,
  getEndpoint,
  getEndpointIdentity,
  getFileContent,
  getFileRecord,
  getHostRecord,
  getIpRecord,
  getLineageEntries,
  getLineageFiles,
  getLineageNodes,
  getMobileRecord,
  getRiskOverview,
  getSandboxResult,
  getThreatInsight,
  getThreatIntelReport,
  getUrlRecord,
  getUserAccount,
  getUserIdentity,
  getWorkbenchAssetRisk,
  searchIpsRules,
  threatIntelErrorKey,
} from '@soc/api';
import { getResponse, type RequestHandler } from 'msw';
import { SPEC_CALLS } from '../call-table.ts';
import { createMockState, FIXED_NOW } from '../state.ts';
import { fileCapabilityHandlers, processCapabilityHandlers, sandboxHandlers, threatIntelHandlers } from './analysis-handlers.ts';
import { threatInsightHandlers } from './asset-handlers.ts';
import { detailPanelHandlers } from './handlers.ts';
import { fileContentHandlers } from './lineage-handlers.ts';
import { fileHandlers, urlHandlers } from './object-handlers.ts';

const BASE = 'http://localhost';
const state = createMockState({ now: () => FIXED_NOW });
const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

/** Sends the client's fetches to MSW handlers, as the browser worker would. */
function serve(handlers: RequestHandler[]) {
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const response = await getResponse(handlers, new Request(new URL(input, BASE), init), { baseUrl: BASE });
    return response ?? new Response('no handler', { status: 599 });
  });
}

beforeEach(() => {
  // Node has no localStorage; the client reads the token and language from it.
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => store.set(key, value) });
});
afterEach(() => vi.unstubAllGlobals());

describe('call table of spec 001', () => {
  const calls = SPEC_CALLS.filter((call) => call.spec === '001' && !/dismissBanner|hideBanner/.test(call.path));

  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))('answers %s with a 2xx', async (_name, call) => {
    const request = new Request(new URL(call.sample, BASE), {
      method: call.method,
      headers: { 'Content-Type': 'application/json' },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const response = await getResponse(detailPanelHandlers(state), request, { baseUrl: BASE });
    expect(response, `${call.method} ${call.sample} is not answered`).toBeDefined();
    expect(response?.status).toBe(200);
  });
});

describe('default handlers through the console client', () => {
  beforeEach(() => serve(detailPanelHandlers(state)));

  it('email echoes the message id', async () => {
    const email = await getEmailDetail('<msg-42@mail.example>');
    expect(email.mailMsgId).toBe('<msg-42@mail.example>');
    expect(email.riskLevel).toBe('high');
    expect(email.mailboxes.length).toBeGreaterThan(0);
  });
  it('host, endpoint, identity, tags and IPS rules', async () => {
    expect((await getHostRecord('c0a80164-1f2e')).hostname?.value).toBe('FIN-LT-0231');
    const endpoint = await getEndpoint('ep-1');
    expect(endpoint.os?.platform).toBe('Windows');
    expect((await getEndpointIdentity('ep-1')).aad).toHaveLength(1);
    expect(await getCustomTags(['ep-1'])).toContainEqual({ labelName: 'Owner', tagValues: [{ value: 'Finance' }] });
    const rules = await searchIpsRules(endpoint.ips_resource_ids);
    expect(rules.map((r) => r.identifier)).toEqual(endpoint.ips_resource_ids);
  });
  it('risk overview by asset and by workbench', async () => {
    expect((await getRiskOverview('asset-9', 'device')).assetId).toBe('asset-9');
    const risk = await getWorkbenchAssetRisk('WB-9002-20261120-00001', '8d1c7e2a');
    expect(risk.historyScoreList.length).toBeGreaterThanOrEqual(24);
  });
  it('file echoes the sha1', async () => {
    expect((await getFileRecord(SHA1)).fileSHA1).toBe(SHA1);
  });
  it('URL decodes the base64 identifier; domain and IP echo theirs', async () => {
    const url = await getUrlRecord('https://login.example-sso.net/path?q=ü');
    expect(url.objectName).toBe('https://login.example-sso.net/path?q=ü');
    expect(url.host).toBe('login.example-sso.net');
    expect(url.domainName).toBe('example-sso.net');
    expect((await getDomainRecord('evil.example.org')).objectName).toBe('evil.example.org');
    const ip = await getIpRecord('198.51.100.7');
    expect(ip.objectName).toBe('198.51.100.7');
    expect(ip.activityHistory.length).toBeGreaterThanOrEqual(24);
  });
  it('mobile, container, cloud asset, user account and identity', async () => {
    expect((await getMobileRecord('mob-1')).basicDeviceType).toBe(1);
    expect((await getMobileRecord('android-7')).basicDeviceType).toBe(2);
    expect((await getContainer('ctr-1')).ports[0]?.containerPort).toBe(8443);
    expect((await getCloudAsset('arn:aws:s3:::acme-logs')).assetName).toBe('acme-logs');
    expect((await getUserAccount('user-1')).services?.exchange?.atpPolicyStatus).toBe('enabledButNotOptimized');
    expect((await getUserIdentity('user-1')).opa[0]?.groupCount).toBe(14);
  });
  it('threat insight echoes name and type', async () => {
    const insight = await getThreatInsight('Qakbot', 'campaign');
    expect(insight.objectType).toBe('campaign');
    expect(insight.description).toContain('Qakbot');
  });
  it('reputation report per kind; refresh=1 dates the lookup now', async () => {
    const file = await getThreatIntelReport('file', SHA1, 0);
    expect(file.attributes.meaningful_name).toBeTruthy();
    expect(file.queryDate).not.toBe(new Date(FIXED_NOW).toISOString());
    const ip = await getThreatIntelReport('ip_address', '8.8.8.8', 1);
    expect(ip.attributes).toMatchObject({ asn: 202425, country: 'NL' });
    expect(ip.queryDate).toBe(new Date(FIXED_NOW).toISOString());
    expect((await getThreatIntelReport('domain', 'example.com', 0)).attributes.registrar).toBeTruthy();
    expect((await getThreatIntelReport('url', 'http://example.com/', 0)).attributes.last_http_response_code).toBe(200);
  });
  it('an identifier containing "notfound" gets the not-found answer', async () => {
    await expect(getFileRecord('notfound-sha1')).rejects.toMatchObject({ status: 404 });
    const error = await getThreatIntelReport('file', 'notfound', 0).catch((e: unknown) => e);
    expect(threatIntelErrorKey(error)).toBe('D100_23');
    expect((await getSandboxResult('file', 'notfound', 'en')).status).toBe('notFound');
    expect((await getSandboxResult('url', 'http://processing.example/', 'en')).status).toBe('processing');
    expect((await getCapability({ queryType: 'sha1', sha1: 'notfound' })).status).toBe('notFound');
  });
  it('sandbox and capability', async () => {
    const sandbox = await getSandboxResult('file', SHA1, 'en');
    expect(sandbox).toMatchObject({ status: 'done', riskLevel: 'high', sha1: SHA1, submitToSandbox: 1 });
    const capability = await getCapability({ queryType: 'sha1', sha1: SHA1 });
    expect(capability.status).toBe('done');
    expect(capability.hex?.data.length).toBeGreaterThan(0);
    const processResult = await getCapability({
      queryType: 'process',
      xdrDeviceId: 'dev-7',
      pid: 912,
      fullPath: 'C:\\x.exe',
      commandLine: 'x.exe /q',
      eventTime: FIXED_NOW,
    });
    expect(processResult.process).toMatchObject({ pid: '912', commandLine: 'x.exe /q' });
  });
  it('lineage nodes, entries, files and the file content', async () => {
    const nodes = await getLineageNodes(['edge-a', 'edge-b']);
    expect(nodes.map((n) => n.edgeId)).toEqual(['edge-a', 'edge-b']);
    expect((await getLineageEntries('edge-a'))[0]?.entry_id).toContain('edge-a');
    expect(await getLineageFiles({ edgeId: 'edge-a' })).toHaveLength(2);
    expect((await getFileContent()).length).toBeGreaterThan(100);
  });
  it('the demo persona may not submit to the sandbox', async () => {
    serve(detailPanelHandlers(createMockState({ personaId: 'demo', now: () => FIXED_NOW })));
    expect(await getSandboxResult('url', 'http://notfound.example/', 'en')).toMatchObject({ status: 'notFound', submitToSandbox: 0 });
  });
});

describe('failure variants', () => {
  it('record calls: empty, notFound, serverError, badData, loading', async () => {
    serve([fileHandlers.empty()]);
    expect(await getFileRecord(SHA1)).toMatchObject({ fileName: null, familyName: [] });
    serve([fileHandlers.notFound()]);
    await expect(getFileRecord(SHA1)).rejects.toMatchObject({ status: 404 });
    serve([urlHandlers.serverError(503)]);
    await expect(getUrlRecord('http://example.com/')).rejects.toMatchObject({ status: 503 });
    serve([fileHandlers.badData()]);
    await expect(getFileRecord(SHA1)).rejects.toBeInstanceOf(ResponseShapeError);
    serve([fileHandlers.loading()]);
    const outcome = await Promise.race([
      getFileRecord(SHA1).then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    expect(outcome).toBe('pending');
  });
  it('threat intelligence errors map to the spec 001 §8 message keys', async () => {
    const keyFor = async (handler: RequestHandler) => {
      serve([handler]);
      const error = await getThreatIntelReport('file', SHA1, 0).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      return threatIntelErrorKey(error);
    };
    expect(await keyFor(threatIntelHandlers.unauthorized())).toBe('D100_22');
    expect(await keyFor(threatIntelHandlers.notFound())).toBe('D100_23');
    expect(await keyFor(threatIntelHandlers.quotaExceeded())).toBe('D100_24');
    expect(await keyFor(threatIntelHandlers.otherError())).toBe('ERROR.COMMON_ERROR');
    expect(await keyFor(threatIntelHandlers.serverError())).toBe('ERROR.COMMON_ERROR');
  });
  it('sandbox and capability statuses', async () => {
    serve([sandboxHandlers.processing()]);
    expect((await getSandboxResult('file', SHA1, 'en')).status).toBe('processing');
    serve([sandboxHandlers.notFound(0)]);
    expect(await getSandboxResult('url', 'http://example.com/', 'en')).toMatchObject({ status: 'notFound', submitToSandbox: 0 });
    serve([fileCapabilityHandlers.processing()]);
    expect((await getCapability({ queryType: 'sha1', sha1: SHA1 })).status).toBe('processing');
    serve([processCapabilityHandlers.done()]);
    expect((await getCapability({ queryType: 'artifactUniqueId', artifactUniqueId: 'art-1' })).process?.tagging.length).toBeGreaterThan(3);
    serve([fileCapabilityHandlers.badData()]);
    await expect(getCapability({ queryType: 'sha1', sha1: SHA1 })).rejects.toBeInstanceOf(ResponseShapeError);
  });
  it('hostile threat insight and empty file content still parse', async () => {
    serve([threatInsightHandlers.hostile()]);
    expect((await getThreatInsight('Emotet')).description).toContain('<script>');
    serve([fileContentHandlers.empty()]);
    expect(await getFileContent()).toEqual([]);
  });
});
