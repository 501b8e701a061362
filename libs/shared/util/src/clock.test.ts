import { secondsUntil } from './clock.ts';

describe('secondsUntil', () => {
  it('rounds up to whole seconds', () => {
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(1, 0)).toBe(1);
  });
  it('is 0 once the deadline is reached or passed, and with no deadline', () => {
    expect(secondsUntil(5_000, 5_000)).toBe(0);
    expect(secondsUntil(5_000, 9_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBe(0);
    expect(secondsUntil(undefined, 0)).toBe(0);
  });
});
