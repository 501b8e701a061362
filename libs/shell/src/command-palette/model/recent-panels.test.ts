import { addRecentPanel, normaliseRecentPanels, readRecentPanels, RECENT_PANELS_KEY, RECENT_PANELS_LIMIT, recentPanelEventDetail, recordRecentPanel, toRecentPanel } from './recent-panels.ts';

function memoryStorage(initial?: unknown) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(RECENT_PANELS_KEY, typeof initial === 'string' ? initial : JSON.stringify(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('recent panels', () => {
  it('records opened panels newest first, once per object, up to the limit', () => {
    const storage = memoryStorage();
    recordRecentPanel({ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } }, storage);
    recordRecentPanel({ type: 'toggleDrawer', search_type: 3, params: { sha1: 'abc' } }, storage);
    const list = recordRecentPanel({ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8', port: 53 } }, storage);
    expect(list).toEqual([
      { searchType: 6, identifier: '8.8.8.8', params: { ip: '8.8.8.8', port: 53 } },
      { searchType: 3, identifier: 'abc', params: { sha1: 'abc' } },
    ]);
    expect(readRecentPanels(storage)).toEqual(list);
    for (let i = 0; i < 20; i += 1) recordRecentPanel({ type: 'toggleDrawer', search_type: 5, params: { domain: `d${i}.example` } }, storage);
    expect(readRecentPanels(storage)).toHaveLength(RECENT_PANELS_LIMIT);
    expect(readRecentPanels(storage)[0]?.identifier).toBe('d19.example');
  });

  it('does not record closing events, private addresses, or details without the object', () => {
    const storage = memoryStorage();
    recordRecentPanel({ type: 'toggleDrawer', search_type: 6, visible: false, params: { ip: '8.8.8.8' } }, storage);
    recordRecentPanel({ type: 'toggleDrawer', search_type: 6, params: { ip: '10.1.2.3' } }, storage);
    recordRecentPanel({ type: 'toggleDrawer', search_type: 5, params: {} as { domain: string } }, storage);
    recordRecentPanel({ type: 'toggleDrawer', search_type: 14 as 5, params: { domain: 'x.example' } }, storage);
    recordRecentPanel({ type: 'toggleDrawer', search_type: 4, params: { url: '   ' } }, storage);
    expect(storage.data.has(RECENT_PANELS_KEY)).toBe(false);
  });

  it('reads back only valid entries from storage that is stale, edited or not JSON', () => {
    expect(readRecentPanels(memoryStorage('not json'))).toEqual([]);
    expect(readRecentPanels(memoryStorage({ searchType: 6 }))).toEqual([]);
    const stored = [
      { searchType: 6, params: { ip: '8.8.8.8', evil: { nested: true }, list: ['a', 1] } },
      { searchType: 6, params: { ip: '8.8.8.8' } },
      { searchType: 99, params: { ip: '1.1.1.1' } },
      { searchType: 13, params: { fullPath: 'C:\\x.exe', pid: 4, xdrDeviceId: 'd' } },
      null,
      'text',
    ];
    expect(readRecentPanels(memoryStorage(stored))).toEqual([
      { searchType: 6, identifier: '8.8.8.8', params: { ip: '8.8.8.8' } },
      { searchType: 13, identifier: 'C:\\x.exe', params: { fullPath: 'C:\\x.exe', pid: 4, xdrDeviceId: 'd' } },
    ]);
  });

  it('keeps working when storage refuses to write', () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(recordRecentPanel({ type: 'toggleDrawer', search_type: 5, params: { domain: 'a.example' } }, storage)).toHaveLength(1);
  });

  it('drops an oversized entry', () => {
    expect(toRecentPanel(4, { url: `https://a.example/${'x'.repeat(3000)}` })).toBeUndefined();
  });

  it('replays an entry as the toggleDrawer event that opened it', () => {
    const [entry] = normaliseRecentPanels([{ searchType: 3, params: { sha1: 'abc', edge_ids: ['e1'] } }]);
    expect(entry && recentPanelEventDetail(entry)).toEqual({ type: 'toggleDrawer', search_type: 3, params: { sha1: 'abc', edge_ids: ['e1'] } });
    expect(addRecentPanel([], entry!)).toEqual([entry]);
  });
});

describe('recent panels: the limit and the object of each panel (README, issue 13; contract §7)', () => {
  const panel = (searchType: number, identifier: string) => ({ searchType, params: { domain: identifier } });

  it('keeps at most 8', () => {
    expect(RECENT_PANELS_LIMIT).toBe(8);
    const storage = memoryStorage();
    for (let i = 0; i < 9; i += 1) recordRecentPanel({ type: 'toggleDrawer', search_type: 5, params: { domain: `d${i}.example` } }, storage);
    expect(readRecentPanels(storage).map((p) => p.identifier)).toEqual(['d8.example', 'd7.example', 'd6.example', 'd5.example', 'd4.example', 'd3.example', 'd2.example', 'd1.example']);
  });

  it('reads back at most 8 from a stored list that holds more (edited, or written by an older console)', () => {
    const stored = Array.from({ length: 12 }, (_, i) => panel(5, `d${i}.example`));
    expect(readRecentPanels(memoryStorage(stored)).map((p) => p.identifier)).toEqual(stored.slice(0, 8).map((p) => p.params.domain));
  });

  it('keeps the same text opened in two kinds of panel as two entries (one object is a panel type and its identifier)', () => {
    const storage = memoryStorage();
    recordRecentPanel({ type: 'toggleDrawer', search_type: 3, params: { sha1: 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3' } }, storage);
    const list = recordRecentPanel({ type: 'toggleDrawer', search_type: 12, params: { name: 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3' } }, storage);
    expect(list.map((p) => p.searchType)).toEqual([12, 3]);
  });

  it('records a panel a page script opened with a number for its id, as the drawer opens it (contract §7 params are untyped)', () => {
    expect(toRecentPanel(2, { computerId: 12345 })).toEqual({ searchType: 2, identifier: '12345', params: { computerId: 12345 } });
  });

  it.each([
    [1, { messageId: 'msg-1' }, 'msg-1'],
    [2, { computerId: 'cmp-2' }, 'cmp-2'],
    [3, { sha1: 'abc' }, 'abc'],
    [4, { url: 'https://evil.example/x' }, 'https://evil.example/x'],
    [5, { domain: 'evil.example' }, 'evil.example'],
    [6, { ip: '8.8.8.8', port: '53', protocol: 'udp', account: 'svc' }, '8.8.8.8'],
    [7, { deviceId: 'dev-7' }, 'dev-7'],
    [8, { id: 'asset-8', tab: 'overview', assetType: 'server', workbenchId: 'WB-1', workbenchUuid: 'uuid-1' }, 'asset-8'],
    [9, { containerId: 'ctr-9' }, 'ctr-9'],
    [10, { arn: 'arn:aws:s3:::bucket', assetId: 'asset-10', assetType: 'bucket' }, 'arn:aws:s3:::bucket'],
    [11, { userId: 'aiko@northwind.example', tab: 'profile' }, 'aiko@northwind.example'],
    [12, { name: 'svc-backup', type: 'account' }, 'svc-backup'],
    [13, { xdrDeviceId: 'd', pid: '4', fullPath: 'C:\\x.exe', commandLine: 'x.exe /q', eventTime: '1700000000000' }, 'C:\\x.exe'],
  ])('search_type %i is recorded under its object, the params field contract §7 names first', (searchType, params, identifier) => {
    expect(toRecentPanel(searchType, params)).toEqual({ searchType, identifier, params });
  });
});
