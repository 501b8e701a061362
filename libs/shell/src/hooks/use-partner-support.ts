import { useQuery } from '@tanstack/react-query';
import { partnerWhiteLabelQueryOptions, toLoadState } from '@soc/api';
import type { PartnerSupportState } from '../components/partner-support-menu.tsx';

/**
 * The partner's white label, for its support address. The header button and the "More" menu's
 * entry both read it; they share one cached call.
 */
export function usePartnerSupport(partnerId: string): PartnerSupportState {
  const query = useQuery({ ...partnerWhiteLabelQueryOptions(partnerId), retry: false });
  return toLoadState(query);
}
