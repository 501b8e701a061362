import { act, renderHook } from '@testing-library/react';
import { LIST_DISPLAY_LIMIT, showMoreCounts, useShowMore } from './use-show-more.ts';

describe('view more / view less at 10 (spec 001 §2.2, §9)', () => {
  it('the limit is 10', () => {
    expect(LIST_DISPLAY_LIMIT).toBe(10);
  });

  it.each([
    [0, 0, 0, false],
    [9, 9, 0, false],
    [10, 10, 0, false],
    [11, 10, 1, true],
    [34, 10, 24, true],
  ])('%i entries show %i, hide %i, toggle %s', (total, visible, hidden, canToggle) => {
    expect(showMoreCounts(total, false)).toEqual({ visibleCount: visible, hiddenCount: hidden, canToggle });
  });

  it('expanded shows every entry', () => {
    expect(showMoreCounts(34, true).visibleCount).toBe(34);
  });

  it('toggles between the first 10 and all', () => {
    const { result } = renderHook(() => useShowMore(25));
    expect(result.current.visibleCount).toBe(10);
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ expanded: true, visibleCount: 25 });
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ expanded: false, visibleCount: 10 });
  });
});
