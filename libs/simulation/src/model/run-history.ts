// Spec 002 §2.3 / §9: the same simulation should not be repeated within 24 hours. The console
// remembers when each attack was last started on this browser and warns before a repeat.
import { isDateMs } from '@soc/util';
import type { ThreatActor } from './validation.ts';

export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const RUN_HISTORY_PREFIX = 'simulator:lastRun:';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readLastRun(attack: ThreatActor, store: Storage | undefined = storage()): number | undefined {
  const value = Number(store?.getItem(RUN_HISTORY_PREFIX + attack));
  // Storage is anyone's to write: a time no date can hold is no run.
  return value > 0 && isDateMs(value) ? value : undefined;
}

export function recordRun(attack: ThreatActor, at: number, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(RUN_HISTORY_PREFIX + attack, String(at));
  } catch {
    // Storage full or denied: the warning is a courtesy, the run itself went through.
  }
}

/** True when the attack ran less than 24 hours before `now` (a clock moved back counts as recent). */
export function isRecentRun(lastRun: number | undefined, now: number): boolean {
  return lastRun !== undefined && now - lastRun < REPEAT_WINDOW_MS;
}
