import { act, renderHook } from '@testing-library/react';
import { REVEAL_PAGE_SIZE, revealCounts, useRevealInPages } from './use-reveal-in-pages.ts';

describe('a long list revealed a page at a time', () => {
  it.each([
    [0, 1, 0, 0, 0],
    [40, 1, 40, 0, 0],
    [50, 1, 50, 0, 0],
    [51, 1, 50, 1, 1],
    [10_000, 1, 50, 9_950, 50],
    [10_000, 3, 150, 9_850, 50],
    [120, 3, 120, 0, 0],
  ])('%i entries after %i page(s): %i shown, %i left, next %i', (total, pages, visibleCount, remaining, nextCount) => {
    expect(revealCounts(total, pages)).toEqual({ visibleCount, remaining, nextCount });
  });

  it('shows one more page each time', () => {
    const { result } = renderHook(() => useRevealInPages(120));
    expect(result.current).toMatchObject({ visibleCount: REVEAL_PAGE_SIZE, remaining: 70, nextCount: 50 });
    act(() => result.current.showMore());
    expect(result.current).toMatchObject({ visibleCount: 100, remaining: 20, nextCount: 20 });
    act(() => result.current.showMore());
    expect(result.current).toMatchObject({ visibleCount: 120, remaining: 0, nextCount: 0 });
  });
});
