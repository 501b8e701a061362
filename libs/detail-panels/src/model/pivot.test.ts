import { asciiHostOf, isSameObject, PIVOT_KINDS, pivotProfile, type PivotKind } from './pivot.ts';

const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

describe('pivotProfile', () => {
  it.each<[PivotKind, string, unknown]>([
    ['ip', '203.0.113.45', { searchType: 6, params: { ip: '203.0.113.45' } }],
    ['ip', ' 2001:db8::1 ', { searchType: 6, params: { ip: '2001:db8::1' } }],
    ['domain', 'example-billing.net', { searchType: 5, params: { domain: 'example-billing.net' } }],
    ['url', 'https://a.example/x?y=1', { searchType: 4, params: { url: 'https://a.example/x?y=1' } }],
    ['hash', SHA1, { searchType: 3, params: { sha1: SHA1 } }],
    ['hash', SHA1.toUpperCase(), { searchType: 3, params: { sha1: SHA1.toUpperCase() } }],
    ['email', 'a.user@example.com', { searchType: 11, params: { userId: 'a.user@example.com' } }],
  ])('%s %s → its panel', (kind, value, location) => {
    expect(pivotProfile(kind, value)).toEqual(location);
  });

  it.each<[string, PivotKind, string]>([
    ['a private 10.x address (spec 001 §5)', 'ip', '10.1.2.3'],
    ['a private 172.16–31.x address', 'ip', '172.31.255.1'],
    ['a private 192.168.x address', 'ip', '192.168.0.10'],
    ['an MD5', 'hash', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a SHA-256', 'hash', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['a 40-character non-hex token', 'hash', 'z'.repeat(40)],
    ['a host name', 'hostname', 'WIN-FIN-042'],
    ['a user name', 'user', 'CORP\\jdoe'],
    ['a blank value', 'domain', '   '],
  ])('%s has no profile', (_name, kind, value) => {
    expect(pivotProfile(kind, value)).toBeUndefined();
  });

  it('offers a public address next to the private ranges', () => {
    expect(pivotProfile('ip', '172.32.0.1')).toEqual({ searchType: 6, params: { ip: '172.32.0.1' } });
  });

  it('knows every kind', () => {
    for (const kind of PIVOT_KINDS) expect(() => pivotProfile(kind, 'x')).not.toThrow();
  });
});

describe('isSameObject', () => {
  it('compares the type and identifying fields, not the tab or the extras', () => {
    expect(isSameObject({ searchType: 6, params: { ip: '1.1.1.1', port: 443 } }, { searchType: 6, params: { ip: '1.1.1.1' } })).toBe(true);
    expect(isSameObject({ searchType: 6, params: { ip: '1.1.1.1' } }, { searchType: 6, params: { ip: '1.1.1.2' } })).toBe(false);
    expect(isSameObject({ searchType: 5, params: { domain: 'a.example' } }, { searchType: 4, params: { url: 'a.example' } })).toBe(false);
  });
});

describe('asciiHostOf', () => {
  it('gives the ASCII form of a host written with other letters, for domains, hosts, URLs and e-mail addresses', () => {
    // A Cyrillic а (U+0430) in place of the Latin a.
    expect(asciiHostOf('domain', '\u0430pple.com')).toBe('xn--pple-43d.com');
    expect(asciiHostOf('hostname', '\u0430pple.com')).toBe('xn--pple-43d.com');
    expect(asciiHostOf('url', 'https://\u0430pple.com/login?x=1')).toBe('xn--pple-43d.com');
    expect(asciiHostOf('email', 'billing@\u0430pple.com')).toBe('xn--pple-43d.com');
    expect(asciiHostOf('domain', 'bücher.example')).toBe('xn--bcher-kva.example');
    // The host is the URL's, not its user-info part; a URL written without a scheme is read too.
    expect(asciiHostOf('url', 'https://apple.com:x@\u0430pple.com/')).toBe('xn--pple-43d.com');
    expect(asciiHostOf('url', '\u0430pple.com/login')).toBe('xn--pple-43d.com');
  });

  it('gives nothing for an ASCII host, another kind of value or what is no host', () => {
    expect(asciiHostOf('domain', 'apple.com')).toBeUndefined();
    expect(asciiHostOf('domain', 'xn--pple-43d.com')).toBeUndefined();
    expect(asciiHostOf('url', 'https://example.com/пути')).toBeUndefined();
    expect(asciiHostOf('user', 'аdmin')).toBeUndefined();
    expect(asciiHostOf('ip', '10.0.0.1')).toBeUndefined();
    expect(asciiHostOf('domain', 'bad host\u0430')).toBeUndefined();
    expect(asciiHostOf('url', 'not a url')).toBeUndefined();
  });
});

describe('asciiHostOf with percent escapes', () => {
  it('still reads a host written in ASCII percent escapes of other letters', () => {
    expect(asciiHostOf('url', 'https://%D0%B0pple.com/')).toBe('xn--pple-43d.com');
  });
});
