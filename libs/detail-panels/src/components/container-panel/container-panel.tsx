import { useContainerPanel } from '../../hooks/use-container-panel.ts';
import type { PanelProps } from '../../model/panel-props.ts';
import { ContainerPanelView } from './container-panel-view.tsx';

/** search_type 9 (spec 001 §2.11, contract §7 `{ containerId }`). */
export function ContainerPanel({ params }: PanelProps<9>) {
  return <ContainerPanelView state={useContainerPanel(params.containerId)} />;
}
