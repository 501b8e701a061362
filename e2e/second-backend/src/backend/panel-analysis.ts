// Spec 001 §3, §4, §7: sandbox verdicts (analysisViolation), file capability and process results
// (artifact/analysisResults), data lineage (node-info, entry, oat/files) and the hex viewer's sample.
import { EDGE, FILE, PROCESS, URL_OBJECT } from './panel-ids.ts';
import type { AnalysisStatus } from './panel-state.ts';
import { bodyText, decodeUrlId, ms, panelWrapped } from './panel-wire.ts';
import { ok, type Route } from './route.ts';
import type { TenantState } from './state.ts';

/** analysisViolation: `status, riskLevel and related fields` at the top of the answer (spec 001 §7). */
function sandboxAnswer(body: unknown, state: TenantState) {
  const objectType = bodyText(body, 'objectType');
  const searchId = bodyText(body, 'searchId') ?? '';
  const known = objectType === 'file' ? searchId === FILE.manifest : objectType === 'url' ? decodeUrlId(searchId) === URL_OBJECT.tracking : false;
  const status: AnalysisStatus = !known ? 'notFound' : objectType === 'url' ? state.panel.sandboxUrl : state.panel.sandboxFile;
  const base = { status, submitToSandbox: state.panel.submitToSandbox, lang: bodyText(body, 'lang') ?? null };
  if (status !== 'done') return base;
  return {
    ...base,
    riskLevel: objectType === 'url' ? 'medium' : 'high',
    description: objectType === 'url' ? 'Redirects to a credential-harvesting page.' : 'Drops and runs an executable from the macro.',
    analysisCompletionDateTime: objectType === 'url' ? '2026-12-03T02:31:44Z' : ms('2026-12-03T02:20:10Z'),
    suspiciousBehaviorList: [
      { behavior: 'Spawns powershell.exe with an encoded command', weight: 3 },
      { behavior: 'Writes an executable to %TEMP%', weight: 2 },
      { behavior: 'Queries the keyboard layout', weight: 0 },
    ],
    sha1: objectType === 'url' ? '5c1e5118e44f946c82a0c4aaed02e21076d767a3' : FILE.manifest,
    virtualAnalyzerImage: 'win10-x64-ja',
  };
}

const HEX = [
  { line: '00000000', content: '50 4b 03 04 14 00 06 00 08 00 00 00 21 00 7a 1c  PK..........!.z.' },
  { line: '00000010', content: '3f 8e 71 01 00 00 b4 05 00 00 13 00 08 02 5b 43  ?.q...........[C' },
];

/** artifact/analysisResults: the file capability (queryType sha1) or the process (queryType process). */
function capabilityAnswer(body: unknown, state: TenantState) {
  const queryType = bodyText(body, 'queryType');
  const isProcess = queryType === 'process';
  const known = isProcess ? bodyText(body, 'xdrDeviceId') === PROCESS.xdrDeviceId : bodyText(body, 'sha1') === FILE.manifest;
  const status: AnalysisStatus = !known ? 'notFound' : isProcess ? state.panel.capabilityProcess : state.panel.capabilityFile;
  if (status !== 'done') return { status };
  return {
    status,
    hex: { data: HEX, totalLines: 2 },
    password: 'infected-88213',
    presignedUrl: 'https://samples.second-backend.test/artifacts/88213.zip?X-Amz-Expires=900&X-Amz-Signature=2b1f',
    processes: [
      {
        hashId: isProcess ? PROCESS.sha1 : FILE.manifest,
        pid: PROCESS.pid,
        commandLine: PROCESS.commandLine,
        integrityLevel: 'Medium',
        tagging: [
          { id: 'T1204.002', name: 'User Execution: Malicious File', tactics: ['Execution'], descriptions: ['Opened from an email attachment'] },
          { id: 'T1059.001', name: 'PowerShell', tactics: ['Execution'], descriptions: ['powershell -enc …'] },
        ],
      },
    ],
  };
}

const NODES: Record<string, unknown> = {
  [EDGE.payroll]: {
    dataType: 'Copied to removable media',
    trackTime: ms('2026-12-01T07:44:12Z'),
    fileSize: 88_412,
    fullUri: 'E:\\backup\\給与_2026-11.xlsx',
    dataHash: '50d69dbc6c7860c260731d1007cf86df9f35d951',
    endpointGuid: '7e1d0c52-3b44-4a8e-9f61-0d2e8b7c5a13',
    endpointHostName: 'KTZ-OSA-WS0142',
    endpointIp: ['10.40.12.142'],
    osName: 'Windows 10',
    osUser: 'KITAKAZE\\m.sato',
    matchedPolicies: [{ policyId: 3107, policyName: 'PII – Japanese My Number' }],
    edgeId: EDGE.payroll,
  },
};

const ENTRIES: Record<string, unknown[]> = {
  [EDGE.payroll]: [
    { entry_id: 90_211, source_id: 'src-osa-fs01', filename: '給与_2026-11.xlsx' },
    { entry_id: 90_212, source_id: 'src-usb-0042', filename: null },
  ],
};

export const analysisRoutes: Route[] = [
  { method: 'POST', path: '/public/ssb/api/v3/analysisViolation', handle: ({ body, state }) => ok(sandboxAnswer(body, state)) },
  { method: 'POST', path: '/public/ssb/api/v3/artifact/analysisResults', handle: ({ body, state }) => panelWrapped(capabilityAnswer(body, state)) },
  {
    method: 'POST',
    path: '/public/ddr/lineage/node-info',
    handle: ({ body }) => {
      const ids = Array.isArray((body as { edge_ids?: unknown } | undefined)?.edge_ids) ? ((body as { edge_ids: unknown[] }).edge_ids as unknown[]) : [];
      return ok({ nodes: ids.map((id) => NODES[String(id)]).filter(Boolean), total: ids.length });
    },
  },
  { method: 'GET', path: '/public/ddr/lineage/entry', handle: ({ url }) => ok({ entries: ENTRIES[url.searchParams.get('edgeId') ?? ''] ?? [] }) },
  // The item fields are not shown (spec 001 §7): this backend's choice.
  { method: 'POST', path: '/public/ddr/lineage/oat/files', handle: ({ body }) => ok({ items: [{ fileName: '給与_2026-11.xlsx', fullUri: 'E:\\backup\\給与_2026-11.xlsx', fileHash: '50d69dbc6c7860c260731d1007cf86df9f35d951', edgeId: EDGE.payroll }], query: body ?? null }) },
  // Its shape is not shown (spec 001 §7): the capability result's hex lines.
  { method: 'GET', path: '/mock/other/filecontent.json', handle: () => ok({ data: HEX }) },
];
