// Container panel (spec 001 §2.11): POST /ui/fbt/api/v1/basic/containers/basic { containerId }.
import { containerQueryOptions, type ContainerRecord } from '@soc/api';
import type { PanelState } from '../model/panel-state.ts';
import { usePanelRecord } from './use-panel-record.ts';

export type ContainerPanelState = PanelState<ContainerRecord>;

/** The first port the container exposes (spec 001 §2.11 shows only the first). */
export const firstPort = (record: ContainerRecord): number | undefined => record.ports.find((p) => p.containerPort != null)?.containerPort ?? undefined;

/** Security-context values as text: objects and lists as compact JSON, so nested capabilities stay readable. */
export function securityContextEntries(context: ContainerRecord['securityContext']): Array<[string, string]> {
  if (!context) return [];
  return Object.entries(context)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => [key, typeof value === 'object' ? compactJson(value) : String(value)]);
}

/** A value nested too deeply to serialise (the stack overflows) is shown as an ellipsis, not thrown into the panel. */
function compactJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return '…';
  }
}

export function useContainerPanel(containerId: string): ContainerPanelState {
  return usePanelRecord(containerId, containerQueryOptions);
}
