import { createFirstPaintGate, IDLE_TIMEOUT_MS } from './first-paint.ts';

describe('createFirstPaintGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether the gate has opened, read without waiting. */
  function watch(gate: ReturnType<typeof createFirstPaintGate>) {
    const opened = vi.fn();
    void gate.opened().then(opened);
    return { opened, isOpen: () => opened.mock.calls.length > 0 };
  }

  const env = () => ({
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: () => void) => setTimeout(fn, 16),
    requestIdleCallback: (fn: () => void, { timeout }: { timeout: number }) => setTimeout(fn, Math.min(timeout, 50)),
  });

  it('stays closed until the first route has painted and the browser is idle', async () => {
    const gate = createFirstPaintGate(env());
    const { opened, isOpen } = watch(gate);
    await vi.advanceTimersByTimeAsync(1000);
    expect(isOpen()).toBe(false);
    gate.markPainted();
    // A frame (16 ms), the task after it, then the idle callback (50 ms here).
    await vi.advanceTimersByTimeAsync(16);
    expect(opened).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60);
    expect(isOpen()).toBe(true);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('never opens by time alone: a slow first paint still comes first', async () => {
    const gate = createFirstPaintGate(env());
    const { isOpen } = watch(gate);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(isOpen()).toBe(false);
    const opened = gate.opened();
    gate.markPainted();
    await vi.advanceTimersByTimeAsync(100);
    await expect(opened).resolves.toBeUndefined();
  });

  it('waits for idle at most its timeout, and without requestIdleCallback a task', async () => {
    const busy = createFirstPaintGate({ ...env(), requestIdleCallback: (fn, { timeout }) => setTimeout(fn, timeout) });
    const busyGate = watch(busy);
    busy.markPainted();
    await vi.advanceTimersByTimeAsync(16 + IDLE_TIMEOUT_MS + 5);
    expect(busyGate.isOpen()).toBe(true);

    const plain = createFirstPaintGate({ setTimeout: (fn, ms) => setTimeout(fn, ms) });
    const plainGate = watch(plain);
    plain.markPainted();
    await vi.advanceTimersByTimeAsync(5);
    expect(plainGate.isOpen()).toBe(true);
  });

  it('waits for one frame, however often the paint is marked', async () => {
    const frames = vi.fn((fn: () => void) => setTimeout(fn, 16));
    const gate = createFirstPaintGate({ ...env(), requestAnimationFrame: frames });
    const { opened } = watch(gate);
    gate.markPainted();
    gate.markPainted();
    await vi.advanceTimersByTimeAsync(1000);
    expect(frames).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
