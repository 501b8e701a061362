import { usePartnerSupport } from '../hooks/use-partner-support.ts';
import { PartnerSupportGroup, PartnerSupportMenu } from './partner-support-menu.tsx';

/** Loads the partner's white label (for its support email) and shows the technical-support menu. */
export function PartnerSupport({ partnerId }: { partnerId: string }) {
  return <PartnerSupportMenu state={usePartnerSupport(partnerId)} />;
}

/** The same technical support as entries of the header's "More" menu, where narrow screens show it. */
export function PartnerSupportEntries({ partnerId }: { partnerId: string }) {
  return <PartnerSupportGroup state={usePartnerSupport(partnerId)} />;
}
