import { isPlainObject } from './plain-object.ts';

describe('isPlainObject', () => {
  it('takes objects, also from another realm, and refuses null, lists and other values', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const foreign = new (frame.contentWindow as unknown as typeof globalThis).Object();
    expect([{}, { a: 1 }, foreign].map(isPlainObject)).toEqual([true, true, true]);
    expect([null, undefined, [], 'x', 1].map(isPlainObject)).toEqual([false, false, false, false, false]);
    frame.remove();
  });
});
