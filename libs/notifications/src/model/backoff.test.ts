import { growDelay, INITIAL_RECONNECT_MS, MAX_RECONNECT_MS, shrinkDelay } from './backoff.ts';

describe('socket reconnect back-off (spec 000 §4.2)', () => {
  it('grows ×1.8 from 3 s and stops at 70 s', () => {
    const delays = [INITIAL_RECONNECT_MS];
    for (let i = 0; i < 8; i++) delays.push(growDelay(delays.at(-1)!));
    expect(delays.slice(0, 4)).toEqual([3000, 5400, 9720, 17496]);
    expect(delays.at(-1)).toBe(MAX_RECONNECT_MS);
  });
  it('shrinks ÷1.2 after a successful open, never below 3 s', () => {
    expect(shrinkDelay(12_000)).toBe(10_000);
    expect(shrinkDelay(3200)).toBe(3000);
    expect(shrinkDelay(3000)).toBe(3000);
  });
});
