// File capability and process results (spec 001 §2.6, §2.15, §3): one call, two flavours.
import { type Nullable, overridable } from './fixture-kit.ts';
import { createHexLines } from './hex-fixtures.ts';

export interface MitreTechniqueFixture {
  id: string;
  name: string;
  tactics: string[];
  descriptions: string[];
}

export const MITRE_TECHNIQUES: MitreTechniqueFixture[] = [
  {
    id: 'T1059.001',
    name: 'Command and Scripting Interpreter: PowerShell',
    tactics: ['Execution'],
    descriptions: ['Runs PowerShell with -EncodedCommand and a hidden window.', 'Loads a script block from the registry.'],
  },
  {
    id: 'T1218.010',
    name: 'System Binary Proxy Execution: Regsvr32',
    tactics: ['Defense Evasion'],
    descriptions: ['Uses regsvr32.exe /s to load a DLL downloaded to %TEMP%.'],
  },
  {
    id: 'T1053.005',
    name: 'Scheduled Task/Job: Scheduled Task',
    tactics: ['Execution', 'Persistence', 'Privilege Escalation'],
    descriptions: ['Creates a task that runs every 15 minutes under the user account.'],
  },
  { id: 'T1105', name: 'Ingress Tool Transfer', tactics: ['Command and Control'], descriptions: ['Downloads a second-stage payload over HTTPS.'] },
  {
    id: 'T1055.012',
    name: 'Process Injection: Process Hollowing',
    tactics: ['Defense Evasion', 'Privilege Escalation'],
    descriptions: ['Starts svchost.exe suspended and replaces its image.'],
  },
  {
    id: 'T1082',
    name: 'System Information Discovery',
    tactics: ['Discovery'],
    descriptions: ['Queries the OS version, computer name and domain membership.'],
  },
];

function fullProcess() {
  return {
    tagging: MITRE_TECHNIQUES,
    hashId: 'c67f1ee17880030ce11821dcc9be7af90b863d9b',
    pid: 4412,
    commandLine:
      'powershell.exe -NoProfile -WindowStyle Hidden -EncodedCommand SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA',
    integrityLevel: 'Medium',
  };
}

export type CapabilityProcessFixture = Nullable<ReturnType<typeof fullProcess>>;

function fullCapability() {
  const processes: CapabilityProcessFixture[] = [fullProcess()];
  return {
    status: 'done',
    hex: { data: createHexLines(64) },
    password: 'infected',
    presignedUrl: 'https://sandbox-artifacts.example-storage.net/exports/c67f1ee1.zip?X-Amz-Expires=600&X-Amz-Signature=4f6d2a9c1b7e',
    processes,
  };
}

export type CapabilityResultFixture = Nullable<ReturnType<typeof fullCapability>>;

/** The file panel's capability tab: the sample's hex and what its process did. */
export const createFileCapabilityResult = overridable(fullCapability);

/** The process panel: the same call asked with queryType "process". */
export function createProcessCapabilityResult(
  process: CapabilityProcessFixture = {},
  overrides: CapabilityResultFixture = {},
): CapabilityResultFixture {
  return { ...fullCapability(), processes: [{ ...fullProcess(), ...process }], ...overrides };
}

export const capabilityResultVariants = {
  processing: (): CapabilityResultFixture => ({ status: 'processing' }),
  notFound: (): CapabilityResultFixture => ({ status: 'notFound' }),
  /** Done, every optional field null. */
  empty: (): CapabilityResultFixture => ({ status: 'done', hex: null, password: null, presignedUrl: null, processes: null }),
  long: (): CapabilityResultFixture =>
    createFileCapabilityResult({
      hex: { data: createHexLines(1024) },
      processes: [
        {
          ...fullProcess(),
          commandLine: `cmd.exe /c ${'echo %RANDOM% >> %TEMP%\\x.txt && '.repeat(30)}exit`,
          tagging: Array.from({ length: 30 }, (_, i) => ({
            id: `T${1000 + i}${i % 3 === 0 ? `.${String((i % 9) + 1).padStart(3, '0')}` : ''}`,
            name: `Technique ${i + 1}`,
            tactics: ['Execution', 'Persistence', 'Defense Evasion', 'Discovery'].slice(0, (i % 4) + 1),
            descriptions: Array.from({ length: (i % 3) + 1 }, (_, j) => `Observed behaviour ${j + 1} for technique ${i + 1}. `.repeat(4)),
          })),
        },
      ],
    }),
};
