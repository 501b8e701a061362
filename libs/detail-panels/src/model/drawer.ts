import { isSearchType, type DrawerParamsBySearchType, type SearchType, type ToggleDrawerDetail } from '@soc/events';
import { DRAWER_WIDTHS } from '@soc/ui';

const GLOBAL_DRAWER_WIDTH = DRAWER_WIDTHS.global;

export type OpenPanel = {
  [S in SearchType]: { searchType: S; params: DrawerParamsBySearchType[S]; width: number; openedAt: number };
}[SearchType];

export type DrawerState = { open: false } | ({ open: true } & OpenPanel);

export interface DrawerContext {
  /** Stored advanced info says foundation edition (spec 002 §2.1). */
  isFoundation: boolean;
  now: () => number;
  log: (message: string, detail: unknown) => void;
}

/**
 * Applies one `toggleDrawer` event. Outside 1–13 the drawer stays as it is and a message is logged;
 * `visible: false` closes it; foundation editions open host (2) as host pro (8).
 */
export function reduceToggleDrawer(state: DrawerState, detail: ToggleDrawerDetail, ctx: DrawerContext): DrawerState {
  if (detail.visible === false) return { open: false };
  if (!isSearchType(detail.search_type)) {
    ctx.log('[detail-panels] toggleDrawer ignored: search_type must be 1–13', detail.search_type);
    return state;
  }
  const width = typeof detail.width === 'number' && detail.width > 0 ? detail.width : GLOBAL_DRAWER_WIDTH;
  if (detail.search_type === 2 && ctx.isFoundation) {
    const params = detail.params as DrawerParamsBySearchType[2];
    return { open: true, searchType: 8, params: { id: params.computerId }, width, openedAt: ctx.now() };
  }
  // `openedAt` changes on every open: the panel content is rebuilt each time (spec 001 §2.1).
  return { open: true, searchType: detail.search_type, params: detail.params, width, openedAt: ctx.now() } as DrawerState;
}
