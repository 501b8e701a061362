import { preloadPanels } from '@soc/detail-panels';

/** The longest wait for an idle moment before the panels' chunks are fetched. */
export const WARM_PANELS_TIMEOUT_MS = 2000;

export interface WarmPanelsEnv {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (run: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  /** `navigator.connection.saveData`: the user asked for less data, so nothing is fetched ahead. */
  saveData?: boolean;
}

const browserEnv = (): WarmPanelsEnv => ({
  requestIdleCallback: typeof window.requestIdleCallback === 'function' ? (run, options) => window.requestIdleCallback(run, options) : undefined,
  cancelIdleCallback: typeof window.cancelIdleCallback === 'function' ? (handle) => window.cancelIdleCallback(handle) : undefined,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
  saveData: (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
});

/**
 * Fetches the detail panels' chunks at the next idle moment (issue 11, item 10), so the first panel of
 * each kind opens without waiting for its code. Called once the overlays have mounted, which is itself
 * after the first paint. Returns a cancel for an unmount before the idle moment.
 */
export function warmPanelsWhenIdle(env: WarmPanelsEnv = browserEnv(), preload: () => Promise<void> = preloadPanels): () => void {
  if (env.saveData) return () => undefined;
  const run = () => void preload();
  if (env.requestIdleCallback) {
    const handle = env.requestIdleCallback(run, { timeout: WARM_PANELS_TIMEOUT_MS });
    return () => env.cancelIdleCallback?.(handle);
  }
  const handle = env.setTimeout(run, 0);
  return () => env.clearTimeout(handle);
}
