// Legacy host panel (spec 001 §2.3): POST /public/svp/v2/object/endpoint/query { computerId }.
import { hostQueryOptions, type HostRecord } from '@soc/api';
import type { PanelState } from '../model/panel-state.ts';
import { usePanelRecord } from './use-panel-record.ts';

export type HostPanelState = PanelState<HostRecord>;

export function useHostPanel(computerId: string): HostPanelState {
  return usePanelRecord(computerId, hostQueryOptions);
}
