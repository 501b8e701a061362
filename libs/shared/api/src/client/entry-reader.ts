import { z } from 'zod/mini';

/**
 * Reads a list's entries one at a time (so a caller may pause between slices), keeping what `item`
 * reads and leaving the rest out. `result` is the rule for a list an answer is made of: when there were
 * entries and none could be read, the list is bad data, reported with the first entry's issues.
 */
export function entryReader<S extends z.core.$ZodType>(item: S) {
  const read: z.output<S>[] = [];
  let count = 0;
  let firstFailure: { index: number; input: unknown; issues: readonly z.core.$ZodIssue[] } | undefined;
  return {
    read,
    add(entry: unknown, index: number = count) {
      count += 1;
      const parsed = z.safeParse(item, entry);
      if (parsed.success) read.push(parsed.data);
      else firstFailure ??= { index, input: entry, issues: parsed.error.issues };
    },
    result(context: z.core.ParsePayload): z.output<S>[] {
      if (read.length > 0 || !firstFailure) return read;
      const { index, input, issues } = firstFailure;
      for (const issue of issues) context.issues.push({ code: 'custom', message: issue.message, input, path: [index, ...issue.path] });
      return z.NEVER;
    },
  };
}
