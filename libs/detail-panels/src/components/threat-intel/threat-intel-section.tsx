import type { ThreatIntelKind } from '@soc/api';
import { useThreatIntel } from '../../hooks/use-threat-intel.ts';
import { ThreatIntelView } from './threat-intel-view.tsx';

export interface ThreatIntelSectionProps {
  kind: ThreatIntelKind;
  /** The sha1, URL (unencoded), domain or IP address. */
  id: string;
}

/** The threat-intelligence tab of the file, URL, domain and IP panels. Hide it where useGate('threatIntelligence') is false. */
export function ThreatIntelSection({ kind, id }: ThreatIntelSectionProps) {
  const { state, refresh, refreshing, revalidating } = useThreatIntel(kind, id);
  return <ThreatIntelView kind={kind} state={state} onRefresh={refresh} refreshing={refreshing} revalidating={revalidating} />;
}
