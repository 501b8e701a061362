import { renderHook, waitFor } from '@testing-library/react';
import { useUnreadTitle } from './use-unread-title.ts';

beforeEach(() => {
  document.title = 'Security Operations Console';
});

describe('useUnreadTitle', () => {
  it('puts the unread count in the title, follows it and restores the title on unmount', () => {
    const { rerender, unmount } = renderHook(({ count }) => useUnreadTitle(count), { initialProps: { count: 3 } });
    expect(document.title).toBe('(3) Security Operations Console');
    rerender({ count: 120 });
    expect(document.title).toBe('(120) Security Operations Console');
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
});
