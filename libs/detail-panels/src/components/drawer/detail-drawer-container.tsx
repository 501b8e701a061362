import { useMemo, type ReactNode } from 'react';
import { useDetailDrawer } from '../../hooks/use-detail-drawer.ts';
import { PanelFor } from '../panel-registry/panel-registry.tsx';
import { PivotProvider, type PivotActions } from '../pivot/pivot-context.tsx';
import { DetailDrawer } from './detail-drawer.tsx';

export interface DetailDrawerContainerProps {
  /** Mirror the open panel in the address (`?panel=`) and reopen it from there (default true). */
  syncUrl?: boolean;
  /**
   * The host router's current address (e.g. TanStack Router's `location.href`). When it changes, the
   * open panel's `?panel=` is put back if the navigation dropped it. See UseDetailDrawerOptions.addressKey.
   */
  addressKey?: string;
  /** Whether the router's latest move was a Back, Forward or Go. See UseDetailDrawerOptions.movedThroughHistory. */
  movedThroughHistory?: () => boolean;
  /** Banner alerts shown at the top of the drawer, above the panel (a slot: the app fills it). */
  banners?: ReactNode;
  /**
   * A value's "Search for it" (issue 13): the app runs a global search for the keyword (spec 000 §2.7,
   * /app/global-search?keyword=…). Without it the values' menus offer no search.
   */
  onSearch?: (keyword: string) => void;
}

/** The investigation drawer, opened by `toggleUICEvent` (contract §7). Mount it once. */
export function DetailDrawerContainer({ syncUrl = true, addressKey, movedThroughHistory, banners, onSearch }: DetailDrawerContainerProps) {
  const { state, tab, setTab, close, link, previous, openProfile, back } = useDetailDrawer({ syncUrl, addressKey, movedThroughHistory });
  const current = state.open ? state : undefined;
  const pivots: PivotActions = useMemo(() => ({ openProfile, search: onSearch, current }), [openProfile, onSearch, current]);
  return (
    <DetailDrawer state={state} onClose={close} link={link} banners={banners} previous={previous[previous.length - 1]} onBack={back}>
      {state.open ? (
        <PivotProvider value={pivots}>
          <PanelFor panel={state} tab={tab} onTabChange={setTab} />
        </PivotProvider>
      ) : null}
    </DetailDrawer>
  );
}
