import type { PanelProps } from '../../model/panel-props.ts';
import { ObjectPanelView } from '../object-panel/object-panel-view.tsx';
import { useObjectPanel } from '../object-panel/hooks/use-object-record.ts';
import { ThreatIntelSection } from '../threat-intel/threat-intel-section.tsx';

/** search_type 5 (spec 001 §2.8, contract §7 `{ domain }`): Basic, Activity, Threat intelligence (with registrar and creation date). */
export function DomainPanel({ params, tab, onTabChange }: PanelProps<5>) {
  const { record, showThreatIntel } = useObjectPanel('domain', params.domain);
  return (
    <ObjectPanelView
      kind="domain"
      record={record}
      threatIntel={showThreatIntel ? <ThreatIntelSection kind="domain" id={params.domain} /> : undefined}
      defaultTab={tab}
      onTabChange={onTabChange}
    />
  );
}
