import { chartTime } from './chart-time.ts';

// The unit tests run in UTC, where local and UTC midnight coincide, so this checks the day's parts
// (the old reading, UTC midnight, also passes here; west of UTC it gave the evening before).
describe('chartTime', () => {
  it('puts a calendar day at its local midnight: that day in every zone', () => {
    const day = new Date(chartTime('2026-11-19'));
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours(), day.getMinutes()]).toEqual([2026, 10, 19, 0, 0]);
  });

  it('puts an instant where it is; no time is NaN', () => {
    expect(chartTime('2026-11-19T10:00:00.000Z')).toBe(Date.UTC(2026, 10, 19, 10));
    expect(chartTime(undefined)).toBeNaN();
    expect(chartTime('')).toBeNaN();
  });
});
