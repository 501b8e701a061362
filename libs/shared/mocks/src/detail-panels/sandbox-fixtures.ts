// Sandbox result (spec 001 §3, §4).
import { FIXED_NOW } from '../state.ts';
import { hoursAgo, type Nullable, overridable } from './fixture-kit.ts';
import { SAMPLE_FILE_SHA1 } from './file-fixtures.ts';

function fullSandbox(now: number = FIXED_NOW) {
  return {
    status: 'done',
    riskLevel: 'high',
    description:
      'The sample is an Excel workbook whose auto-open macro downloads and runs a DLL through regsvr32, then contacts command-and-control servers.',
    analysisCompletionDateTime: hoursAgo(now, 20),
    suspiciousBehaviorList: [
      { behavior: 'Downloads an executable from the internet', weight: 3 },
      { behavior: 'Runs regsvr32 to load a dropped DLL', weight: 3 },
      { behavior: 'Creates a scheduled task for persistence', weight: 2 },
      { behavior: 'Connects to a host with a low reputation', weight: 2 },
      { behavior: 'Queries the computer name and domain', weight: 1 },
      { behavior: 'Reads the installed-software registry keys', weight: 0 },
    ],
    sha1: SAMPLE_FILE_SHA1,
    submitToSandbox: 1,
  };
}

export type SandboxResultFixture = Nullable<ReturnType<typeof fullSandbox>>;

export const createSandboxResult = overridable(fullSandbox);

export const sandboxResultVariants = {
  processing: (): SandboxResultFixture => ({ status: 'processing', submitToSandbox: 1 }),
  notFound: (submitToSandbox: 0 | 1 = 1): SandboxResultFixture => ({ status: 'notFound', submitToSandbox }),
  /** Done, with nothing found. */
  noRisk: (now: number = FIXED_NOW): SandboxResultFixture =>
    createSandboxResult({ riskLevel: 'noRisk', description: 'No suspicious behaviour was observed.', suspiciousBehaviorList: [] }, now),
  /** Done, every optional field null. */
  empty: (): SandboxResultFixture => ({
    status: 'done',
    riskLevel: null,
    description: null,
    analysisCompletionDateTime: null,
    suspiciousBehaviorList: null,
    sha1: null,
    submitToSandbox: null,
  }),
  long: (now: number = FIXED_NOW): SandboxResultFixture =>
    createSandboxResult(
      {
        description: 'The sample unpacks several stages in memory. '.repeat(20),
        suspiciousBehaviorList: Array.from({ length: 32 }, (_, i) => ({
          behavior: `Suspicious behaviour number ${i + 1}: ${'modifies system configuration '.repeat(3)}`,
          weight: i % 4,
        })),
      },
      now,
    ),
};
