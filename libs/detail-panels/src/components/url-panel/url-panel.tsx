import type { PanelProps } from '../../model/panel-props.ts';
import { ObjectPanelView } from '../object-panel/object-panel-view.tsx';
import { useObjectPanel } from '../object-panel/hooks/use-object-record.ts';
import { SandboxSection } from '../sandbox/sandbox-section.tsx';
import { ThreatIntelSection } from '../threat-intel/threat-intel-section.tsx';

/** search_type 4 (spec 001 §2.7, contract §7 `{ url }`): Basic, Activity, Sandbox, Threat intelligence. */
export function UrlPanel({ params, tab, onTabChange }: PanelProps<4>) {
  const { record, showThreatIntel } = useObjectPanel('url', params.url);
  return (
    <ObjectPanelView
      kind="url"
      record={record}
      sandbox={<SandboxSection objectType="url" id={params.url} searchType={4} />}
      threatIntel={showThreatIntel ? <ThreatIntelSection kind="url" id={params.url} /> : undefined}
      defaultTab={tab}
      onTabChange={onTabChange}
    />
  );
}
