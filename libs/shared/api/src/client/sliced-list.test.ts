import { z } from 'zod/mini';
import { slicedList } from './sliced-list.ts';

/** An item schema that counts the items it has parsed, to see where the parse paused. */
function countingItem() {
  const seen = { count: 0 };
  const schema = z.pipe(
    z.number(),
    z.transform((value) => {
      seen.count += 1;
      return value * 10;
    }),
  );
  return { schema, seen };
}

describe('slicedList', () => {
  it('parses one slice, then gives the thread back before the next', async () => {
    const { schema, seen } = countingItem();
    const parsing = z.safeParseAsync(slicedList(schema, 2), [1, 2, 3, 4, 5]);
    expect(seen.count).toBe(2);
    expect(await parsing).toEqual({ success: true, data: [10, 20, 30, 40, 50] });
    expect(seen.count).toBe(5);
  });

  it('does not pause a list of one slice', async () => {
    const { schema, seen } = countingItem();
    const parsing = z.safeParseAsync(slicedList(schema, 3), [1, 2, 3]);
    expect(seen.count).toBe(3);
    expect((await parsing).data).toEqual([10, 20, 30]);
  });

  it('leaves out an unreadable item and keeps reading', async () => {
    const { schema, seen } = countingItem();
    const result = await z.safeParseAsync(z.object({ list: slicedList(schema, 2) }), { list: [1, 2, 'three', 4, 5] });
    expect(result).toEqual({ success: true, data: { list: [10, 20, 40, 50] } });
    expect(seen.count).toBe(4);
  });

  it('fails a list none of whose items can be read, with the first one\'s index in the path', async () => {
    const { schema } = countingItem();
    const result = await z.safeParseAsync(z.object({ list: slicedList(schema, 2) }), { list: ['one', 'two', 'three'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['list', 0]]);
    expect((await z.safeParseAsync(slicedList(schema), [])).data).toEqual([]);
  });

  it('gives what z.array gives for any list of good items', async () => {
    const item = z.object({ id: z.string(), tags: z.optional(z.array(z.string())) });
    const list = Array.from({ length: 130 }, (_, index) => ({ id: `n${index}`, tags: index % 3 ? ['a'] : undefined, extra: index }));
    expect((await z.safeParseAsync(slicedList(item), list)).data).toEqual(z.parse(z.array(item), list));
  });

  it('rejects what is not a list', async () => {
    expect((await z.safeParseAsync(slicedList(z.number()), { 0: 1 })).success).toBe(false);
  });
});
