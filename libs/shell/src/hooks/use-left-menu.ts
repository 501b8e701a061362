import { useCallback, useMemo, useState } from 'react';
import type { MenuItem } from '@soc/api';
import { findTrail, sidebarItems, toggleGroup } from '../model/menu.ts';

export interface LeftMenuState {
  items: MenuItem[];
  collapsed: boolean;
  toggleCollapsed: () => void;
  openIds: string[];
  toggleOpen: (id: string) => void;
  activeId: string | undefined;
}

/** Collapse state, open groups and the active entry of the left menu. */
export function useLeftMenu(menu: readonly MenuItem[], pathname: string, initiallyCollapsed = false): LeftMenuState {
  const items = useMemo(() => sidebarItems(menu), [menu]);
  const trail = useMemo(() => findTrail(items, pathname), [items, pathname]);
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [openIds, setOpenIds] = useState<string[]>(() => trail.slice(0, -1).map((i) => i.id));
  const toggleOpen = useCallback((id: string) => setOpenIds((open) => toggleGroup(items, open, id)), [items]);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { items, collapsed, toggleCollapsed, openIds, toggleOpen, activeId: trail.at(-1)?.id };
}
