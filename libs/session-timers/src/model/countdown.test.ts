import { announcementFor, formatMinutesSeconds } from './countdown.ts';

describe('countdown text', () => {
  it.each([[290, '4:50'], [61, '1:01'], [300, '5:00'], [9, '0:09']] as const)('%i s → %s', (s, text) => {
    expect(formatMinutesSeconds(s)).toBe(text);
  });

  it('announces whole minutes above 60 s, so the text changes once a minute', () => {
    expect(announcementFor(300)).toEqual({ unit: 'minutes', value: 5 });
    expect(announcementFor(241)).toEqual({ unit: 'minutes', value: 5 });
    expect(announcementFor(240)).toEqual({ unit: 'minutes', value: 4 });
    expect(announcementFor(61)).toEqual({ unit: 'minutes', value: 2 });
  });

  it('announces only at 60, 30 and 10 seconds in exact-seconds mode', () => {
    const said = new Set(Array.from({ length: 60 }, (_, i) => JSON.stringify(announcementFor(60 - i))));
    expect([...said].map((s) => JSON.parse(s).value)).toEqual([60, 30, 10]);
    expect(announcementFor(31).value).toBe(60);
    expect(announcementFor(30).value).toBe(30);
    expect(announcementFor(11).value).toBe(30);
    expect(announcementFor(10).value).toBe(10);
  });
});
