import { isPrivateIpv4 } from '@soc/util';
import { checkIp, normalizeIp, validateThreatActorForm } from './validation.ts';

describe('checkIp (spec 002 §5)', () => {
  it('needs a value and a dotted quad', () => {
    expect(checkIp('', 1)).toBe('SIMULATOR.S36_10');
    expect(checkIp('   ', 1)).toBe('SIMULATOR.S36_10');
    expect(checkIp('10.0.0', 1)).toBe('SIMULATOR.S36_11');
    expect(checkIp('256.1.1.1', 1)).toBe('SIMULATOR.S36_11');
    expect(checkIp('01.2.3.4', 1)).toBe('SIMULATOR.S36_11');
    expect(checkIp('10.0.0.1', 1)).toBeUndefined();
  });
  it('position 2 must be public, position 3 private', () => {
    expect(checkIp('192.168.1.1', 2)).toBe('SIMULATOR.S36_12');
    expect(checkIp('8.8.8.8', 2)).toBeUndefined();
    expect(checkIp('8.8.8.8', 3)).toBe('SIMULATOR.S36_13');
    expect(checkIp('172.20.0.1', 3)).toBeUndefined();
  });
  it('knows the private ranges', () => {
    expect(['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.1'].every(isPrivateIpv4)).toBe(true);
    expect(['172.15.0.1', '172.32.0.1', '192.169.0.1', '11.0.0.1'].some(isPrivateIpv4)).toBe(false);
  });
});

describe('validateThreatActorForm', () => {
  it('needs an appliance and ip1–ip3 for APT28; ip4/ip5 optional but checked when given', () => {
    expect(validateThreatActorForm('apt28', {})).toEqual({ appliance: 'SIMULATOR.S36_9', ip1: 'SIMULATOR.S36_10', ip2: 'SIMULATOR.S36_10', ip3: 'SIMULATOR.S36_10' });
    expect(validateThreatActorForm('apt28', { appliance: 'd', ip1: '10.0.0.1', ip2: '8.8.8.8', ip3: '10.0.0.3', ip4: 'x' })).toEqual({ ip4: 'SIMULATOR.S36_11' });
  });
  it('needs ip1–ip5 for Black Basta, format only (position 1)', () => {
    const errors = validateThreatActorForm('black_basta', { appliance: 'd', ip1: '10.0.0.1', ip2: '10.0.0.2', ip3: '8.8.8.8' });
    expect(errors).toEqual({ ip4: 'SIMULATOR.S36_10', ip5: 'SIMULATOR.S36_10' });
  });
});

describe('full-width input from a Japanese input method', () => {
  it('normalizeIp makes digits and dots half-width, reads 。 and ｡ as dots and drops blanks at either end', () => {
    expect(normalizeIp('１９２．１６８．０．１')).toBe('192.168.0.1');
    expect(normalizeIp('１０。２０。１。２１')).toBe('10.20.1.21');
    expect(normalizeIp('10｡0｡0｡1')).toBe('10.0.0.1');
    expect(normalizeIp('\u3000８．８．８．８\u3000')).toBe('8.8.8.8');
    expect(normalizeIp(undefined)).toBe('');
  });
  it('checks the half-width form: valid, and public or private as the address is', () => {
    expect(checkIp('１０．０．０．１', 1)).toBeUndefined();
    expect(checkIp('１９２。１６８。０。１', 3)).toBeUndefined();
    expect(checkIp('１９２．１６８．０．１', 2)).toBe('SIMULATOR.S36_12');
    expect(checkIp('８．８．８．８', 2)).toBeUndefined();
    expect(checkIp('\u3000', 1)).toBe('SIMULATOR.S36_10');
    expect(checkIp('１０．０．０', 1)).toBe('SIMULATOR.S36_11');
  });
  it('validateThreatActorForm takes full-width hosts', () => {
    expect(validateThreatActorForm('apt28', { appliance: 'd', ip1: '１０．０．０．１', ip2: '１０。０。０。２', ip3: '10｡0｡0｡3', ip4: '\u3000' })).toEqual({});
  });
});
