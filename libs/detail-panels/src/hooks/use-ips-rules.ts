import { ipsRulesQueryOptions, type IpsRule } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/**
 * The intrusion-prevention rules of the endpoint's `ips_resource_ids` (spec 001 §7: limit 1000,
 * offset 0, ascending by update time), asked for only while the popup is open. None reads as notFound.
 */
export function useIpsRules(resourceIds: readonly string[], open: boolean): PanelState<IpsRule[]> {
  const query = useQuery({ ...ipsRulesQueryOptions(resourceIds), enabled: open && resourceIds.length > 0 });
  if (resourceIds.length === 0) return { status: 'notFound' };
  return toPanelState(query, { statusOf: (rules) => (rules.length > 0 ? 'done' : 'notFound') });
}
