import {
  decodePanelParam,
  decodePanelTrail,
  encodePanelParam,
  encodePanelTrail,
  PANEL_TRAIL_MAX,
  PANEL_TRAIL_MAX_LENGTH,
  panelHref,
  panelIdentifier,
  readPanelParam,
  withPanelParam,
  type PanelLocation,
} from './panel-param.ts';

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

  it('writes a value with a lone surrogate (a server value can hold one) with U+FFFD instead of throwing', () => {
    expect(() => withPanelParam('', '3:sha1:a\uD800')).not.toThrow();
    const search = withPanelParam('', '3:sha1:a\uD800');
    expect(search).toBe('?panel=3:sha1:a%EF%BF%BD');
    expect(readPanelParam(search)).toBe('3:sha1:a\uFFFD');

    const value = encodePanelParam({ searchType: 13, params: { xdrDeviceId: 'd1', pid: 7, fullPath: 'C:\\ops\uD800desk\\a.exe', commandLine: 'x \uDC00', eventTime: 1 } });
    const location = { origin: 'https://console.example', pathname: '/p', search: '', hash: '' };
    const href = panelHref(location, value);
    expect(decodePanelParam(new URL(href).searchParams.get('panel'))).toEqual({
      searchType: 13,
      params: { xdrDeviceId: 'd1', pid: '7', fullPath: 'C:\\ops\uFFFDdesk\\a.exe', commandLine: 'x \uFFFD', eventTime: '1' },
    });
  });

  it('builds the shareable address', () => {
    const location = { origin: 'https://console.example', pathname: '/app/search/x', search: '?q=1', hash: '#top' };
    expect(panelHref(location, '3:sha1:abc')).toBe('https://console.example/app/search/x?q=1&panel=3:sha1:abc#top');
  });
});

describe('panel history in the address (trail)', () => {
  const url: PanelLocation = { searchType: 4, params: { url: 'https://a.example/x!y?q=1' }, tab: 'activity' };
  const ip: PanelLocation = { searchType: 6, params: { ip: '203.0.113.45' } };
  const domain: PanelLocation = { searchType: 5, params: { domain: 'example-billing.net' } };

  it('writes the previous panels then the open one, joined by "!", with "!" in values escaped', () => {
    const value = encodePanelTrail({ current: domain, previous: [url, ip] });
    expect(value).toBe('4:url:https://a.example/x%21y?q=1~tab:activity!6:ip:203.0.113.45!5:domain:example-billing.net');
    expect(decodePanelTrail(value)).toEqual({ current: domain, previous: [url, ip] });
  });

  it('reads a single panel (every address written before the history) as a trail of one', () => {
    expect(encodePanelTrail({ current: ip, previous: [] })).toBe(encodePanelParam(ip));
    expect(decodePanelTrail('6:ip:203.0.113.45~port:443')).toEqual({ current: { searchType: 6, params: { ip: '203.0.113.45', port: '443' } }, previous: [] });
    // A raw "!" from an address of before: read as one panel.
    expect(decodePanelTrail('4:url:https://x.example/#!/inbox')).toEqual({ current: { searchType: 4, params: { url: 'https://x.example/#!/inbox' } }, previous: [] });
    expect(decodePanelTrail('5:domain:example.com!')).toEqual({ current: { searchType: 5, params: { domain: 'example.com!' } }, previous: [] });
  });

  it('round-trips through the address layer', () => {
    const value = encodePanelTrail({ current: ip, previous: [url] });
    const search = withPanelParam('?q=1', value);
    expect(decodePanelTrail(readPanelParam(search))).toEqual({ current: ip, previous: [url] });
  });

  it('keeps at most PANEL_TRAIL_MAX previous panels, the nearest ones', () => {
    const many = Array.from({ length: PANEL_TRAIL_MAX + 5 }, (_, i): PanelLocation => ({ searchType: 5, params: { domain: `d${i}.example` } }));
    const written = decodePanelTrail(encodePanelTrail({ current: ip, previous: many }));
    expect(written?.previous).toEqual(many.slice(-PANEL_TRAIL_MAX));
    const hand = [...many.map(encodePanelParam), encodePanelParam(ip)].join('!');
    expect(decodePanelTrail(hand)).toEqual({ current: ip, previous: many.slice(-PANEL_TRAIL_MAX) });
  });

  it('drops the oldest panels to stay within PANEL_TRAIL_MAX_LENGTH', () => {
    const long = (i: number): PanelLocation => ({ searchType: 4, params: { url: `https://x.example/${i}/${'a'.repeat(3000)}` } });
    const value = encodePanelTrail({ current: ip, previous: [long(1), long(2), long(3), long(4)] });
    expect(value.length).toBeLessThanOrEqual(PANEL_TRAIL_MAX_LENGTH);
    expect(decodePanelTrail(value)).toEqual({ current: ip, previous: [long(3), long(4)] });
  });

  it.each([
    ['a malformed previous panel', '6:ip:1.2.3.4~x!5:domain:example.com', { searchType: 5, params: { domain: 'example.com' } }],
    ['an unknown type before', '99:x:y!5:domain:example.com', { searchType: 5, params: { domain: 'example.com' } }],
    ['an empty segment', '!5:domain:example.com', { searchType: 5, params: { domain: 'example.com' } }],
    ['a bad escape before', '4:url:%E0%A4%A!5:domain:example.com', { searchType: 5, params: { domain: 'example.com' } }],
    ['an over-long trail', `${`4:url:${'a'.repeat(4000)}!`.repeat(3)}5:domain:example.com`, { searchType: 5, params: { domain: 'example.com' } }],
  ])('ignores the history of %s, still opening the panel', (_name, value, current) => {
    expect(decodePanelTrail(value)).toEqual({ current, previous: [] });
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['only separators', '!!!'],
    ['hostile junk', `${'!'.repeat(50_000)}x`],
    ['prototype keys', '__proto__:constructor:x!5:__proto__:1'],
  ])('rejects %s', (_name, value) => {
    expect(decodePanelTrail(value)).toBeUndefined();
  });
});
