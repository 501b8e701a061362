import { capabilityQueryOptions, type CapabilityQuery, type CapabilityResult } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/**
 * The artifact analysis behind the file-capability tab and the process panel (spec 001 §3, §4):
 * loading, then done, processing (polled) or notFound. A failed call is notFound too (spec 001 §4:
 * "A failed call is treated as notFound").
 */
export function useCapability(query: CapabilityQuery): PanelState<CapabilityResult> {
  const result = useQuery(capabilityQueryOptions(query));
  return toPanelState(result, { statusOf: (r) => r.status, isNotFound: () => true });
}
