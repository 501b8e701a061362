import { capabilityQueryOptions, type CapabilityQuery, type CapabilityResult } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/**
 * The artifact analysis behind the file-capability tab and the process panel (spec 001 §3, §4):
 * loading, then done, processing (polled) or notFound. A failed call is an error state, which the
 * views show as notFound (spec 001 §8) with its retry and trace id.
 */
export function useCapability(query: CapabilityQuery): PanelState<CapabilityResult> {
  const result = useQuery(capabilityQueryOptions(query));
  return toPanelState(result, { statusOf: (r) => r.status, isNotFound: () => false });
}
