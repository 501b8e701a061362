import { createFirstPaintGate, IDLE_TIMEOUT_MS } from './first-paint.ts';

describe('createFirstPaintGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const env = () => ({
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: () => void) => setTimeout(fn, 16),
    requestIdleCallback: (fn: () => void, { timeout }: { timeout: number }) => setTimeout(fn, Math.min(timeout, 50)),
  });

  it('stays closed until the first route has painted and the browser is idle', async () => {
    const gate = createFirstPaintGate(env());
    const opened = vi.fn();
    gate.subscribe(opened);
    await vi.advanceTimersByTimeAsync(1000);
    expect(gate.isOpen()).toBe(false);
    gate.markPainted();
    // A frame (16 ms), the task after it, then the idle callback (50 ms here).
    await vi.advanceTimersByTimeAsync(16);
    expect(opened).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60);
    expect(gate.isOpen()).toBe(true);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('never opens by time alone: a slow first paint still comes first', async () => {
    const gate = createFirstPaintGate(env());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gate.isOpen()).toBe(false);
    const opened = gate.opened();
    gate.markPainted();
    await vi.advanceTimersByTimeAsync(100);
    await expect(opened).resolves.toBeUndefined();
  });

  it('waits for idle at most its timeout, and without requestIdleCallback a task', async () => {
    const busy = createFirstPaintGate({ ...env(), requestIdleCallback: (fn, { timeout }) => setTimeout(fn, timeout) });
    busy.markPainted();
    await vi.advanceTimersByTimeAsync(16 + IDLE_TIMEOUT_MS + 5);
    expect(busy.isOpen()).toBe(true);

    const plain = createFirstPaintGate({ setTimeout: (fn, ms) => setTimeout(fn, ms) });
    plain.markPainted();
    await vi.advanceTimersByTimeAsync(5);
    expect(plain.isOpen()).toBe(true);
  });

  it('notifies once, however often the paint is marked', async () => {
    const gate = createFirstPaintGate(env());
    const opened = vi.fn();
    gate.subscribe(opened);
    gate.markPainted();
    gate.markPainted();
    await vi.advanceTimersByTimeAsync(1000);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
