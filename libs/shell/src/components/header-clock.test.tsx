import { act, screen } from '@testing-library/react';
import { renderCounts, renderWithProviders } from '@soc/testing';
import { HeaderClock } from './header-clock.tsx';

// The clock's icons stand for everything in the clock but its text.
const START = Date.UTC(2026, 10, 20, 9, 30, 0);
const onNavigate = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  renderCounts.reset();
});
afterEach(() => vi.useRealTimers());

describe('HeaderClock renders only what changes (issue 11, item 11)', () => {
  it('re-renders the time’s text each second, not the icons, offset or link around it', { timeout: 30_000 }, () => {
    renderWithProviders(<HeaderClock timeZone="Asia/Tokyo" settingsPath="/admin/timezone" onNavigate={onNavigate} />);
    const first = renderCounts.snapshot('Clock', 'Settings2', 'HeaderClock');
    expect(first.Clock).toBeGreaterThan(0);
    expect(first.HeaderClock).toBeGreaterThan(0);
    for (let second = 1; second <= 5; second++) {
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText(`18:30:0${second}`)).toBeInTheDocument();
    }
    expect(renderCounts.snapshot('Clock', 'Settings2', 'HeaderClock')).toEqual(first);
    // The counter sees the ticking text render: the equality above is not vacuous.
    expect(renderCounts.of('TickingTime')).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('UTC+09:00')).toBeInTheDocument();
  });
});
