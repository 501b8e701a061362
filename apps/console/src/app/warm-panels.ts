import { preloadPanels } from '@soc/detail-panels';
import { browserIdleEnv, runWhenIdle, type IdleEnv } from '@soc/util';

/** The longest wait for an idle moment before the panels' chunks are fetched. */
export const WARM_PANELS_TIMEOUT_MS = 2000;

export interface WarmPanelsEnv extends IdleEnv {
  /** `navigator.connection.saveData`: the user asked for less data, so nothing is fetched ahead. */
  saveData?: boolean;
}

const browserEnv = (): WarmPanelsEnv => ({
  ...browserIdleEnv(),
  saveData: (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
});

/**
 * Fetches the detail panels' chunks at the next idle moment (issue 11, item 10), so the first panel of
 * each kind opens without waiting for its code. Called once the overlays have mounted, which is itself
 * after the first paint. Returns a cancel for an unmount before the idle moment.
 */
export function warmPanelsWhenIdle(env: WarmPanelsEnv = browserEnv(), preload: () => Promise<void> = preloadPanels): () => void {
  if (env.saveData) return () => undefined;
  return runWhenIdle(() => void preload(), WARM_PANELS_TIMEOUT_MS, env);
}
