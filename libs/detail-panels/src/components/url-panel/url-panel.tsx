import type { PanelProps } from '../../model/panel-props.ts';
import { ObjectPanel } from '../object-panel/object-panel.tsx';
import { SandboxSection } from '../sandbox/sandbox-section.tsx';

/** search_type 4 (spec 001 §2.7, contract §7 `{ url }`): Basic, Activity, Sandbox, Threat intelligence. */
export function UrlPanel({ params, ...tabs }: PanelProps<4>) {
  return <ObjectPanel kind="url" id={params.url} threatIntelKind="url" sandbox={<SandboxSection objectType="url" id={params.url} searchType={4} />} {...tabs} />;
}
