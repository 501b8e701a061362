import type { ToggleDrawerDetail } from '@soc/events';
import { reduceToggleDrawer, type DrawerContext, type DrawerState } from './drawer.ts';

const ctx = (over: Partial<DrawerContext> = {}): DrawerContext => ({ isFoundation: false, now: () => 42, log: vi.fn(), ...over });
const closed: DrawerState = { open: false };

describe('reduceToggleDrawer (spec 001 §2.1, spec 002 §2.1)', () => {
  it('opens the panel of the search type with the global width 504 by default', () => {
    const next = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } }, ctx());
    expect(next).toEqual({ open: true, searchType: 6, params: { ip: '8.8.8.8' }, width: 504, openedAt: 42 });
  });
  it('keeps a width passed by the opener', () => {
    const next = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: 3, width: 600, params: { sha1: 'a' } }, ctx());
    expect(next).toMatchObject({ width: 600 });
  });
  it('stays as it is and logs outside 1–13', () => {
    const log = vi.fn();
    const bad = { type: 'toggleDrawer', search_type: 14, params: {} } as unknown as ToggleDrawerDetail;
    expect(reduceToggleDrawer(closed, bad, ctx({ log }))).toBe(closed);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('1–13'), 14);
  });
  it('closes on visible: false', () => {
    const open = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: 4, params: { url: 'http://x' } }, ctx());
    expect(reduceToggleDrawer(open, { type: 'toggleDrawer', search_type: 4, visible: false, params: { url: 'http://x' } }, ctx())).toEqual({ open: false });
  });
  it('opens host (2) as host pro (8) for foundation editions', () => {
    const next = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: 2, params: { computerId: 'c-1' } }, ctx({ isFoundation: true }));
    expect(next).toMatchObject({ open: true, searchType: 8, params: { id: 'c-1' } });
    const legacy = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: 2, params: { computerId: 'c-1' } }, ctx());
    expect(legacy).toMatchObject({ searchType: 2 });
  });
  it('rebuilds on every open', () => {
    let t = 0;
    const c = ctx({ now: () => ++t });
    const a = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: 5, params: { domain: 'x.com' } }, c);
    const b = reduceToggleDrawer(a, { type: 'toggleDrawer', search_type: 5, params: { domain: 'x.com' } }, c);
    expect(a.open && b.open && a.openedAt !== b.openedAt).toBe(true);
  });
});
