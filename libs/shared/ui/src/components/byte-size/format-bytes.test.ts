import { formatBytes, toByteCount } from './format-bytes.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0.00 B'],
    [1, '1.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 ** 2, '1.00 MB'],
    [5.25 * 1024 ** 2, '5.25 MB'],
    [1024 ** 3, '1.00 GB'],
    [1024 ** 4, '1.00 TB'],
    [1024 ** 5, '1024.00 TB'],
    [1234567, '1.18 MB'],
  ])('formats %d bytes as %s (base 1024, two decimals)', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('moves to the next unit when rounding would show 1024.00', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.00 MB');
    expect(formatBytes(1023.999)).toBe('1.00 KB');
  });

  it('accepts numeric strings, as some records send sizes as text', () => {
    expect(formatBytes('2048')).toBe('2.00 KB');
    expect(formatBytes(' 512 ')).toBe('512.00 B');
  });

  it.each([null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY, -1])('shows a dash for %s', (value) => {
    expect(formatBytes(value)).toBe('-');
  });

  it('parses only finite, non-negative counts', () => {
    expect(toByteCount(10)).toBe(10);
    expect(toByteCount('-5')).toBeNull();
    expect(toByteCount({})).toBeNull();
  });
});
