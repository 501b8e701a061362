import { useMobilePanel } from '../../hooks/use-mobile-panel.ts';
import type { PanelProps } from '../../model/panel-props.ts';
import { MobilePanelView } from './mobile-panel-view.tsx';

/** search_type 7 (spec 001 §2.10, contract §7 `{ deviceId }`). */
export function MobilePanel({ params }: PanelProps<7>) {
  return <MobilePanelView state={useMobilePanel(params.deviceId)} />;
}
