import { isSearchType, type DrawerParamsBySearchType, type SearchType, type ToggleDrawerDetail } from '@soc/events';
import { DRAWER_WIDTHS } from '@soc/ui';
import { isPrivateIpv4 } from '@soc/util';
import { readDrawerParams } from './drawer-params.ts';
import type { PanelLocation, PanelTrail } from './panel-param.ts';

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

/** The address of an IP panel (6) for a private address, which the drawer does not offer (spec 001 §2.9, §5). */
function privateIpOf(searchType: SearchType, params: unknown): string | undefined {
  if (searchType !== 6) return undefined;
  const { ip } = readDrawerParams(6, params);
  return isPrivateIpv4(ip) ? ip : undefined;
}

/**
 * Applies one `toggleDrawer` event. Outside 1–13 the drawer closes and a message is logged (spec 001
 * §2.1, §8); `visible: false` closes it; foundation editions open host (2) as host pro (8). The IP
 * panel (6) of a private address is not offered (spec 001 §2.9, §5): a message is logged and the
 * drawer is left as it was. `params` are read into the contract's types first (readDrawerParams):
 * page scripts send anything.
 */
export function reduceToggleDrawer(state: DrawerState, detail: ToggleDrawerDetail, ctx: DrawerContext): DrawerState {
  if (detail.visible === false) return { open: false };
  if (!isSearchType(detail.search_type)) {
    ctx.log('[detail-panels] toggleDrawer: search_type must be 1–13; the panel stays closed', detail.search_type);
    return { open: false };
  }
  const privateIp = privateIpOf(detail.search_type, detail.params);
  if (privateIp !== undefined) {
    ctx.log('[detail-panels] toggleDrawer: the IP panel is not offered for private addresses (spec 001 §5); the drawer is left as it was', privateIp);
    return state;
  }
  const width = typeof detail.width === 'number' && Number.isFinite(detail.width) && detail.width > 0 ? detail.width : GLOBAL_DRAWER_WIDTH;
  if (detail.search_type === 2 && ctx.isFoundation) {
    const { computerId } = readDrawerParams(2, detail.params);
    return { open: true, searchType: 8, params: { id: computerId }, width, openedAt: ctx.now() };
  }
  const params = readDrawerParams(detail.search_type, detail.params);
  // `openedAt` changes on every open: the panel content is rebuilt each time (spec 001 §2.1).
  return { open: true, searchType: detail.search_type, params, width, openedAt: ctx.now() } as DrawerState;
}

/**
 * A trail read from the address without the panels the drawer does not offer (a private address's IP
 * panel, spec 001 §5), so Back and Forward never reach one: the open panel is the nearest one left,
 * and a trail of such panels only opens nothing. One message is logged for what was dropped.
 */
export function offeredTrail(trail: PanelTrail | undefined, ctx: Pick<DrawerContext, 'log'>): PanelTrail | undefined {
  if (!trail) return undefined;
  const offered: PanelLocation[] = [];
  const refused: string[] = [];
  for (const location of [...trail.previous, trail.current]) {
    const privateIp = privateIpOf(location.searchType, location.params);
    if (privateIp === undefined) offered.push(location);
    else refused.push(privateIp);
  }
  if (refused.length === 0) return trail;
  ctx.log('[detail-panels] ?panel=: the IP panel is not offered for private addresses (spec 001 §5); left out of the drawer\'s history', refused);
  const current = offered.pop();
  return current ? { current, previous: offered } : undefined;
}
