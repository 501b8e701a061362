// The object-group drawer's context menu (spec 001 §2.16, §4, §6): opened by right-click or, from the
// keyboard, by the context-menu key or Shift+F10 on a file; its four actions.
import { dispatchToggleUIEvent, type ObjectGroupItem } from '@soc/events';
import { useGate } from '@soc/rbac';
import { useCallback, useRef, useState } from 'react';

export interface MenuPoint {
  x: number;
  y: number;
}

/** The keys that open a context menu from the keyboard: the context-menu key, or Shift+F10. */
export function isContextMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);
}

/** The text "copy to clipboard" writes: the file's four fields, one per line, in the list's order. */
export function objectGroupItemText(
  item: ObjectGroupItem,
  labels: {
    fileName: string;
    fullUri: string;
    fileHash: string;
    edgeId: string;
  },
): string {
  return [
    `${labels.fileName}: ${item.fileName}`,
    `${labels.fullUri}: ${item.fullUri}`,
    `${labels.fileHash}: ${item.fileHash}`,
    `${labels.edgeId}: ${item.edgeId}`,
  ].join('\n');
}

/** The file panel (search_type 3) for the file, with its edge for the Sensitive Data Information tab. */
export function showFileProfile(item: ObjectGroupItem, target: Window = window): void {
  dispatchToggleUIEvent(
    {
      type: 'toggleDrawer',
      search_type: 3,
      params: {
        sha1: item.fileHash,
        ...(item.edgeId ? { edge_ids: [item.edgeId] } : {}),
      },
    },
    target,
  );
}

/** What a new search looks for: the file's hash, else its name. */
export const newSearchKeyword = (item: ObjectGroupItem): string => item.fileHash.trim() || item.fileName.trim();

export interface MenuTarget {
  index: number;
  item: ObjectGroupItem;
  point: MenuPoint;
  /** The keyboard opened it: the first action is highlighted. */
  via: 'pointer' | 'keyboard';
  /** Counts the opens, so each open starts afresh. */
  openCount: number;
  /**
   * False once closed: the last target stays, because the menu reports the chosen action as (or after)
   * it closes, and it must still know the file.
   */
  open: boolean;
}

export interface ObjectGroupActions {
  /** The file whose menu is (or was last) open. */
  menu: MenuTarget | undefined;
  openMenu: (index: number, item: ObjectGroupItem, point: MenuPoint, from: HTMLElement | null, via?: MenuTarget['via']) => void;
  closeMenu: () => void;
  /** dataPolicy.view_data_lineage = 1 (spec 001 §6); otherwise the action is disabled with a tooltip. */
  canViewLineage: boolean;
  /** The file whose lineage dialog is open. */
  lineageOf: ObjectGroupItem | undefined;
  openLineage: (item: ObjectGroupItem) => void;
  closeLineage: () => void;
}

export function useObjectGroupActions(): ObjectGroupActions {
  const canViewLineage = useGate('dataLineage');
  const [menu, setMenu] = useState<MenuTarget | undefined>(undefined);
  const [lineageOf, setLineageOf] = useState<ObjectGroupItem | undefined>(undefined);
  const opener = useRef<HTMLElement | null>(null);

  const opens = useRef(0);
  const openMenu = useCallback(
    (index: number, item: ObjectGroupItem, point: MenuPoint, from: HTMLElement | null, via: MenuTarget['via'] = 'pointer') => {
      opener.current = from;
      opens.current += 1;
      setMenu({ index, item, point, via, openCount: opens.current, open: true });
    },
    [],
  );
  // Focus goes back to the file the menu was opened on (the menu has no trigger of its own).
  const closeMenu = useCallback(() => {
    setMenu((current) => (current ? { ...current, open: false } : current));
    const target = opener.current;
    if (target?.isConnected) requestAnimationFrame(() => target.focus());
  }, []);
  const openLineage = useCallback(
    (item: ObjectGroupItem) => {
      if (canViewLineage) setLineageOf(item);
    },
    [canViewLineage],
  );
  const closeLineage = useCallback(() => setLineageOf(undefined), []);

  return {
    menu,
    openMenu,
    closeMenu,
    canViewLineage,
    lineageOf,
    openLineage,
    closeLineage,
  };
}
