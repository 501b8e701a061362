import { connectivityOf, isProxyIpListTruncated, PROXY_IPS_TRUNCATED_AT, ringLabel } from './endpoint-display.ts';

describe('connectivityOf (spec 001 §2.5)', () => {
  it.each([
    ['connected', 'connected'],
    ['Connected', 'connected'],
    ['unknown', 'unknown'],
    ['disconnected', 'other'],
    ['offline', 'other'],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(connectivityOf(value)).toBe(expected);
  });
});

describe('ringLabel (spec 001 §2.5, §9: n … n − 8)', () => {
  it.each([
    [0, 'n'],
    [1, 'n - 1'],
    [3, 'n - 3'],
    [8, 'n - 8'],
  ])('ring %j → %j', (ring, label) => {
    expect(ringLabel(ring)).toBe(label);
  });

  it.each([9, -1, 1.5, null, undefined, Number.NaN])('ring %j has no label', (ring) => {
    expect(ringLabel(ring)).toBeUndefined();
  });
});

describe('proxy IP truncation (spec 001 §9)', () => {
  const ips = (n: number) => Array.from({ length: n }, (_, i) => `10.0.0.${i}`);
  it('flags 20 or more IPs, not 19', () => {
    expect(PROXY_IPS_TRUNCATED_AT).toBe(20);
    expect(isProxyIpListTruncated(ips(19))).toBe(false);
    expect(isProxyIpListTruncated(ips(20))).toBe(true);
    expect(isProxyIpListTruncated(ips(25))).toBe(true);
    expect(isProxyIpListTruncated([])).toBe(false);
  });
});
