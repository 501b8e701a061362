import { act, renderHook } from '@testing-library/react';
import { sliceScheduler, useRenderedInSlices } from './use-rendered-in-slices.ts';

// The ui lib cannot import the testing entry (it depends on this lib); `holdSlices` there does the same.
const queue: (() => void)[] = [];
const next = () => act(() => queue.shift()?.());

beforeEach(() => {
  queue.length = 0;
  vi.spyOn(sliceScheduler, 'schedule').mockImplementation((run) => {
    queue.push(run);
    return () => void queue.splice(queue.indexOf(run), 1);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('useRenderedInSlices', () => {
  it('renders one slice, then one more per task until the goal', () => {
    const { result } = renderHook(() => useRenderedInSlices(25, 10));
    expect(result.current).toBe(10);
    next();
    expect(result.current).toBe(20);
    next();
    expect(result.current).toBe(25);
    expect(queue).toHaveLength(0);
  });

  it('schedules nothing for a list within one slice', () => {
    const { result } = renderHook(() => useRenderedInSlices(7, 10));
    expect(result.current).toBe(7);
    expect(queue).toHaveLength(0);
  });

  it('starts again from one slice when the restart key changes, and follows a longer or shorter goal', () => {
    const { result, rerender } = renderHook(({ goal, key }) => useRenderedInSlices(goal, 10, key), { initialProps: { goal: 30, key: 'wide' } });
    next();
    next();
    expect(result.current).toBe(30);
    rerender({ goal: 30, key: 'rail' });
    expect(result.current).toBe(10);
    rerender({ goal: 5, key: 'rail' });
    expect(result.current).toBe(5);
    rerender({ goal: 40, key: 'rail' });
    next();
    expect(result.current).toBe(20);
  });

  it('cancels the pending slice on unmount', () => {
    const { unmount } = renderHook(() => useRenderedInSlices(100, 10));
    expect(queue).toHaveLength(1);
    unmount();
    expect(queue).toHaveLength(0);
  });
});
