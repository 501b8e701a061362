import type { PanelProps } from '../../model/panel-props.ts';
import { ObjectPanel } from '../object-panel/object-panel.tsx';

/** search_type 5 (spec 001 §2.8, contract §7 `{ domain }`): Basic, Activity, Threat intelligence (with registrar and creation date). */
export function DomainPanel({ params, ...tabs }: PanelProps<5>) {
  return <ObjectPanel kind="domain" id={params.domain} threatIntelKind="domain" {...tabs} />;
}
