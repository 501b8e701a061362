import { isIpv4, isPrivateIpv4 } from './ipv4.ts';

describe('isIpv4', () => {
  it.each(['0.0.0.0', '8.8.8.8', '255.255.255.255', '192.168.0.1'])('%s is a dotted quad', (text) => {
    expect(isIpv4(text)).toBe(true);
  });
  it.each(['256.1.1.1', '01.2.3.4', '1.2.3', '1.2.3.4.5', ' 1.2.3.4', '1.2.3.4:80', 'fe80::1', 'a.b.c.d', ''])('%s is not', (text) => {
    expect(isIpv4(text)).toBe(false);
  });
});

describe('isPrivateIpv4 (spec 001 §5)', () => {
  it.each(['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.254', '192.168.1.10', ' 192.168.0.1 '])('%s is private', (ip) => {
    expect(isPrivateIpv4(ip)).toBe(true);
  });
  it.each(['8.8.8.8', '172.15.0.1', '172.32.0.1', '192.169.0.1', '11.0.0.1', '10.0.0.256', '10.0.0', 'fe80::1', 'example.com', '', null, undefined])(
    '%s is not private',
    (ip) => {
      expect(isPrivateIpv4(ip)).toBe(false);
    },
  );
});

