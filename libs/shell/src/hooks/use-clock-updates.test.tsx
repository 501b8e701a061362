import { act, renderHook } from '@testing-library/react';
import { CLOCK_TICK_MS, useClockValue } from './use-clock.ts';

// Every state update React is given, counted: an update whose value did not change still stays queued
// on a component that does not render again (react#28981), so the clock must not send one.
const updates = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const useState = ((initial: unknown) => {
    const [value, set] = react.useState(initial);
    const counted = (next: unknown) => {
      updates.count += 1;
      set(next);
    };
    return [value, counted];
  }) as typeof react.useState;
  return { ...react, default: { ...react, useState }, useState };
});

beforeEach(() => {
  vi.useFakeTimers();
  updates.count = 0;
});
afterEach(() => vi.useRealTimers());

describe('useClockValue updates', () => {
  it('sends React no update while the selected value stays the same (a time zone offset for hours)', () => {
    const offset = () => 'UTC+09:00';
    renderHook(() => useClockValue(offset, { now: () => Date.now() }));
    act(() => vi.advanceTimersByTime(3_600 * CLOCK_TICK_MS));
    expect(updates.count).toBe(0);
  });

  it('sends one update per change of the selected value', () => {
    const minute = (time: number) => Math.floor(time / 60_000);
    const { result } = renderHook(() => useClockValue(minute, { now: () => Date.now() }));
    const first = result.current;
    act(() => vi.advanceTimersByTime(180 * CLOCK_TICK_MS));
    expect(result.current).toBe(first + 3);
    expect(updates.count).toBe(3);
  });
});
