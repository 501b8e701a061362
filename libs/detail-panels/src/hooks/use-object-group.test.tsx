import { dispatchToggleUIEvent, type ObjectGroupItem } from '@soc/events';
import { act } from '@testing-library/react';
import { renderHookWithProviders } from '@soc/testing';
import { isContextMenuKey, newSearchKeyword, objectGroupItemText, showFileProfile, useObjectGroupActions } from './use-object-group-actions.ts';
import { readObjectGroupItems, useObjectGroupDrawer } from './use-object-group-drawer.ts';

const ITEM: ObjectGroupItem = { fileName: 'p11.zip', fullUri: '/Users/rokafor/Downloads/p11.zip', fileHash: '3bca391ce3b77883ffd333804f17b45102b60db0', edgeId: 'edge-4' };

describe('useObjectGroupDrawer (spec 001 §2.16, contract §7)', () => {
  it('opens with the event items, rebuilt on every open, and closes', () => {
    let clock = 1000;
    const { result } = renderHookWithProviders(() => useObjectGroupDrawer(() => clock));
    expect(result.current.state.open).toBe(false);
    act(() => dispatchToggleUIEvent({ type: 'objectGroupDrawer', items: [ITEM] }));
    expect(result.current.state).toEqual({ open: true, items: [ITEM], openedAt: 1000 });
    clock = 2000;
    act(() => dispatchToggleUIEvent({ type: 'objectGroupDrawer', items: [] }));
    expect(result.current.state).toEqual({ open: true, items: [], openedAt: 2000 });
    act(() => result.current.close());
    expect(result.current.state.open).toBe(false);
  });

  it('returns focus to where it was when it closes', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const { result } = renderHookWithProviders(() => useObjectGroupDrawer());
    act(() => dispatchToggleUIEvent({ type: 'objectGroupDrawer', items: [ITEM] }));
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => result.current.close());
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('keeps only objects and text fields from an untyped page script', () => {
    expect(readObjectGroupItems(undefined)).toEqual([]);
    expect(readObjectGroupItems('x')).toEqual([]);
    expect(readObjectGroupItems([null, 3, ['a'], { fileName: 'a', fullUri: 7, fileHash: { x: 1 } }])).toEqual([
      { fileName: 'a', fullUri: '7', fileHash: '', edgeId: '' },
    ]);
  });
});

describe('the context menu', () => {
  it.each([
    [{ key: 'ContextMenu', shiftKey: false }, true],
    [{ key: 'F10', shiftKey: true }, true],
    [{ key: 'F10', shiftKey: false }, false],
    [{ key: 'Enter', shiftKey: true }, false],
  ])('%o opens it: %s', (event, opens) => {
    expect(isContextMenuKey(event)).toBe(opens);
  });

  it('check data lineage needs dataPolicy.view_data_lineage = 1', () => {
    const allowed = renderHookWithProviders(() => useObjectGroupActions(), { personaPatch: { rbac: { dataPolicy: { view_data_lineage: 1 } } } });
    expect(allowed.result.current.canViewLineage).toBe(true);
    act(() => allowed.result.current.openLineage(ITEM));
    expect(allowed.result.current.lineageOf).toEqual(ITEM);

    const denied = renderHookWithProviders(() => useObjectGroupActions(), { personaPatch: { rbac: { dataPolicy: { view_data_lineage: 0 } } } });
    expect(denied.result.current.canViewLineage).toBe(false);
    act(() => denied.result.current.openLineage(ITEM));
    expect(denied.result.current.lineageOf).toBeUndefined();
  });

  it('show detailed profile opens the file panel through the toggleUICEvent bus', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('toggleUICEvent', listener);
    showFileProfile(ITEM);
    window.removeEventListener('toggleUICEvent', listener);
    expect(seen).toEqual([{ type: 'toggleDrawer', search_type: 3, params: { sha1: ITEM.fileHash, edge_ids: ['edge-4'] } }]);
  });

  it('copies the four fields and searches by hash, else by name', () => {
    expect(objectGroupItemText(ITEM, { fileName: 'File name', fullUri: 'Full URI', fileHash: 'File hash', edgeId: 'Edge ID' })).toBe(
      `File name: p11.zip\nFull URI: /Users/rokafor/Downloads/p11.zip\nFile hash: ${ITEM.fileHash}\nEdge ID: edge-4`,
    );
    expect(newSearchKeyword(ITEM)).toBe(ITEM.fileHash);
    expect(newSearchKeyword({ ...ITEM, fileHash: ' ' })).toBe('p11.zip');
  });

  it('opens at a point for one file and closes', () => {
    const { result } = renderHookWithProviders(() => useObjectGroupActions());
    act(() => result.current.openMenu(2, ITEM, { x: 10, y: 20 }, null));
    expect(result.current.menu).toEqual({ index: 2, item: ITEM, point: { x: 10, y: 20 }, via: 'pointer', openCount: 1, open: true });
    act(() => result.current.closeMenu());
    // Closed, but the file is kept: the menu reports the chosen action as it closes.
    expect(result.current.menu).toMatchObject({ open: false, item: ITEM });
  });
});
