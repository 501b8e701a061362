import { z } from 'zod/mini';
import { MAX_LABEL_LENGTH } from '@soc/util';
import { entriesOf, labelText, listOf, optBool, optNumber, optObject, optText } from './schema.ts';

describe('optText', () => {
  // The composed schema it replaces, as the oracle: the same answer for every kind of input.
  const composed = z.catch(z.nullish(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), undefined);

  it.each([
    ['a string', 'Endpoint'],
    ['an empty string', ''],
    ['a number', 42],
    ['zero', 0],
    ['a negative fraction', -1.5],
    ['infinity', Infinity],
    ['not a number', NaN],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['an object', { text: 'x' }],
    ['a list', ['x']],
  ])('reads %s as the composed schema does', (_, input) => {
    expect(optText.parse(input)).toStrictEqual(composed.parse(input));
  });

  it('reads an absent field of an object as absent', () => {
    const record = z.looseObject({ title: optText });
    expect(record.parse({})).toStrictEqual(z.looseObject({ title: composed }).parse({}));
  });
});

describe('optNumber (a malformed number is no data, never NaN or a failed record)', () => {
  it.each<[string, unknown, number | null | undefined]>([
    ['a number', 5, 5],
    ['a negative fraction', -3.5, -3.5],
    ['a number as text', '12', 12],
    ['a negative fraction as text', '-3.5', -3.5],
    ['null', null, null],
    ['undefined', undefined, undefined],
    ['text that is not a number', 'abc', undefined],
    ['empty text', '', undefined],
    ['blank text', ' ', undefined],
    ['exponent notation', '1e3', undefined],
    ['hex notation', '0x10', undefined],
    ['digits too many to be finite', '9'.repeat(400), undefined],
    ['not a number', NaN, undefined],
    ['infinity', Infinity, undefined],
    ['a boolean', true, undefined],
    ['an object', { n: 1 }, undefined],
  ])('reads %s', (_, input, expected) => {
    expect(optNumber.parse(input)).toStrictEqual(expected);
  });

  it('keeps the other fields of a record with one malformed number', () => {
    const record = z.looseObject({ n: optNumber, m: optNumber });
    expect(record.parse({ n: 'abc', m: 5 })).toStrictEqual({ n: undefined, m: 5 });
  });
});

describe('optBool (contract: flags are 0 or 1)', () => {
  it.each<[string, unknown, boolean | null | undefined]>([
    ['true', true, true],
    ['false', false, false],
    ['1', 1, true],
    ['0', 0, false],
    ['null', null, null],
    ['undefined', undefined, undefined],
    ['2', 2, undefined],
    ['-1', -1, undefined],
    ['"1" as text', '1', undefined],
    ['"true" as text', 'true', undefined],
  ])('reads %s', (_, input, expected) => {
    expect(optBool.parse(input)).toStrictEqual(expected);
  });
});

describe('optObject', () => {
  const shape = { name: optText, count: z.number() };
  // The inline form it replaces, as the oracle.
  const composed = z.catch(z.nullish(z.looseObject(shape)), undefined);
  const schema = optObject(shape);

  it.each([
    ['missing', undefined, undefined],
    ['null', null, null],
    ['a string', 'Endpoint', undefined],
    ['a list', [{ name: 'x', count: 1 }], undefined],
    ['an object with extra keys', { name: 'x', count: 1, extra: true }, { name: 'x', count: 1, extra: true }],
    ['an object with a bad field', { name: 'x', count: 'one' }, undefined],
  ])('reads %s as the inline form does', (_, input, expected) => {
    expect(schema.parse(input)).toStrictEqual(expected);
    expect(schema.parse(input)).toStrictEqual(composed.parse(input));
  });

  it('reads an absent field of a record as the inline form does', () => {
    expect(z.looseObject({ part: schema }).parse({})).toStrictEqual(z.looseObject({ part: composed }).parse({}));
  });
});

describe('labelText', () => {
  it('keeps a name up to the limit and cuts a longer one with an ellipsis', () => {
    const longest = 'n'.repeat(MAX_LABEL_LENGTH);
    expect(labelText.parse(longest)).toBe(longest);
    const cut = labelText.parse('n'.repeat(1_000_000));
    expect(cut).toHaveLength(MAX_LABEL_LENGTH);
    expect(cut?.endsWith('…')).toBe(true);
    expect(labelText.parse(undefined)).toBeUndefined();
    expect(labelText.parse(42)).toBe('42');
  });
});


describe('listOf (a list field of a record)', () => {
  const point = z.looseObject({ time: z.number() });
  const record = z.looseObject({ name: optText, history: listOf(point) });

  it('keeps the entries it can read and leaves the others out', () => {
    expect(record.parse({ name: 'x', history: [{ time: 1 }, null, 3, { time: 'late' }, { time: 2, extra: true }] })).toEqual({
      name: 'x',
      history: [{ time: 1 }, { time: 2, extra: true }],
    });
  });

  it.each([['missing', {}], ['null', { history: null }], ['no list', { history: 'soon' }], ['only unreadable entries', { history: [3, 5, 8] }]])(
    'reads a %s list as empty and keeps the rest of the record',
    (_, input) => {
      expect(record.parse({ name: 'x', ...input })).toEqual({ name: 'x', history: [] });
    },
  );
});

describe('entriesOf (the list an answer is made of)', () => {
  const rows = z.looseObject({ items: entriesOf(z.looseObject({ id: z.string() })) });

  it('keeps the entries it can read; missing or null is empty', () => {
    expect(rows.parse({ items: [{ id: 'a' }, null, { id: 7 }, { id: 'b' }] }).items).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(rows.parse({}).items).toEqual([]);
    expect(rows.parse({ items: null }).items).toEqual([]);
    expect(rows.parse({ items: [] }).items).toEqual([]);
  });

  it('fails an answer that is no list, or whose entries are all unreadable, naming the first entry', () => {
    expect(rows.safeParse({ items: 'x' }).success).toBe(false);
    const allBad = rows.safeParse({ items: [{ id: 1 }, null] });
    expect(allBad.success).toBe(false);
    expect(allBad.error?.issues.map((issue) => issue.path)).toEqual([['items', 0, 'id']]);
  });
});
