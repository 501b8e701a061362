import type { PanelProps } from '../../model/panel-props.ts';
import { ObjectPanel } from '../object-panel/object-panel.tsx';

/**
 * search_type 6 (spec 001 §2.9, contract §7 `{ ip, port?, protocol?, account? }`): Basic (with the
 * optional extra), Activity, Threat intelligence (ASN and owner, country, network). Never opened for a
 * private address (spec 001 §5): the drawer refuses that event (model/drawer.ts).
 */
export function IpPanel({ params, ...tabs }: PanelProps<6>) {
  return (
    <ObjectPanel
      kind="ip"
      id={params.ip}
      threatIntelKind="ip_address"
      extra={{ port: params.port, protocol: params.protocol, account: params.account }}
      {...tabs}
    />
  );
}
