// Legacy host panel (spec 001 §2.3): POST /public/svp/v2/object/endpoint/query { computerId }.
import { hostQueryOptions, type HostRecord } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

export type HostPanelState = PanelState<HostRecord>;

export function useHostPanel(computerId: string): HostPanelState {
  const id = computerId.trim();
  const query = useQuery({ ...hostQueryOptions(id), enabled: id !== '' });
  if (id === '') return { status: 'notFound' };
  return toPanelState(query);
}
