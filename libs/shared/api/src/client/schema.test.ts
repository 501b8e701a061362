import { z } from 'zod/mini';
import { optObject, optText } from './schema.ts';

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
