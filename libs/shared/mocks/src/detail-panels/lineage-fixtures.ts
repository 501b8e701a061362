// Sensitive-data lineage (spec 001 §2.6, §2.16, §3).
import { FIXED_NOW } from '../state.ts';
import { cycle, hoursAgo, nullAll, type Nullable } from './fixture-kit.ts';

interface Host {
  endpointGuid: string;
  endpointHostName: string;
  endpointIp: string[];
  osName: string;
  osUser: string;
}
interface Step {
  dataType: string;
  fullUri: string;
}

const HOSTS: [Host, ...Host[]] = [
  {
    endpointGuid: '4f1c6a2e-8d3b-4e5f-9a7c-0b1d2e3f4a5b',
    endpointHostName: 'FIN-LT-0231',
    endpointIp: ['10.20.4.31'],
    osName: 'Windows 11 Enterprise',
    osUser: 'NORTHWIND\\dana.whitfield',
  },
  {
    endpointGuid: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    endpointHostName: 'FS-AMS-02',
    endpointIp: ['10.20.1.12', '10.20.1.13'],
    osName: 'Windows Server 2022',
    osUser: 'NT AUTHORITY\\SYSTEM',
  },
  {
    endpointGuid: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    endpointHostName: 'mac-rokafor',
    endpointIp: ['10.20.6.88'],
    osName: 'macOS 15.1',
    osUser: 'rokafor',
  },
];

const STEPS: [Step, ...Step[]] = [
  { dataType: 'Created', fullUri: 'C:\\Users\\dana.whitfield\\Documents\\Payroll\\Payroll_2026-11.xlsx' },
  { dataType: 'Copied', fullUri: '\\\\FS-AMS-02\\Finance$\\Payroll\\Payroll_2026-11.xlsx' },
  { dataType: 'Renamed', fullUri: '/Users/rokafor/Downloads/p11.xlsx' },
  { dataType: 'Compressed', fullUri: '/Users/rokafor/Downloads/p11.zip' },
  { dataType: 'Uploaded', fullUri: 'https://files.example-personal-cloud.net/u/rokafor/p11.zip' },
];

function lineageNode(index: number, edgeId: string, now: number) {
  const step = cycle(STEPS, index);
  // The file stays on the laptop, moves to the file server, then to a personal Mac.
  const host = cycle(HOSTS, Math.min(index, HOSTS.length - 1));
  return {
    dataType: step.dataType,
    trackTime: hoursAgo(now, Math.max(1, 30 - index * 5)),
    fileSize: 248_832 + index * 1024,
    fullUri: step.fullUri,
    dataHash: cycle(['8ff15c102febd834ab72a9374e5cf6d6a46bb3f0', '3bca391ce3b77883ffd333804f17b45102b60db0'], index >= 3 ? 1 : 0),
    ...host,
    matchedPolicies: [
      { policyId: 'dlp-pii-eu', policyName: 'EU personal data (GDPR)' },
      ...(index >= 3 ? [{ policyId: 'dlp-exfil', policyName: 'Sensitive data leaving the organisation' }] : []),
    ],
    edgeId,
  };
}

export type LineageNodeFixture = Nullable<ReturnType<typeof lineageNode>>;

/** One node per edge id, walking a payroll file from creation to an upload outside the company. */
export function createLineageNodes(
  edgeIds: readonly string[] = ['edge-1', 'edge-2', 'edge-3', 'edge-4', 'edge-5'],
  now: number = FIXED_NOW,
): LineageNodeFixture[] {
  return edgeIds.map((edgeId, i) => lineageNode(i, edgeId, now));
}

export function createLineageNode(overrides: LineageNodeFixture = {}, now: number = FIXED_NOW): LineageNodeFixture {
  return { ...lineageNode(0, 'edge-1', now), ...overrides };
}

export interface LineageEntryFixture {
  entry_id: string | null;
  source_id: string | null;
  filename: string | null;
}

export function createLineageEntries(edgeId = 'edge-1'): LineageEntryFixture[] {
  return [
    { entry_id: `${edgeId}:entry-1`, source_id: 'src-endpoint-4f1c6a2e', filename: 'Payroll_2026-11.xlsx' },
    { entry_id: `${edgeId}:entry-2`, source_id: 'src-fileserver-7a8b9c0d', filename: 'Payroll_2026-11.xlsx' },
    { entry_id: `${edgeId}:entry-3`, source_id: 'src-endpoint-2b3c4d5e', filename: 'p11.zip' },
  ];
}

/** The oat/files item fields are not shown in spec 001; these are plausible sensitive-file items. */
export function createLineageFiles(edgeId = 'edge-1') {
  return [
    {
      fileName: 'Payroll_2026-11.xlsx',
      fullUri: '\\\\FS-AMS-02\\Finance$\\Payroll\\Payroll_2026-11.xlsx',
      fileHash: '8ff15c102febd834ab72a9374e5cf6d6a46bb3f0',
      edgeId,
    },
    { fileName: 'p11.zip', fullUri: '/Users/rokafor/Downloads/p11.zip', fileHash: '3bca391ce3b77883ffd333804f17b45102b60db0', edgeId },
  ];
}

export const lineageVariants = {
  emptyNode: (): LineageNodeFixture => nullAll(lineageNode(0, 'edge-1', FIXED_NOW)),
  /** 60 nodes, long paths. */
  longNodes: (now: number = FIXED_NOW): LineageNodeFixture[] =>
    Array.from({ length: 60 }, (_, i) => ({
      ...lineageNode(i, `edge-${i + 1}`, now),
      fullUri: `\\\\FS-AMS-02\\Finance$\\${'Archive\\Quarterly\\'.repeat(8)}Payroll_copy_${i + 1}.xlsx`,
    })),
};
