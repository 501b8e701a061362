import type { ToggleDrawerDetail } from '@soc/events';
import { offeredTrail, reduceToggleDrawer, type DrawerContext, type DrawerState } from './drawer.ts';
import { decodePanelTrail, type PanelLocation } from './panel-param.ts';

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
  it.each([0, -10])('uses the global width 504 for a width of %i', (width) => {
    const next = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: 3, width, params: { sha1: 'a' } }, ctx());
    expect(next).toMatchObject({ width: 504 });
  });
  it('stays closed and logs outside 1–13', () => {
    const log = vi.fn();
    const bad = { type: 'toggleDrawer', search_type: 14, params: {} } as unknown as ToggleDrawerDetail;
    expect(reduceToggleDrawer(closed, bad, ctx({ log }))).toEqual({ open: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('1–13'), 14);
  });
  it('closes an open panel on a search type outside 1–13 (spec 001 §2.1, §8)', () => {
    const log = vi.fn();
    const open = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: 5, params: { domain: 'x.com' } }, ctx());
    const bad = { type: 'toggleDrawer', search_type: 99, params: { domain: 'x.com' } } as unknown as ToggleDrawerDetail;
    expect(reduceToggleDrawer(open, bad, ctx({ log }))).toEqual({ open: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('1–13'), 99);
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
  describe('a private IPv4 address (spec 001 §2.9, §5: the IP panel is not offered)', () => {
    const ipEvent = (ip: string): ToggleDrawerDetail => ({ type: 'toggleDrawer', search_type: 6, params: { ip } });
    it.each(['10.0.0.0', '172.16.0.1', '172.31.255.254', '192.168.100.1'])('leaves a closed drawer closed for %s, and logs it', (ip) => {
      const log = vi.fn();
      expect(reduceToggleDrawer(closed, ipEvent(ip), ctx({ log }))).toBe(closed);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('not offered for private addresses'), ip);
    });
    it('leaves an open panel open and unchanged', () => {
      const log = vi.fn();
      const open = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: 5, params: { domain: 'x.com' } }, ctx());
      expect(reduceToggleDrawer(open, ipEvent('192.168.1.1'), ctx({ log, now: () => 99 }))).toBe(open);
      expect(log).toHaveBeenCalledTimes(1);
    });
    it.each(['172.15.255.255', '172.32.0.1', '11.0.0.1', '192.169.0.1'])('opens the panel of %s, a public neighbour', (ip) => {
      const log = vi.fn();
      expect(reduceToggleDrawer(closed, ipEvent(ip), ctx({ log }))).toMatchObject({ open: true, searchType: 6, params: { ip } });
      expect(log).not.toHaveBeenCalled();
    });
  });
  describe('hostile params (contract §7 types, whatever a page script sends)', () => {
    const paramsOf = (searchType: number, params: unknown, over: Partial<DrawerContext> = {}) => {
      const next = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: searchType, params } as unknown as ToggleDrawerDetail, ctx(over));
      return next.open ? next.params : undefined;
    };
    it('reads a finite number in a text field as its text', () => {
      expect(paramsOf(7, { deviceId: 42 })).toEqual({ deviceId: '42' });
      expect(paramsOf(2, { computerId: 7 }, { isFoundation: true })).toEqual({ id: '7' });
    });
    it('gives a required field it cannot read as empty text, and drops an optional one', () => {
      expect(paramsOf(7, { deviceId: { x: 1 } })).toEqual({ deviceId: '' });
      expect(paramsOf(7, { deviceId: Number.NaN })).toEqual({ deviceId: '' });
      expect(paramsOf(12, { name: null, type: ['a'] })).toEqual({ name: '' });
      expect(paramsOf(10, { arn: 'a', assetId: Infinity, assetType: 3 })).toEqual({ arn: 'a', assetType: '3' });
    });
    it.each([['missing', undefined], ['null', null], ['a string', 'x'], ['an array', [1]], ['a number', 5], ['a date', new Date(0)]])(
      'reads params that are %s as {}',
      (_name, params) => {
        expect(paramsOf(1, params)).toEqual({ messageId: '' });
        expect(paramsOf(13, params)).toEqual({ xdrDeviceId: '', pid: '', fullPath: '', commandLine: '', eventTime: '' });
      },
    );
    it('keeps the numbers the contract allows, and reads a tab given as digits', () => {
      expect(paramsOf(6, { ip: '8.8.8.8', port: 443, protocol: 6, account: false })).toEqual({ ip: '8.8.8.8', port: 443, protocol: '6' });
      expect(paramsOf(13, { xdrDeviceId: 'd', pid: 4412, fullPath: 'p', commandLine: 'c', eventTime: 1700000000000, sha1: {} })).toEqual({
        xdrDeviceId: 'd',
        pid: 4412,
        fullPath: 'p',
        commandLine: 'c',
        eventTime: 1700000000000,
      });
      expect(paramsOf(8, { id: 'e', tab: '3' })).toEqual({ id: 'e', tab: 3 });
      expect(paramsOf(11, { userId: 'u', tab: 'policy' })).toEqual({ userId: 'u' });
    });
    it('keeps the texts of a list and the keys the contract does not name', () => {
      expect(paramsOf(3, { sha1: 'a', edge_ids: ['e1', 2, null, {}] })).toEqual({ sha1: 'a', edge_ids: ['e1', '2'] });
      expect(paramsOf(3, { sha1: 'a', edge_ids: 'e1', edgeId: 'e9' })).toEqual({ sha1: 'a', edgeId: 'e9' });
    });
  });
  it('rebuilds on every open', () => {
    let t = 0;
    const c = ctx({ now: () => ++t });
    const a = reduceToggleDrawer(closed, { type: 'toggleDrawer', search_type: 5, params: { domain: 'x.com' } }, c);
    const b = reduceToggleDrawer(a, { type: 'toggleDrawer', search_type: 5, params: { domain: 'x.com' } }, c);
    expect(a.open && b.open && a.openedAt !== b.openedAt).toBe(true);
  });
});

describe('offeredTrail: a trail from the address, without what the drawer does not offer (spec 001 §2.9, §5)', () => {
  const DOMAIN: PanelLocation = { searchType: 5, params: { domain: 'a.example' }, tab: 'basic' };
  const PUBLIC_IP: PanelLocation = { searchType: 6, params: { ip: '203.0.113.45' } };
  const read = (value: string, log = vi.fn()) => offeredTrail(decodePanelTrail(value), { log });

  it('keeps a trail without a private address as it is, logging nothing', () => {
    const log = vi.fn();
    const trail = decodePanelTrail('5:domain:a.example~tab:basic!6:ip:203.0.113.45');
    expect(offeredTrail(trail, { log })).toBe(trail);
    expect(log).not.toHaveBeenCalled();
  });
  it('drops a private address before the open panel: Back never reaches it', () => {
    expect(read('6:ip:10.0.0.5!5:domain:a.example~tab:basic!6:ip:203.0.113.45')).toEqual({ current: PUBLIC_IP, previous: [DOMAIN] });
    expect(read('6:ip:10.0.0.5!5:domain:a.example~tab:basic')).toEqual({ current: DOMAIN, previous: [] });
  });
  it('opens the nearest panel left when the open one is a private address, with its tab', () => {
    expect(read('5:domain:a.example~tab:basic!6:ip:10.0.0.5')).toEqual({ current: DOMAIN, previous: [] });
    expect(read('6:ip:203.0.113.45!5:domain:a.example~tab:basic!6:ip:172.16.0.1!6:ip:192.168.0.1')).toEqual({
      current: DOMAIN,
      previous: [PUBLIC_IP],
    });
  });
  it('opens nothing for a trail of private addresses only, logging the refusal once', () => {
    const log = vi.fn();
    expect(read('6:ip:10.0.0.5!6:ip:192.168.0.1', log)).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not offered for private addresses'), ['10.0.0.5', '192.168.0.1']);
  });
  it('reads no trail as none', () => {
    expect(read('99:nope')).toBeUndefined();
  });
});
