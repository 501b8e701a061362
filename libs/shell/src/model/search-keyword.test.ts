import { classifyKeyword, isIpv6, panelEventDetail, type KeywordClassification } from './search-keyword.ts';

type Case = [input: string, expected: KeywordClassification];

const SHA1 = 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3';
const MD5 = '44d88612fea8a8f36de82e1278abb02f';
const SHA256 = '275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f';

describe('classifyKeyword', () => {
  describe.each<[string, Case[]]>([
    [
      'IPv4 → IP panel (6), never for private addresses (spec 001 §5)',
      [
        ['8.8.8.8', { kind: 'ipv4', value: '8.8.8.8', panel: { searchType: 6, params: { ip: '8.8.8.8' } } }],
        ['  1.2.3.4\t', { kind: 'ipv4', value: '1.2.3.4', panel: { searchType: 6, params: { ip: '1.2.3.4' } } }],
        ['0.0.0.0', { kind: 'ipv4', value: '0.0.0.0', panel: { searchType: 6, params: { ip: '0.0.0.0' } } }],
        ['255.255.255.255', { kind: 'ipv4', value: '255.255.255.255', panel: { searchType: 6, params: { ip: '255.255.255.255' } } }],
        ['8.8.8.8:53', { kind: 'ipv4', value: '8.8.8.8', panel: { searchType: 6, params: { ip: '8.8.8.8', port: '53' } } }],
        ['172.15.0.1', { kind: 'ipv4', value: '172.15.0.1', panel: { searchType: 6, params: { ip: '172.15.0.1' } } }],
        ['172.32.0.1', { kind: 'ipv4', value: '172.32.0.1', panel: { searchType: 6, params: { ip: '172.32.0.1' } } }],
        ['10.0.0.1', { kind: 'ipv4', value: '10.0.0.1', isPrivate: true }],
        ['172.16.0.1', { kind: 'ipv4', value: '172.16.0.1', isPrivate: true }],
        ['172.31.255.254', { kind: 'ipv4', value: '172.31.255.254', isPrivate: true }],
        ['192.168.1.10', { kind: 'ipv4', value: '192.168.1.10', isPrivate: true }],
        ['192.168.1.10:3389', { kind: 'ipv4', value: '192.168.1.10', isPrivate: true }],
      ],
    ],
    [
      'not IPv4',
      [
        ['1.2.3.256', { kind: 'text', value: '1.2.3.256' }],
        ['01.2.3.4', { kind: 'text', value: '01.2.3.4' }],
        ['1.2.3', { kind: 'text', value: '1.2.3' }],
        ['1.2.3.4.5', { kind: 'text', value: '1.2.3.4.5' }],
        ['10.0.0.0/8', { kind: 'text', value: '10.0.0.0/8' }],
      ],
    ],
    [
      'IPv6 → IP panel (6)',
      [
        ['::1', { kind: 'ipv6', value: '::1', panel: { searchType: 6, params: { ip: '::1' } } }],
        ['2001:db8::8a2e:370:7334', { kind: 'ipv6', value: '2001:db8::8a2e:370:7334', panel: { searchType: 6, params: { ip: '2001:db8::8a2e:370:7334' } } }],
        ['FE80:0:0:0:0:0:0:1', { kind: 'ipv6', value: 'FE80:0:0:0:0:0:0:1', panel: { searchType: 6, params: { ip: 'FE80:0:0:0:0:0:0:1' } } }],
        ['::ffff:192.0.2.128', { kind: 'ipv6', value: '::ffff:192.0.2.128', panel: { searchType: 6, params: { ip: '::ffff:192.0.2.128' } } }],
      ],
    ],
    [
      'domain → domain panel (5), lower-cased, final dot removed',
      [
        ['example.com', { kind: 'domain', value: 'example.com', panel: { searchType: 5, params: { domain: 'example.com' } } }],
        ['example.com.', { kind: 'domain', value: 'example.com', panel: { searchType: 5, params: { domain: 'example.com' } } }],
        ['WWW.Example.CO.UK', { kind: 'domain', value: 'www.example.co.uk', panel: { searchType: 5, params: { domain: 'www.example.co.uk' } } }],
        ['xn--bcher-kva.de', { kind: 'domain', value: 'xn--bcher-kva.de', panel: { searchType: 5, params: { domain: 'xn--bcher-kva.de' } } }],
        ['bücher.de', { kind: 'domain', value: 'bücher.de', panel: { searchType: 5, params: { domain: 'bücher.de' } } }],
      ],
    ],
    [
      'not a domain',
      [
        ['example.com..', { kind: 'text', value: 'example.com..' }],
        ['-bad.example.com', { kind: 'text', value: '-bad.example.com' }],
        ['example.c', { kind: 'text', value: 'example.c' }],
        ['exa mple.com', { kind: 'text', value: 'exa mple.com' }],
      ],
    ],
    [
      'URL → URL panel (4), as typed',
      [
        ['https://example.com/login.php?a=1', { kind: 'url', value: 'https://example.com/login.php?a=1', panel: { searchType: 4, params: { url: 'https://example.com/login.php?a=1' } } }],
        ['HTTP://x', { kind: 'url', value: 'HTTP://x', panel: { searchType: 4, params: { url: 'HTTP://x' } } }],
        ['ftp://203.0.113.9/file.bin', { kind: 'url', value: 'ftp://203.0.113.9/file.bin', panel: { searchType: 4, params: { url: 'ftp://203.0.113.9/file.bin' } } }],
        ['example.com/path', { kind: 'url', value: 'example.com/path', panel: { searchType: 4, params: { url: 'example.com/path' } } }],
        ['example.com:8080', { kind: 'url', value: 'example.com:8080', panel: { searchType: 4, params: { url: 'example.com:8080' } } }],
        ['203.0.113.9/payload', { kind: 'url', value: '203.0.113.9/payload', panel: { searchType: 4, params: { url: '203.0.113.9/payload' } } }],
      ],
    ],
    [
      'not a URL',
      [
        ['javascript:alert(1)', { kind: 'text', value: 'javascript:alert(1)' }],
        ['file:///etc/passwd', { kind: 'text', value: 'file:///etc/passwd' }],
        ['http://', { kind: 'text', value: 'http://' }],
        ['example.com:99999', { kind: 'text', value: 'example.com:99999' }],
      ],
    ],
    [
      'e-mail address → user account panel (11)',
      [
        ['aiko.tanaka@northwind-trading.example', { kind: 'email', value: 'aiko.tanaka@northwind-trading.example', panel: { searchType: 11, params: { userId: 'aiko.tanaka@northwind-trading.example' } } }],
        ['First.Last+tag@Example.COM', { kind: 'email', value: 'First.Last+tag@Example.COM', panel: { searchType: 11, params: { userId: 'First.Last+tag@Example.COM' } } }],
        ['admin@corp.local', { kind: 'email', value: 'admin@corp.local', panel: { searchType: 11, params: { userId: 'admin@corp.local' } } }],
      ],
    ],
    [
      'not an e-mail address',
      [
        ['a..b@example.com', { kind: 'text', value: 'a..b@example.com' }],
        ['.a@example.com', { kind: 'text', value: '.a@example.com' }],
        ['user@', { kind: 'text', value: 'user@' }],
        ['@example.com', { kind: 'text', value: '@example.com' }],
        ['user@localhost', { kind: 'text', value: 'user@localhost' }],
      ],
    ],
    [
      'hashes: SHA-1 → file panel (3); MD5 and SHA-256 → no panel; lower-cased',
      [
        [SHA1, { kind: 'sha1', value: SHA1, panel: { searchType: 3, params: { sha1: SHA1 } } }],
        [SHA1.toUpperCase(), { kind: 'sha1', value: SHA1, panel: { searchType: 3, params: { sha1: SHA1 } } }],
        [MD5, { kind: 'md5', value: MD5 }],
        [MD5.toUpperCase(), { kind: 'md5', value: MD5 }],
        [SHA256, { kind: 'sha256', value: SHA256 }],
        [` ${SHA256.toUpperCase()}\n`, { kind: 'sha256', value: SHA256 }],
        [`${SHA1}0`, { kind: 'text', value: `${SHA1}0` }],
        [`${MD5.slice(0, 31)}g`, { kind: 'hostname', value: `${MD5.slice(0, 31)}g` }],
      ],
    ],
    [
      'host names → no panel',
      [
        ['WIN-DC01', { kind: 'hostname', value: 'WIN-DC01' }],
        ['laptop042', { kind: 'hostname', value: 'laptop042' }],
        ['localhost', { kind: 'hostname', value: 'localhost' }],
        ['dc01.corp.local', { kind: 'hostname', value: 'dc01.corp.local' }],
        ['fileserver.internal.', { kind: 'hostname', value: 'fileserver.internal' }],
        ['nas.home.arpa', { kind: 'hostname', value: 'nas.home.arpa' }],
      ],
    ],
    [
      'free text and blank',
      [
        ['mimikatz', { kind: 'text', value: 'mimikatz' }],
        ['CVE-2021-44228', { kind: 'text', value: 'CVE-2021-44228' }],
        ['12345', { kind: 'text', value: '12345' }],
        ['powershell -enc', { kind: 'text', value: 'powershell -enc' }],
        ['-leading', { kind: 'text', value: '-leading' }],
        ['fe80::1%eth0', { kind: 'text', value: 'fe80::1%eth0' }],
        ['', { kind: 'empty', value: '' }],
        ['   \t\n', { kind: 'empty', value: '' }],
      ],
    ],
  ])('%s', (_group, cases) => {
    it.each(cases)('%j', (input, expected) => {
      expect(classifyKeyword(input)).toEqual(expected);
    });
  });
});

describe('isIpv6', () => {
  it.each(['::', '::1', '1:2:3:4:5:6:7:8', '1::', '1:2:3:4:5:6::8', '::ffff:1.2.3.4', 'abcd:ef01::'])('%s is IPv6', (text) => {
    expect(isIpv6(text)).toBe(true);
  });
  it.each([':::', '1::2::3', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7', ':1:2:3:4:5:6:7', '1:2:3:4:5:6:7:', '12345::', 'g::1', '::1.2.3.256', '1.2.3.4', '1:2:3:4:5:6:7::8'])(
    '%s is not IPv6',
    (text) => {
      expect(isIpv6(text)).toBe(false);
    },
  );
});

describe('panelEventDetail (contract §7)', () => {
  it('builds the toggleDrawer detail with search_type and params', () => {
    expect(panelEventDetail({ searchType: 6, params: { ip: '8.8.8.8' } })).toEqual({ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } });
    expect(panelEventDetail({ searchType: 11, params: { userId: 'a@b.example' } })).toEqual({ type: 'toggleDrawer', search_type: 11, params: { userId: 'a@b.example' } });
  });
});

// Issue 13: the command palette classifies what is typed with the same rules; the edges analysts paste.
describe('classifyKeyword: edges of pasted indicators (issue 13)', () => {
  const ip = (value: string, params: Record<string, string> = {}): KeywordClassification => ({ kind: 'ipv4', value, panel: { searchType: 6, params: { ip: value, ...params } } });
  const privateIp = (value: string): KeywordClassification => ({ kind: 'ipv4', value, isPrivate: true });
  const text = (value: string): KeywordClassification => ({ kind: 'text', value });
  const domain = (value: string): KeywordClassification => ({ kind: 'domain', value, panel: { searchType: 5, params: { domain: value } } });
  const url = (value: string): KeywordClassification => ({ kind: 'url', value, panel: { searchType: 4, params: { url: value } } });

  describe.each<[string, Case[]]>([
    [
      'trailing dots',
      [
        ['8.8.8.8.', ip('8.8.8.8')],
        ['8.8.8.8:53.', ip('8.8.8.8', { port: '53' })],
        ['192.168.0.1.', privateIp('192.168.0.1')],
        ['8.8.8.8..', text('8.8.8.8..')],
        ['Example.COM.', domain('example.com')],
        ['example.com..', text('example.com..')],
        ['.example.com', text('.example.com')],
        ['dc01.corp.local.', { kind: 'hostname', value: 'dc01.corp.local' }],
      ],
    ],
    [
      'hex lengths around the digests (32 MD5, 40 SHA-1, 64 SHA-256), any case',
      [
        [SHA1.slice(0, 39), text(SHA1.slice(0, 39))],
        [`${SHA1}a`, text(`${SHA1}a`)],
        [SHA1.toUpperCase().slice(0, 39), text(SHA1.toUpperCase().slice(0, 39))],
        [`${SHA1.slice(0, 20)}${SHA1.slice(20).toUpperCase()}`, { kind: 'sha1', value: SHA1, panel: { searchType: 3, params: { sha1: SHA1 } } }],
        [MD5.slice(0, 31), text(MD5.slice(0, 31))],
        [`${MD5}0`, text(`${MD5}0`)],
        [SHA256.slice(0, 63), text(SHA256.slice(0, 63))],
        [`${SHA256}f`, text(`${SHA256}f`)],
        [`${SHA1.slice(0, 39)}g`, { kind: 'hostname', value: `${SHA1.slice(0, 39)}g` }],
        ['deadbeef', text('deadbeef')],
      ],
    ],
    [
      'IPv4 out of range or malformed',
      [
        ['256.1.1.1', text('256.1.1.1')],
        ['999.999.999.999', text('999.999.999.999')],
        ['1.2.3.-4', text('1.2.3.-4')],
        ['1..2.3', text('1..2.3')],
        ['8.8.8.8:0', text('8.8.8.8:0')],
        ['8.8.8.8:65536', text('8.8.8.8:65536')],
        ['8.8.8.8:', text('8.8.8.8:')],
      ],
    ],
    [
      'ports',
      [
        ['8.8.8.8:65535', ip('8.8.8.8', { port: '65535' })],
        ['[2001:db8::1]:443', { kind: 'ipv6', value: '2001:db8::1', panel: { searchType: 6, params: { ip: '2001:db8::1', port: '443' } } }],
        ['[2001:db8::1]:70000', text('[2001:db8::1]:70000')],
        ['[not:an:ip]:443', text('[not:an:ip]:443')],
        ['https://example.com:8443/a', url('https://example.com:8443/a')],
        ['evil.example:65536/x', text('evil.example:65536/x')],
      ],
    ],
    [
      'paths',
      [
        ['example.com/', url('example.com/')],
        ['example.com/a/b?c=d#e', url('example.com/a/b?c=d#e')],
        ['8.8.8.8/index.html', url('8.8.8.8/index.html')],
        ['192.168.1.1/admin', url('192.168.1.1/admin')],
        ['8.8.8.0/24', text('8.8.8.0/24')],
        ['/etc/passwd', text('/etc/passwd')],
        ['C:\\Windows\\System32\\cmd.exe', text('C:\\Windows\\System32\\cmd.exe')],
      ],
    ],
    [
      'international domain names',
      [
        ['BÜCHER.DE', domain('bücher.de')],
        ['XN--BCHER-KVA.DE', domain('xn--bcher-kva.de')],
        ['例え.テスト', domain('例え.テスト')],
        ['例え。テスト', domain('例え.テスト')],
        ['münchen.example.com/pfad', url('münchen.example.com/pfad')],
        ['xn--.com', text('xn--.com')],
      ],
    ],
    [
      'full-width forms from a Japanese input method',
      [
        ['８．８．８．８', ip('8.8.8.8')],
        ['１９２．１６８．０．１', privateIp('192.168.0.1')],
        ['ＥＸＡＭＰＬＥ．ＣＯＭ', domain('example.com')],
        [SHA1.replace(/[0-9a-f]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)), { kind: 'sha1', value: SHA1, panel: { searchType: 3, params: { sha1: SHA1 } } }],
        ['ｍｉｍｉｋａｔｚ', text('ｍｉｍｉｋａｔｚ')],
      ],
    ],
    [
      'private ranges (spec 001 §5: 10/8, 172.16/12, 192.168/16) and their neighbours',
      [
        ['10.0.0.0', privateIp('10.0.0.0')],
        ['10.255.255.255', privateIp('10.255.255.255')],
        ['9.255.255.255', ip('9.255.255.255')],
        ['11.0.0.0', ip('11.0.0.0')],
        ['172.16.0.0', privateIp('172.16.0.0')],
        ['172.31.255.255', privateIp('172.31.255.255')],
        ['192.168.0.0', privateIp('192.168.0.0')],
        ['192.168.255.255', privateIp('192.168.255.255')],
        ['192.167.255.255', ip('192.167.255.255')],
        ['192.169.0.0', ip('192.169.0.0')],
        ['10.1.2.3:445', privateIp('10.1.2.3')],
        ['１０．０．０．１', privateIp('10.0.0.1')],
      ],
    ],
  ])('%s', (_group, cases) => {
    it.each(cases)('%j', (input, expected) => {
      expect(classifyKeyword(input)).toEqual(expected);
    });
  });
});
