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
