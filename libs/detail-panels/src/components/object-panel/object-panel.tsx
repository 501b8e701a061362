import type { ThreatIntelKind } from '@soc/api';
import type { ReactNode } from 'react';
import type { PanelProps } from '../../model/panel-props.ts';
import { ThreatIntelSection } from '../threat-intel/threat-intel-section.tsx';
import { useObjectPanel, type ObjectKind } from './hooks/use-object-record.ts';
import type { IpExtra } from './object-basic-view.tsx';
import { ObjectPanelView } from './object-panel-view.tsx';

/** The drawer's tab and its report pass through to the view. */
export interface ObjectPanelProps extends Omit<PanelProps, 'params'> {
  kind: ObjectKind;
  /** The object itself: the URL, the domain or the IP address. */
  id: string;
  /** The same object as the threat-intelligence call names its kind. */
  threatIntelKind: ThreatIntelKind;
  /** The sandbox tab's content (URL panel only). */
  sandbox?: ReactNode;
  /** The IP panel's optional port, protocol and account. */
  extra?: IpExtra;
}

/** What the URL, domain and IP panels share: the record, and the threat-intelligence tab where the region offers it. */
export function ObjectPanel({ kind, id, threatIntelKind, sandbox, extra, tab, onTabChange }: ObjectPanelProps) {
  const { record, showThreatIntel } = useObjectPanel(kind, id);
  return (
    <ObjectPanelView
      kind={kind}
      record={record}
      extra={extra}
      sandbox={sandbox}
      threatIntel={showThreatIntel ? <ThreatIntelSection kind={threatIntelKind} id={id} /> : undefined}
      defaultTab={tab}
      onTabChange={onTabChange}
    />
  );
}
