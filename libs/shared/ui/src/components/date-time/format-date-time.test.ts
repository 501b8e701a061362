import { formatDateTime, toIsoString } from './format-date-time.ts';
import { toTimestamp } from './to-timestamp.ts';

// The test run's time zone is UTC (tools/vite/shared.ts); the explicit option keeps this file stable anywhere.
const UTC = { timeZone: 'UTC' } as const;
const NOV_21 = Date.UTC(2026, 10, 21);

describe('formatDateTime', () => {
  it('formats ISO text and epoch milliseconds alike', () => {
    expect(formatDateTime('2026-11-21T06:01:02Z', 'en', UTC)).toBe('Nov 21, 2026, 06:01:02');
    expect(formatDateTime(Date.UTC(2026, 10, 21, 6, 1, 2), 'en', UTC)).toBe('Nov 21, 2026, 06:01:02');
  });

  it('follows the locale', () => {
    expect(formatDateTime('2026-11-21T18:01:02Z', 'ja', UTC)).toBe('2026年11月21日 18:01:02');
  });

  it('formats the pseudo-locale as English', () => {
    expect(formatDateTime(NOV_21, 'pseudo', UTC)).toBe('Nov 21, 2026, 00:00:00');
  });

  it('uses the browser time zone by default', () => {
    expect(formatDateTime('2026-11-21T06:01:02Z', 'en')).toBe('Nov 21, 2026, 06:01:02');
  });

  it('accepts format overrides', () => {
    expect(formatDateTime('2026-11-21T06:01:02Z', 'en', { ...UTC, timeZoneName: 'short' })).toBe('Nov 21, 2026, 06:01:02 UTC');
  });

  it('falls back to English for an unusable time zone instead of throwing', () => {
    expect(formatDateTime(NOV_21, 'en', { timeZone: 'Not/AZone' })).toBe('Nov 21, 2026, 00:00:00');
  });

  it('builds one formatter per locale and options, however many times it formats (a 250-item list)', () => {
    const Real = Intl.DateTimeFormat;
    // A constructor's mock must be a `function` so that `new` can call it.
    const build = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    } as typeof Real);
    const options = { ...UTC, era: 'short' } as const;
    const first = formatDateTime(NOV_21, 'ja', options);
    for (let minute = 1; minute < 250; minute += 1) formatDateTime(NOV_21 + minute * 60_000, 'ja', options);
    expect(formatDateTime(NOV_21, 'ja', options)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    formatDateTime(NOV_21, 'en', options);
    expect(build).toHaveBeenCalledTimes(2);
    build.mockRestore();
  });

  it.each([null, undefined, '', 'yesterday-ish', Number.NaN, new Date('nope')])('shows a dash for %s', (value) => {
    expect(formatDateTime(value, 'en')).toBe('-');
  });
});

describe('toTimestamp / toIsoString', () => {
  it('reads digits-only text as epoch milliseconds', () => {
    expect(toTimestamp('1700000000000')).toBe(1_700_000_000_000);
    expect(toIsoString(NOV_21)).toBe('2026-11-21T00:00:00.000Z');
    expect(toIsoString('garbage')).toBeUndefined();
  });
  it('reads a time no date can hold (beyond ±8.64e15 ms) as no time, so formatting shows a dash instead of throwing', () => {
    for (const value of [1e16, -1e16, '99999999999999999', new Date(8.64e15 + 1)]) {
      expect(toTimestamp(value)).toBeNull();
      expect(toIsoString(value)).toBeUndefined();
      expect(formatDateTime(value, 'en')).toBe('-');
    }
  });

  it('reads a placeholder time (0, negative, before 1971, after 9999) as no time, as the API does', () => {
    for (const value of [0, -1, 99, '0', '1970-06-01T00:00:00Z', '0001-01-01T00:00:00Z', 8.64e15, Date.UTC(10000, 0, 1)]) {
      expect(toTimestamp(value)).toBeNull();
      expect(formatDateTime(value, 'en')).toBe('-');
    }
    expect(toIsoString(Date.UTC(9999, 11, 31))).toBe('9999-12-31T00:00:00.000Z');
  });

  it('shows a calendar day as that day in every time zone, without a time', () => {
    expect(formatDateTime('2026-11-19', 'en', { timeZone: 'America/New_York' })).toBe('Nov 19, 2026');
    expect(formatDateTime('2026-11-19', 'ja', { timeZone: 'Pacific/Kiritimati' })).toBe('2026年11月19日');
    expect(toIsoString(' 2026-11-19 ')).toBe('2026-11-19');
    expect(formatDateTime('2026-11-19T00:00:00Z', 'en', { timeZone: 'America/New_York' })).toBe('Nov 18, 2026, 19:00:00');
  });
});
