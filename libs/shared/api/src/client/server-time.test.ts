import { parseServerTime, serverCalendarDay, serverTimeMs, serverTimeText } from './server-time.ts';

const NOV_19_10H_UTC = Date.UTC(2026, 10, 19, 10, 0, 0);

describe('parseServerTime', () => {
  it('reads epoch milliseconds and seconds, as numbers or digits', () => {
    expect(serverTimeMs(NOV_19_10H_UTC)).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs(NOV_19_10H_UTC / 1000)).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs(String(NOV_19_10H_UTC))).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs(` ${NOV_19_10H_UTC / 1000} `)).toBe(NOV_19_10H_UTC);
  });

  it('reads ISO text with an offset as that moment, and without one as UTC (the same moment in every zone)', () => {
    expect(serverTimeMs('2026-11-19T19:00:00+09:00')).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs('2026-11-19T19:00:00+0900')).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs('2026-11-19T19:00+09')).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs('2026-11-19T10:00:00.000Z')).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs('2026-11-19T10:00:00')).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs('2026-11-19 10:00:00')).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs('2026-11-19T10:00:00.123456')).toBe(NOV_19_10H_UTC + 123);
    expect(serverTimeMs('Thu, 19 Nov 2026 10:00:00 GMT')).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs('19 Nov 2026 19:00 +0900')).toBe(NOV_19_10H_UTC);
  });

  it('reads numbers as ms only where the unit is ms (notifications): a small number stays a placeholder', () => {
    expect(serverTimeMs(5e9, 'ms')).toBeUndefined();
    expect(serverTimeMs(86_400_000, 'ms')).toBeUndefined();
    expect(serverTimeMs(String(NOV_19_10H_UTC), 'ms')).toBe(NOV_19_10H_UTC);
    expect(serverTimeMs(NOV_19_10H_UTC / 1000, 'ms')).toBeUndefined();
  });

  it('keeps a day sent without a time as that calendar day', () => {
    expect(parseServerTime('2026-11-19')).toEqual({ kind: 'date', date: '2026-11-19' });
    expect(parseServerTime('2026/11/19')).toEqual({ kind: 'date', date: '2026-11-19' });
    expect(serverTimeText('2026-11-19')).toBe('2026-11-19');
    expect(serverTimeMs('2026-11-19')).toBe(Date.UTC(2026, 10, 19));
    expect(serverTimeText(NOV_19_10H_UTC)).toBe('2026-11-19T10:00:00.000Z');
  });

  it.each([
    ['zero', 0],
    ['zero as text', '0'],
    ['negative', -1],
    ['negative text', '-5'],
    ['a small count', 99],
    ['the year-1 "zero date"', '0001-01-01T00:00:00Z'],
    ['before 1971', '1970-06-01'],
    ['after 9999', 253402300800000],
    ['a day that does not exist', '2026-02-30'],
    ['an hour that does not exist', '2026-11-19T25:00:00Z'],
    ['text in no known shape', 'Nov 19 2026'],
    ['a local-time guess', '11/19/2026'],
    ['text that merely ends in a zone', 'version 2 UTC'],
    ['other text that ends in a zone', 'foo 7 GMT'],
    ['empty text', ' '],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['a boolean', true],
    ['null', null],
    ['an object', { time: 1 }],
  ])('reads %s as no time', (_name, value) => {
    expect(parseServerTime(value)).toBeUndefined();
  });
});

describe('serverCalendarDay', () => {
  it('keeps the day ISO text names, in its own offset, not the UTC day of that moment', () => {
    // Tokyo midnight is 15:00 UTC the day before: a release date sent so is still 1 December.
    expect(serverCalendarDay('2026-12-01T00:00:00+09:00')).toBe('2026-12-01');
    expect(serverCalendarDay('2026-11-30T23:30:00-05:00')).toBe('2026-11-30');
    expect(serverCalendarDay('2026-11-02T00:00:00Z')).toBe('2026-11-02');
    expect(serverCalendarDay('2026-11-02T10:00:00')).toBe('2026-11-02');
  });

  it('keeps a day sent as one, and reads an epoch number as its UTC day', () => {
    expect(serverCalendarDay('2026-11-19')).toBe('2026-11-19');
    expect(serverCalendarDay('2026/11/19')).toBe('2026-11-19');
    expect(serverCalendarDay(Date.UTC(2027, 2, 1))).toBe('2027-03-01');
    expect(serverCalendarDay(Date.UTC(2027, 2, 1) / 1000)).toBe('2027-03-01');
  });

  it('reads no day from a placeholder, a day that does not exist or text in no known shape', () => {
    for (const value of [0, -1, 1e16, '2026-02-30', '2026-02-30T00:00:00+09:00', 'soon', '', null, undefined]) {
      expect(serverCalendarDay(value)).toBeUndefined();
    }
  });
});
