import { renderHook, waitFor } from '@testing-library/react';
import { useUnreadTitle } from './use-unread-title.ts';

/**
 * A document of its own whose title writes are counted. After `limit` writes the title stops
 * changing, so a prefix loop ends (and shows in the count) instead of hanging the test.
 */
function countingDocument(title: string, limit = 50) {
  const doc = document.implementation.createHTMLDocument(title);
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'title');
  let writes = 0;
  Object.defineProperty(doc, 'title', {
    configurable: true,
    get: () => native?.get?.call(doc) as string,
    set: (value: string) => {
      writes += 1;
      if (writes <= limit) native?.set?.call(doc, value);
    },
  });
  return { doc, writes: () => writes };
}

beforeEach(() => {
  document.title = 'Security Operations Console';
});

describe('useUnreadTitle', () => {
  it('puts the unread count in the title, follows it and restores the title on unmount', () => {
    const { rerender, unmount } = renderHook(({ count }) => useUnreadTitle(count), { initialProps: { count: 3 } });
    expect(document.title).toBe('(3) Security Operations Console');
    rerender({ count: 12 });
    expect(document.title).toBe('(12) Security Operations Console');
    rerender({ count: 120 });
    expect(document.title).toBe('(99+) Security Operations Console');
    rerender({ count: 0 });
    expect(document.title).toBe('Security Operations Console');
    rerender({ count: 1 });
    unmount();
    expect(document.title).toBe('Security Operations Console');
  });

  it('keeps the prefix when a page changes the title', async () => {
    renderHook(() => useUnreadTitle(5));
    document.title = 'Reports';
    await waitFor(() => expect(document.title).toBe('(5) Reports'));
  });

  it.each([1e21, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER])('settles for a count of %d: one prefix, written once per title change', async (count) => {
    const { doc, writes } = countingDocument('About the console');
    renderHook(() => useUnreadTitle(count, doc));
    expect(doc.title).toBe('(99+) About the console');
    doc.title = 'Reports'; // a route changes the title; the observer puts the prefix back once
    await waitFor(() => expect(doc.title).toBe('(99+) Reports'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writes()).toBe(3);
  });
});
