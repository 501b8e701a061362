import { isRecentRun, readLastRun, recordRun, REPEAT_WINDOW_MS, RUN_HISTORY_PREFIX } from './run-history.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 20, 9, 30);

describe('the 24-hour repeat rule (spec 002 §2.3, §9: do not repeat the same simulation within 24 hours)', () => {
  it('is 24 hours long', () => {
    expect(REPEAT_WINDOW_MS).toBe(86_400_000);
    expect(isRecentRun(T0, T0 + 24 * HOUR - 1)).toBe(true);
    expect(isRecentRun(T0, T0 + 23 * HOUR + 59 * 60 * 1000)).toBe(true);
    expect(isRecentRun(T0, T0 + 24 * HOUR)).toBe(false);
    expect(isRecentRun(T0, T0 + 25 * HOUR)).toBe(false);
  });

  it('calls a run just started recent, and one with no record not', () => {
    expect(isRecentRun(T0, T0)).toBe(true);
    expect(isRecentRun(undefined, T0)).toBe(false);
  });

  it('calls a run recorded after now recent (the clock was moved back): it warns rather than allow a repeat', () => {
    expect(isRecentRun(T0, T0 - HOUR)).toBe(true);
  });
});

describe('the last run per attack, kept in this browser', () => {
  it('reads back the time recorded, in milliseconds, per attack', () => {
    const storage = memoryStorage();
    recordRun('black_basta', T0, storage);
    expect(readLastRun('black_basta', storage)).toBe(T0);
    expect(readLastRun('apt28', storage)).toBeUndefined();
    expect(storage.data.get(`${RUN_HISTORY_PREFIX}black_basta`)).toBe(String(T0));
    recordRun('apt28', T0 + HOUR, storage);
    expect([readLastRun('apt28', storage), readLastRun('black_basta', storage)]).toEqual([T0 + HOUR, T0]);
  });

  it.each(['', '0', '-5', 'abc', 'NaN', 'Infinity', '1e16'])('reads a stored %j as no run', (stored) => {
    const storage = memoryStorage();
    storage.data.set(`${RUN_HISTORY_PREFIX}apt28`, stored);
    expect(readLastRun('apt28', storage)).toBeUndefined();
  });

  it('reads nothing and records nothing without storage, and a storage that refuses to write does not fail the run', () => {
    expect(readLastRun('apt28', undefined)).toBeUndefined();
    expect(() => recordRun('apt28', T0, undefined)).not.toThrow();
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(() => recordRun('apt28', T0, refusing)).not.toThrow();
  });
});
