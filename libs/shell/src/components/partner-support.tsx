import { useQuery } from '@tanstack/react-query';
import { partnerWhiteLabelQueryOptions, toLoadState } from '@soc/api';
import { PartnerSupportMenu, type PartnerSupportState } from './partner-support-menu.tsx';

/** Loads the partner's white label (for its support email) and shows the technical-support menu. */
export function PartnerSupport({ partnerId }: { partnerId: string }) {
  const query = useQuery({ ...partnerWhiteLabelQueryOptions(partnerId), retry: false });
  const state: PartnerSupportState = toLoadState(query);
  return <PartnerSupportMenu state={state} />;
}
