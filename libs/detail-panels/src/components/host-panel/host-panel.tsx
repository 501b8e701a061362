import { useHostPanel } from '../../hooks/use-host-panel.ts';
import type { PanelProps } from '../../model/panel-props.ts';
import { HostPanelView } from './host-panel-view.tsx';

/** search_type 2 (spec 001 §2.3, contract §7 `{ computerId }`). Foundation editions get 8 instead (the drawer decides). */
export function HostPanel({ params }: PanelProps<2>) {
  return <HostPanelView state={useHostPanel(params.computerId)} />;
}
