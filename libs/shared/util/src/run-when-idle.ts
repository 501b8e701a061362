/** What `runWhenIdle` schedules with: the browser's by default, a fake one in tests. */
export interface IdleEnv {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (run: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
}

export function browserIdleEnv(): IdleEnv {
  return {
    requestIdleCallback: typeof window.requestIdleCallback === 'function' ? (run, options) => window.requestIdleCallback(run, options) : undefined,
    cancelIdleCallback: typeof window.cancelIdleCallback === 'function' ? (handle) => window.cancelIdleCallback(handle) : undefined,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle),
  };
}

/**
 * Runs `run` when the browser is next idle, `timeoutMs` later at the latest; where there are no idle
 * callbacks, in the next task. Returns a cancel (for an unmount before then).
 */
export function runWhenIdle(run: () => void, timeoutMs: number, env: IdleEnv = browserIdleEnv()): () => void {
  if (env.requestIdleCallback) {
    const handle = env.requestIdleCallback(run, { timeout: timeoutMs });
    return () => env.cancelIdleCallback?.(handle);
  }
  const handle = env.setTimeout(run, 0);
  return () => env.clearTimeout(handle);
}
