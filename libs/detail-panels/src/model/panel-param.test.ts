import { decodePanelParam, encodePanelParam, panelHref, panelIdentifier, readPanelParam, withPanelParam, type PanelLocation } from './panel-param.ts';

const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

describe('panel address value', () => {
  it('encodes the type, the identifier and the tab readably', () => {
    expect(encodePanelParam({ searchType: 3, params: { sha1: SHA1 } })).toBe(`3:sha1:${SHA1}`);
    expect(encodePanelParam({ searchType: 3, params: { sha1: SHA1 }, tab: 'sandbox' })).toBe(`3:sha1:${SHA1}~tab:sandbox`);
    expect(encodePanelParam({ searchType: 6, params: { ip: '8.8.8.8', port: 443, protocol: 'tcp' } })).toBe('6:ip:8.8.8.8~port:443~protocol:tcp');
  });

  const roundTrips: PanelLocation[] = [
    { searchType: 1, params: { messageId: '<CAF=x@mail.example>' } },
    { searchType: 3, params: { sha1: SHA1 }, tab: 'threatIntel' },
    { searchType: 4, params: { url: 'https://evil.example/a,b~c?x=1&y=%41:z' } },
    { searchType: 6, params: { ip: '2001:db8::1', port: '8443', account: 'NT AUTHORITY\\SYSTEM' } },
    { searchType: 10, params: { arn: 'arn:aws:iam::123456789012:role/Admin', assetType: 'cloudAsset' } },
    { searchType: 12, params: { name: 'Emotet', type: 'malware' } },
    {
      searchType: 13,
      params: { xdrDeviceId: 'dev-1', pid: '4412', fullPath: 'C:\\Windows\\System32\\cmd.exe', commandLine: 'cmd /c "a, b ~ c %TEMP%"', eventTime: '1700000000000' },
    },
  ];
  it.each(roundTrips)('round-trips search type $searchType', (location) => {
    expect(decodePanelParam(encodePanelParam(location))).toEqual(location);
  });

  it('carries the sensitive file edge ids as a list', () => {
    const location: PanelLocation = { searchType: 3, params: { sha1: SHA1, edge_ids: ['edge-1', 'edge,2'] } as never };
    const value = encodePanelParam(location);
    expect(value).toBe(`3:sha1:${SHA1}~edge_ids:edge-1,edge%2C2`);
    expect(decodePanelParam(value)).toEqual(location);
  });

  it('keeps the tab number of the endpoint and user-account panels in params and in tab', () => {
    expect(encodePanelParam({ searchType: 8, params: { id: 'ep-1', tab: 3 } })).toBe('8:id:ep-1~tab:3');
    expect(decodePanelParam('8:id:ep-1~tab:3')).toEqual({ searchType: 8, params: { id: 'ep-1', tab: 3 }, tab: '3' });
    expect(decodePanelParam('11:userId:u-1~tab:4')).toEqual({ searchType: 11, params: { userId: 'u-1', tab: 4 }, tab: '4' });
  });

  it('drops empty optional fields and ignores unknown keys', () => {
    expect(encodePanelParam({ searchType: 6, params: { ip: '1.1.1.1', port: '', protocol: undefined } })).toBe('6:ip:1.1.1.1');
    expect(decodePanelParam('5:domain:example.com~future:1')).toEqual({ searchType: 5, params: { domain: 'example.com' } });
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['type 0', '0:sha1:a'],
    ['type 14', '14:sha1:a'],
    ['no type', 'sha1:a'],
    ['missing required field', '3:edge_ids:e1'],
    ['blank required field', '4:url:'],
    ['malformed pair', '3:sha1'],
    ['bad escape', '3:sha1:%E0%A4%A'],
    ['too long', `4:url:${'a'.repeat(5000)}`],
  ])('rejects %s', (_name, value) => {
    expect(decodePanelParam(value)).toBeUndefined();
  });

  it('names the object by its identifier', () => {
    expect(panelIdentifier({ searchType: 3, params: { sha1: SHA1 } })).toBe(SHA1);
    expect(
      panelIdentifier({ searchType: 13, params: { xdrDeviceId: 'd', pid: 1, fullPath: 'C:\\x.exe', commandLine: 'x', eventTime: 1 } }),
    ).toBe('C:\\x.exe');
  });
});

describe('panel address layer', () => {
  it('adds, replaces and removes the parameter, keeping the others byte for byte', () => {
    expect(withPanelParam('', '3:sha1:abc')).toBe('?panel=3:sha1:abc');
    expect(withPanelParam('?q=a%20b&x=1', '3:sha1:abc')).toBe('?q=a%20b&x=1&panel=3:sha1:abc');
    expect(withPanelParam('?a=1&panel=5:domain:x.com&b=2', '6:ip:1.1.1.1')).toBe('?a=1&panel=6:ip:1.1.1.1&b=2');
    expect(withPanelParam('?a=1&panel=5:domain:x.com', undefined)).toBe('?a=1');
    expect(withPanelParam('?panel=5:domain:x.com', undefined)).toBe('');
  });

  it('reads back exactly what it wrote, whatever the value holds', () => {
    const value = encodePanelParam({ searchType: 4, params: { url: 'https://x.example/p?a=1&b=2#frag +plus' } });
    const search = withPanelParam('?tenant=7', value);
    expect(search).not.toContain('#');
    expect(readPanelParam(search)).toBe(value);
    expect(decodePanelParam(readPanelParam(search))).toEqual({ searchType: 4, params: { url: 'https://x.example/p?a=1&b=2#frag +plus' } });
  });

  it('builds the shareable address', () => {
    const location = { origin: 'https://console.example', pathname: '/app/search/x', search: '?q=1', hash: '#top' };
    expect(panelHref(location, '3:sha1:abc')).toBe('https://console.example/app/search/x?q=1&panel=3:sha1:abc#top');
  });
});
