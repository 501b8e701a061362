// Handlers of the analysis calls (spec 001 §7): external reputation report, sandbox result,
// and the artifact call behind the file-capability tab and the process panel.
import { decodeUrlId, THREAT_INTEL_KINDS, type ThreatIntelKind } from '@soc/api';
import { HttpResponse } from 'msw';
import type { MockState } from '../state.ts';
import { errorResponse, readFailures, readJson, route } from '../respond.ts';
import {
  capabilityResultVariants,
  createFileCapabilityResult,
  createProcessCapabilityResult,
  type CapabilityResultFixture,
} from './capability-fixtures.ts';
import { wantsNotFound, wantsProcessing } from './fixture-kit.ts';
import { DETAIL_PANEL_PATHS as P } from './paths.ts';
import { createSandboxResult, sandboxResultVariants, type SandboxResultFixture } from './sandbox-fixtures.ts';
import { createThreatIntelReport, threatIntelReportVariants } from './threat-intel-fixtures.ts';

const isKind = (value: unknown): value is ThreatIntelKind => THREAT_INTEL_KINDS.some((k) => k === value);

// Spec 001 §8 / contract §3: the lookup's errors are HTTP 400 with `error.number`.
const intelError = (number: number, message: string) => () => route('get', P.threatIntel, () => errorResponse(400, { number, message }));

export const threatIntelHandlers = {
  /** Answers the requested kind; refresh=1 dates the lookup now. An id containing "notfound" gets 400404. */
  default: (state: MockState) =>
    route('get', P.threatIntel, ({ request, params }) => {
      const { kind, id } = params;
      if (!isKind(kind)) return errorResponse(400, { message: `unknown kind ${String(kind)}` });
      const object = kind === 'url' && typeof id === 'string' ? decodeUrlId(id) : id;
      if (wantsNotFound(object)) return errorResponse(400, { number: 400404, message: 'Not found' });
      const refresh = new URL(request.url).searchParams.get('refresh') === '1' ? 1 : 0;
      return HttpResponse.json(createThreatIntelReport(kind, {}, { now: state.now(), refresh }));
    }),
  done: (kind: ThreatIntelKind = 'file') => route('get', P.threatIntel, () => HttpResponse.json(createThreatIntelReport(kind))),
  empty: () => route('get', P.threatIntel, () => HttpResponse.json(threatIntelReportVariants.empty())),
  long: () => route('get', P.threatIntel, () => HttpResponse.json(threatIntelReportVariants.long())),
  /** → D100_22 */
  unauthorized: intelError(400401, 'The reputation service rejected the credentials'),
  /** → D100_23 */
  notFound: intelError(400404, 'Not found'),
  /** → D100_24 */
  quotaExceeded: intelError(400429, 'Quota exceeded'),
  /** A 400 with another number → the common error. */
  otherError: intelError(400500, 'Lookup failed'),
  ...readFailures('get', P.threatIntel),
};

const sandboxAnswer = (result: SandboxResultFixture) => route('post', P.sandbox, () => HttpResponse.json({ data: result }));

export const sandboxHandlers = {
  /**
   * Done for most objects; a searchId containing "processing" or "notfound" gets that status.
   * The demo persona may not submit (submitToSandbox 0).
   */
  default: (state: MockState) =>
    route('post', P.sandbox, async ({ request }) => {
      const { objectType, searchId } = await readJson(request);
      if (objectType !== 'file' && objectType !== 'url') return errorResponse(400, { message: 'objectType must be file or url' });
      const submitToSandbox = state.persona.demo ? 0 : 1;
      // A URL arrives as its base64 identifier (spec 001 §5); the demo keywords are in the URL itself.
      const object = objectType === 'url' && typeof searchId === 'string' ? decodeUrlId(searchId) : searchId;
      if (wantsNotFound(object)) return HttpResponse.json({ data: sandboxResultVariants.notFound(submitToSandbox) });
      if (wantsProcessing(object)) return HttpResponse.json({ data: { ...sandboxResultVariants.processing(), submitToSandbox } });
      const sha1 = objectType === 'file' && typeof searchId === 'string' ? searchId : null;
      return HttpResponse.json({ data: createSandboxResult({ sha1, submitToSandbox }, state.now()) });
    }),
  done: () => sandboxAnswer(createSandboxResult()),
  noRisk: () => sandboxAnswer(sandboxResultVariants.noRisk()),
  processing: () => sandboxAnswer(sandboxResultVariants.processing()),
  /** `submitToSandbox` 1 shows the URL panel's submit button. */
  notFound: (submitToSandbox: 0 | 1 = 1) => sandboxAnswer(sandboxResultVariants.notFound(submitToSandbox)),
  empty: () => sandboxAnswer(sandboxResultVariants.empty()),
  long: () => sandboxAnswer(sandboxResultVariants.long()),
  ...readFailures('post', P.sandbox),
};

const capabilityAnswer = (result: CapabilityResultFixture) => route('post', P.capability, () => HttpResponse.json({ data: result }));

/** One default for both panels: the queryType picks the file or the process flavour. */
const capabilityDefault = (_state?: MockState) =>
  route('post', P.capability, async ({ request }) => {
    const body = await readJson(request);
    const { queryType, sha1, artifactUniqueId, pid, commandLine } = body;
    if (queryType !== 'sha1' && queryType !== 'artifactUniqueId' && queryType !== 'process') {
      return errorResponse(400, { message: 'queryType must be sha1, artifactUniqueId or process' });
    }
    const ids = [sha1, artifactUniqueId, body.xdrDeviceId, body.fullPath];
    if (ids.some(wantsNotFound)) return HttpResponse.json({ data: capabilityResultVariants.notFound() });
    if (ids.some(wantsProcessing)) return HttpResponse.json({ data: capabilityResultVariants.processing() });
    if (queryType !== 'process') return HttpResponse.json({ data: createFileCapabilityResult() });
    return HttpResponse.json({
      data: createProcessCapabilityResult({
        ...(typeof pid === 'number' || typeof pid === 'string' ? { pid: Number(pid) } : {}),
        ...(typeof commandLine === 'string' ? { commandLine } : {}),
        ...(typeof sha1 === 'string' ? { hashId: sha1 } : {}),
      }),
    });
  });

const capabilityFailures = {
  processing: () => capabilityAnswer(capabilityResultVariants.processing()),
  notFound: () => capabilityAnswer(capabilityResultVariants.notFound()),
  empty: () => capabilityAnswer(capabilityResultVariants.empty()),
  long: () => capabilityAnswer(capabilityResultVariants.long()),
  ...readFailures('post', P.capability),
};

export const fileCapabilityHandlers = {
  default: capabilityDefault,
  done: () => capabilityAnswer(createFileCapabilityResult()),
  ...capabilityFailures,
};

export const processCapabilityHandlers = {
  default: capabilityDefault,
  done: () => capabilityAnswer(createProcessCapabilityResult()),
  ...capabilityFailures,
};
