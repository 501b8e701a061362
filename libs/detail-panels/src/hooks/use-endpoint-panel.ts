import { endpointQueryOptions, type EndpointRecord } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/**
 * The endpoint record (spec 001 §2.5, §7) behind the Basic and Policy tabs. An unknown endpoint
 * (HTTP 404) is notFound.
 */
export function useEndpointPanel(id: string): PanelState<EndpointRecord> {
  return toPanelState(useQuery(endpointQueryOptions(id)));
}
