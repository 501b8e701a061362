// The object-group drawer (spec 001 §2.16; contract §7 `objectGroupDrawer { items }`): opened by the
// global event with the sensitive files to list. Focus returns where it was when the drawer closes.
import { useToggleUIEvent, type ObjectGroupItem } from '@soc/events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { returnFocusAfterClose } from '../model/focus-return.ts';

export interface ObjectGroupDrawerState {
  open: boolean;
  items: ObjectGroupItem[];
  /** Changes on every open: the list is rebuilt each time. */
  openedAt: number;
}

const CLOSED: ObjectGroupDrawerState = { open: false, items: [], openedAt: 0 };

const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** Page scripts are untyped: keep only objects, and only text (or numbers) in the four fields. */
export function readObjectGroupItems(items: unknown): ObjectGroupItem[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object' && !Array.isArray(item))
    .map((item) => ({ fileName: textOf(item.fileName), fullUri: textOf(item.fullUri), fileHash: textOf(item.fileHash), edgeId: textOf(item.edgeId) }));
}

export interface ObjectGroupDrawerController {
  state: ObjectGroupDrawerState;
  close: () => void;
}

export function useObjectGroupDrawer(now: () => number = Date.now): ObjectGroupDrawerController {
  const [state, setState] = useState<ObjectGroupDrawerState>(CLOSED);
  const returnFocus = useRef<HTMLElement | null>(null);

  useToggleUIEvent('objectGroupDrawer', (detail) => {
    const active = document.activeElement;
    if (!state.open) returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setState({ open: true, items: readObjectGroupItems((detail as { items?: unknown }).items), openedAt: now() });
  });

  const close = useCallback(() => setState((current) => (current.open ? { ...current, open: false } : current)), []);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !state.open) {
      returnFocusAfterClose(returnFocus.current);
      returnFocus.current = null;
    }
    wasOpen.current = state.open;
  }, [state.open]);

  return { state, close };
}
