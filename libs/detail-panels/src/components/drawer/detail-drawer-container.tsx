import { useDetailDrawer } from '../../hooks/use-detail-drawer.ts';
import { PanelFor } from '../panel-registry/panel-registry.tsx';
import { DetailDrawer } from './detail-drawer.tsx';

export interface DetailDrawerContainerProps {
  /** Mirror the open panel in the address (`?panel=`) and reopen it from there (default true). */
  syncUrl?: boolean;
}

/** The investigation drawer, opened by `toggleUICEvent` (contract §7). Mount it once. */
export function DetailDrawerContainer({ syncUrl = true }: DetailDrawerContainerProps) {
  const { state, tab, setTab, close, link } = useDetailDrawer({ syncUrl });
  return (
    <DetailDrawer state={state} onClose={close} link={link}>
      {state.open ? <PanelFor panel={state} tab={tab} onTabChange={setTab} /> : null}
    </DetailDrawer>
  );
}
