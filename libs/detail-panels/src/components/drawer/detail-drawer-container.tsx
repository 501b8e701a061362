import type { ReactNode } from 'react';
import { useDetailDrawer } from '../../hooks/use-detail-drawer.ts';
import { PanelFor } from '../panel-registry/panel-registry.tsx';
import { DetailDrawer } from './detail-drawer.tsx';

export interface DetailDrawerContainerProps {
  /** Mirror the open panel in the address (`?panel=`) and reopen it from there (default true). */
  syncUrl?: boolean;
  /**
   * The host router's current address (e.g. TanStack Router's `location.href`). When it changes, the
   * open panel's `?panel=` is put back if the navigation dropped it. See UseDetailDrawerOptions.addressKey.
   */
  addressKey?: string;
  /** Banner alerts shown at the top of the drawer, above the panel (a slot: the app fills it). */
  banners?: ReactNode;
}

/** The investigation drawer, opened by `toggleUICEvent` (contract §7). Mount it once. */
export function DetailDrawerContainer({ syncUrl = true, addressKey, banners }: DetailDrawerContainerProps) {
  const { state, tab, setTab, close, link } = useDetailDrawer({ syncUrl, addressKey });
  return (
    <DetailDrawer state={state} onClose={close} link={link} banners={banners}>
      {state.open ? <PanelFor panel={state} tab={tab} onTabChange={setTab} /> : null}
    </DetailDrawer>
  );
}
