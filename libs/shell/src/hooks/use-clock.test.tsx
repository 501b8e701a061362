import { act, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '@soc/testing';
import { HeaderClock } from '../components/header-clock.tsx';
import { CLOCK_TICK_MS, useClock } from './use-clock.ts';

const START = Date.UTC(2026, 10, 20, 9, 30, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('useClock', () => {
  it('ticks every second', () => {
    expect(CLOCK_TICK_MS).toBe(1000);
    const { result } = renderHook(() => useClock());
    expect(result.current).toBe(START);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(START);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(START + 1000);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(START + 4000);
  });

  it('stays frozen when not ticking (stories)', () => {
    const now = () => START;
    const { result } = renderHook(() => useClock({ now, ticking: false }));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(START);
  });

  it('stops its timer on unmount', () => {
    const { unmount } = renderHook(() => useClock());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

const onNavigate = () => undefined;

function Clock({ timeZone }: { timeZone: string }) {
  return <HeaderClock timeZone={timeZone} settingsPath="/admin/timezone" onNavigate={onNavigate} />;
}

describe('HeaderClock', () => {
  it('shows the time in its time zone and the offset, second by second', () => {
    renderWithProviders(<Clock timeZone="Asia/Tokyo" />);
    expect(screen.getByText('18:30:00')).toBeInTheDocument();
    expect(screen.getByText('UTC+09:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('18:30:01')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Time zone settings' })).toHaveAttribute('href', '/admin/timezone');
  });
});
