import { i18n } from '@lingui/core';
import { formatRelativeTime, relativeTimeParts } from './format-relative-time.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const ago = (ms: number) => formatRelativeTime(NOW - ms, NOW);

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [4 * MINUTE, 'Just now'],
    [5 * MINUTE, 'Just now'],
    [5 * MINUTE + SECOND, '5 minutes ago'],
    [6 * MINUTE, '6 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [119 * MINUTE, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [24 * HOUR - SECOND, '23 hours ago'],
    [24 * HOUR, '1 day ago'],
    [2 * DAY, '2 days ago'],
    [400 * DAY, '400 days ago'],
  ])('%d ms ago reads "%s"', (elapsed, expected) => {
    expect(ago(elapsed)).toBe(expected);
  });

  it('treats times in the future (clock skew) as just now', () => {
    expect(formatRelativeTime(NOW + HOUR, NOW)).toBe('Just now');
  });

  it('accepts ISO text, epoch milliseconds and dates', () => {
    expect(formatRelativeTime('2026-11-21T09:00:00Z', NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date(NOW - 2 * DAY), new Date(NOW))).toBe('2 days ago');
    expect(formatRelativeTime(String(NOW - 10 * MINUTE), NOW)).toBe('10 minutes ago');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN])('shows a dash for %s', (value) => {
    expect(formatRelativeTime(value, NOW)).toBe('-');
  });

  it('uses the current time when no reference is given', () => {
    expect(formatRelativeTime(Date.now() - 2 * HOUR)).toBe('2 hours ago');
  });

  it('translates through the given i18n instance, with the catalogue plural rules', () => {
    i18n.load('ja', {
      'COMMON.HOURS_AGO': '{count, plural, other {#時間前}}',
      'COMMON.JUST_NOW': 'たった今',
    });
    const ja = i18n;
    ja.activate('ja');
    try {
      expect(formatRelativeTime(NOW - 3 * HOUR, NOW, ja)).toBe('3時間前');
      expect(formatRelativeTime(NOW, NOW, ja)).toBe('たった今');
    } finally {
      ja.activate('en');
    }
  });
});

describe('relativeTimeParts', () => {
  it('returns the bucket and the whole count', () => {
    expect(relativeTimeParts(NOW - 90 * MINUTE, NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTimeParts(NOW - 3 * DAY - HOUR, NOW)).toEqual({ unit: 'days', count: 3 });
  });
});
