// Process panel (spec 001 §2.15): one call, POST /public/ssb/api/v3/artifact/analysisResults with
// queryType "process" and the event's parameters (contract §7, search_type 13). The server may say
// "processing" (polled) or "notFound"; a failed call is notFound too (spec 001 §4, §8). The
// file-capability tab shares the hook.
import type { CapabilityQuery, CapabilityResult } from '@soc/api';
import type { DrawerParamsBySearchType } from '@soc/events';
import { useCapability } from '../../../hooks/use-capability.ts';
import type { PanelState } from '../../../model/panel-state.ts';

export type ProcessParams = DrawerParamsBySearchType[13];
export type ProcessCapabilityState = PanelState<CapabilityResult>;

/** The request body: exactly the event's parameters, optional ones only when given. */
function processCapabilityQuery(params: ProcessParams): CapabilityQuery {
  return {
    queryType: 'process',
    xdrDeviceId: params.xdrDeviceId,
    pid: params.pid,
    fullPath: params.fullPath,
    commandLine: params.commandLine,
    eventTime: params.eventTime,
    ...(params.artifactUniqueId ? { artifactUniqueId: params.artifactUniqueId } : {}),
    ...(params.sha1 ? { sha1: params.sha1 } : {}),
  };
}

export function useProcessCapability(params: ProcessParams): ProcessCapabilityState {
  return useCapability(processCapabilityQuery(params));
}

export interface ProcessBasics {
  hashId: string | undefined;
  pid: string | undefined;
  commandLine: string | undefined;
  integrityLevel: string | undefined;
}

/** The Basic tab's values: the server's processes[0] where it has them, else what the event said. */
export function processBasics(state: ProcessCapabilityState, params: ProcessParams): ProcessBasics {
  const process = state.status === 'done' ? state.data.process : undefined;
  const pick = (server: string | null | undefined, event: string | number | undefined) =>
    server != null && server.trim() !== '' ? server : event === undefined || String(event).trim() === '' ? undefined : String(event);
  return {
    hashId: pick(process?.hashId, params.sha1),
    pid: pick(process?.pid, params.pid),
    commandLine: pick(process?.commandLine, params.commandLine),
    integrityLevel: process?.integrityLevel ?? undefined,
  };
}
