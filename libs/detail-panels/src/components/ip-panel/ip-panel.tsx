import type { PanelProps } from '../../model/panel-props.ts';
import { ObjectPanelView } from '../object-panel/object-panel-view.tsx';
import { useObjectPanel } from '../object-panel/hooks/use-object-record.ts';
import { ThreatIntelSection } from '../threat-intel/threat-intel-section.tsx';

/**
 * search_type 6 (spec 001 §2.9, contract §7 `{ ip, port?, protocol?, account? }`): Basic (with the
 * optional extra), Activity, Threat intelligence (ASN and owner, country, network). Not offered for
 * private addresses: a message instead, and no call.
 */
export function IpPanel({ params, tab, onTabChange }: PanelProps<6>) {
  const { record, showThreatIntel } = useObjectPanel('ip', params.ip);
  return (
    <ObjectPanelView
      kind="ip"
      record={record}
      extra={{ port: params.port, protocol: params.protocol, account: params.account }}
      threatIntel={showThreatIntel ? <ThreatIntelSection kind="ip_address" id={params.ip} /> : undefined}
      defaultTab={tab}
      onTabChange={onTabChange}
    />
  );
}
