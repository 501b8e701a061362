import { endpointIdentityQueryOptions, type EndpointIdentity } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/** The endpoint's directory entries (spec 001 §2.5 Identity, §7). No entry at all reads as notFound. */
export function useEndpointIdentity(id: string): PanelState<EndpointIdentity> {
  const query = useQuery(endpointIdentityQueryOptions(id));
  return toPanelState(query, { statusOf: (data) => (data.aad.length + data.opa.length > 0 ? 'done' : 'notFound') });
}
