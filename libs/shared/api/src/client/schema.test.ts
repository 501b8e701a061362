import { z } from 'zod/mini';
import { MAX_LABEL_LENGTH } from '@soc/util';
import { labelText, optObject, optText } from './schema.ts';

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

