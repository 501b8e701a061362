import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createFirstPaintGate } from './first-paint.ts';
import { preloaded } from './preloaded.tsx';

const noStyles = () => Promise.resolve();

function Piece({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('preloaded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const gate = () => createFirstPaintGate({ setTimeout: (fn, ms) => setTimeout(fn, ms) });

  it('requests its chunk only after the first paint, then renders it', async () => {
    const g = gate();
    const load = vi.fn(() => Promise.resolve({ default: Piece }));
    const Lazy = preloaded(load, g, noStyles);
    render(<Lazy label="menus" />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('menus')).toBeNull();

    g.markPainted();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('menus')).toBeInTheDocument();
  });

  it('loads earlier on intent, once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Piece }));
    const g = gate();
    const Lazy = preloaded(load, g, noStyles);
    void Lazy.preload();
    void Lazy.preload();
    g.markPainted();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mounts as a transition: a render of its parent before then still draws nothing', async () => {
    const g = gate();
    const Lazy = preloaded(() => Promise.resolve({ default: Piece }), g, noStyles);
    let rerender = () => {};
    function Parent() {
      const [count, setCount] = useState(0);
      rerender = () => setCount(count + 1);
      return <Lazy label={`menus ${count}`} />;
    }
    render(<Parent />);
    await act(async () => {
      g.markPainted();
      await vi.advanceTimersByTimeAsync(10);
      // The chunk is in: an urgent render here would mount the piece in one unyielding task.
      flushSync(rerender);
      expect(screen.queryByText(/menus/)).toBeNull();
    });
    expect(screen.getByText('menus 1')).toBeInTheDocument();
  });
});
