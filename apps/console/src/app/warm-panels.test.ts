import { describe, expect, it, vi } from 'vitest';
import { WARM_PANELS_TIMEOUT_MS, warmPanelsWhenIdle, type WarmPanelsEnv } from './warm-panels.ts';

function idleEnv(overrides: Partial<WarmPanelsEnv> = {}) {
  const idle: Array<{ run: () => void; timeout: number }> = [];
  const env: WarmPanelsEnv = {
    requestIdleCallback: (run, options) => idle.push({ run, timeout: options.timeout }) - 1,
    cancelIdleCallback: (handle) => idle.splice(handle, 1),
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    ...overrides,
  };
  return { env, idle };
}

describe('warmPanelsWhenIdle', () => {
  it('fetches the panel chunks at the next idle moment, not before', () => {
    const { env, idle } = idleEnv();
    const preload = vi.fn(() => Promise.resolve());
    warmPanelsWhenIdle(env, preload);
    expect(preload).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(WARM_PANELS_TIMEOUT_MS);
    idle[0]?.run();
    expect(preload).toHaveBeenCalledOnce();
  });

  it('fetches nothing ahead when the user asked to save data', () => {
    const { env, idle } = idleEnv({ saveData: true });
    const preload = vi.fn(() => Promise.resolve());
    warmPanelsWhenIdle(env, preload);
    expect(idle).toHaveLength(0);
    expect(preload).not.toHaveBeenCalled();
  });

  it('an unmount before the idle moment cancels the warm-up', () => {
    const { env, idle } = idleEnv();
    const preload = vi.fn(() => Promise.resolve());
    const cancel = warmPanelsWhenIdle(env, preload);
    cancel();
    expect(idle).toHaveLength(0);
  });

  it('without idle callbacks, it waits for the next task', () => {
    vi.useFakeTimers();
    try {
      const preload = vi.fn(() => Promise.resolve());
      warmPanelsWhenIdle({ setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (h) => window.clearTimeout(h) }, preload);
      expect(preload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(preload).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
