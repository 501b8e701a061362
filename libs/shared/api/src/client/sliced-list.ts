import { z } from 'zod/mini';
import { entryReader } from './entry-reader.ts';

/** Items parsed between two yields: small enough that one slice stays well under a 50 ms task at 4× CPU. */
const ITEMS_PER_SLICE = 50;

/**
 * A list whose items are parsed a slice at a time, giving the browser the main thread between slices,
 * so a long answer (500 notifications, or a hostile one of thousands) never becomes one long task.
 * It reads as `entriesOf` does: an unreadable item is left out; a list of items none of which can be
 * read fails with the first one's issues and path. It parses only asynchronously (`request` does); a
 * list of at most one slice never yields.
 */
export function slicedList<S extends z.core.$ZodType>(item: S, itemsPerSlice: number = ITEMS_PER_SLICE) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform(async (items, context) => {
      const reader = entryReader(item);
      for (let index = 0; index < items.length; index += 1) {
        if (index > 0 && index % itemsPerSlice === 0) await yieldToBrowser();
        reader.add(items[index], index);
      }
      return reader.result(context);
    }),
  );
}

/** Lets input and rendering run: `scheduler.yield()` where the browser has it (it keeps the task's priority), else a macrotask. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
