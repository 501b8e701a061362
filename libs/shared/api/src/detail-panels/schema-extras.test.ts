import { z } from 'zod';
import { looseEnum, optTimestamp, recordEnvelope, textOrList } from './schema-extras.ts';

describe('optTimestamp', () => {
  it('reads ISO text, epoch seconds and epoch milliseconds as ISO text', () => {
    expect(optTimestamp.parse('2026-11-20T09:30:00+09:00')).toBe('2026-11-20T00:30:00.000Z');
    expect(optTimestamp.parse(1795685400)).toBe('2026-11-26T09:30:00.000Z');
    expect(optTimestamp.parse(1795685400000)).toBe('2026-11-26T09:30:00.000Z');
    expect(optTimestamp.parse('1795685400000')).toBe('2026-11-26T09:30:00.000Z');
  });
  it('reads missing, zero and unreadable values as undefined', () => {
    for (const value of [undefined, null, 0, '', 'yesterday', 1e20, { at: 1 }]) expect(optTimestamp.parse(value)).toBeUndefined();
  });
});

describe('recordEnvelope', () => {
  const schema = recordEnvelope(z.looseObject({ name: z.string().optional() }));
  it('accepts { data: record } or the bare record', () => {
    expect(schema.parse({ data: { name: 'a' } })).toMatchObject({ name: 'a' });
    expect(schema.parse({ name: 'b' })).toMatchObject({ name: 'b' });
  });
  it('rejects a data key that holds no record, and non-objects', () => {
    for (const garbage of [{ data: 'oops' }, { data: null }, 'text', 42, null, [1, 2]]) expect(schema.safeParse(garbage).success).toBe(false);
  });
});

describe('textOrList and looseEnum', () => {
  it('reads one text or a list', () => {
    expect(textOrList.parse('a')).toEqual(['a']);
    expect(textOrList.parse(['a', null, 2])).toEqual(['a', '2']);
    expect(textOrList.parse(undefined)).toEqual([]);
    expect(textOrList.parse({ x: 1 })).toEqual([]);
  });
  it('matches case-insensitively and reads anything else as undefined', () => {
    const level = looseEnum(['high', 'medium', 'low']);
    expect(level.parse('HIGH')).toBe('high');
    expect(level.parse('critical')).toBeUndefined();
    expect(z.object({ level }).parse({})).toEqual({ level: undefined });
  });
});
