import { createContext, useContext, type RefObject } from 'react';

/**
 * The open side drawer's content element. A menu opened from a panel is placed in it (`Portal`'s
 * container) instead of at the end of the page, so it stays inside the drawer's dialog for assistive
 * technology (axe `region`), above the page as the drawer is. Outside a drawer (a story) it is the page's.
 */
export const DrawerLayerContext = createContext<RefObject<HTMLDivElement | null> | undefined>(undefined);

export const useDrawerLayer = () => useContext(DrawerLayerContext);
