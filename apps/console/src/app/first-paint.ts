// The first route's paint, and what waits for it. Everything the first paint does not show (the
// header's menus, the bell, banners, dialogs, drawers, timers) is requested only after it, when the
// browser is idle, so the first download holds the frame and the page alone (issue 11, item 8).

/** The longest wait for an idle moment once painted. */
export const IDLE_TIMEOUT_MS = 300;

export interface FirstPaintEnv {
  setTimeout: (fn: () => void, ms: number) => unknown;
  requestAnimationFrame?: (fn: () => void) => unknown;
  requestIdleCallback?: (fn: () => void, options: { timeout: number }) => unknown;
}

const browserEnv = (): FirstPaintEnv => ({
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  requestAnimationFrame: typeof window.requestAnimationFrame === 'function' ? (fn) => window.requestAnimationFrame(fn) : undefined,
  requestIdleCallback: typeof window.requestIdleCallback === 'function' ? (fn, options) => window.requestIdleCallback(fn, options) : undefined,
});

/**
 * A gate that opens when the browser is idle after the first route painted. No timer opens it: on a
 * slow machine the page may take many seconds, and what waits must still come after it. The frame
 * marks the paint for every outcome (a page, a failed shell, a landing page opened elsewhere).
 */
export function createFirstPaintGate(env: FirstPaintEnv = browserEnv()) {
  let open = false;
  let painted = false;
  const listeners = new Set<() => void>();
  const openGate = () => {
    if (open) return;
    open = true;
    for (const listener of [...listeners]) listener();
  };
  const whenIdle = () => (env.requestIdleCallback ? env.requestIdleCallback(openGate, { timeout: IDLE_TIMEOUT_MS }) : env.setTimeout(openGate, 0));
  return {
    /** The first route's content is committed: open once a frame with it has been drawn and the browser is idle. */
    markPainted() {
      if (painted) return;
      painted = true;
      // The frame after the commit paints it; the task after that frame runs once it is on screen.
      const afterFrame = () => env.setTimeout(whenIdle, 0);
      if (env.requestAnimationFrame) env.requestAnimationFrame(afterFrame);
      else afterFrame();
    },
    /** `markPainted` has been called (the gate may still be waiting for its frame and idle moment). */
    isMarked: () => painted,
    /** Resolves when the gate opens. */
    opened(): Promise<void> {
      return open ? Promise.resolve() : new Promise((resolve) => listeners.add(() => resolve()));
    },
  };
}

export type FirstPaintGate = ReturnType<typeof createFirstPaintGate>;

/** The page's gate (one per page load). */
export const firstPaint: FirstPaintGate = createFirstPaintGate(typeof window === 'undefined' ? { setTimeout: () => undefined } : browserEnv());
