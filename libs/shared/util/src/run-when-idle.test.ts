import { describe, expect, it, vi } from 'vitest';
import { runWhenIdle, type IdleEnv } from './run-when-idle.ts';

describe('runWhenIdle', () => {
  it('runs at the next idle moment, with the given deadline, and can be cancelled before', () => {
    const idle = new Map<number, { run: () => void; timeout: number }>();
    const env: IdleEnv = {
      requestIdleCallback: (run, options) => {
        idle.set(idle.size, { run, timeout: options.timeout });
        return idle.size - 1;
      },
      cancelIdleCallback: (handle) => void idle.delete(handle),
      setTimeout: () => 0,
      clearTimeout: () => undefined,
    };
    const run = vi.fn();
    runWhenIdle(run, 2000, env);
    expect(run).not.toHaveBeenCalled();
    expect(idle.get(0)?.timeout).toBe(2000);
    idle.get(0)?.run();
    expect(run).toHaveBeenCalledOnce();

    const cancel = runWhenIdle(run, 2000, env);
    cancel();
    expect(idle.has(1)).toBe(false);
  });

  it('without idle callbacks, runs in the next task unless cancelled', () => {
    vi.useFakeTimers();
    try {
      const env: IdleEnv = { setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (handle) => window.clearTimeout(handle) };
      const run = vi.fn();
      runWhenIdle(run, 2000, env);
      const cancelled = vi.fn();
      runWhenIdle(cancelled, 2000, env)();
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(run).toHaveBeenCalledOnce();
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
