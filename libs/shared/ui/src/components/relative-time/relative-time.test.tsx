import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { RELATIVE_TIME_REFRESH_MS } from './relative-time.tsx';
import { RelativeTime } from './relative-time.tsx';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('RelativeTime', () => {
  it('renders a <time> with the machine-readable date and the absolute date as its title', () => {
    renderWithProviders(<RelativeTime value="2026-11-21T09:00:00Z" now={NOW} />);
    const time = screen.getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-21T09:00:00.000Z');
    expect(time).toHaveAttribute('title', 'Nov 21, 2026, 09:00:00');
  });

  it('shows a dash for a missing time', () => {
    renderWithProviders(<RelativeTime value={undefined} now={NOW} />);
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByRole('time')).not.toBeInTheDocument();
  });

  it('keeps a live clock when no `now` is given', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(NOW);
      renderWithProviders(<RelativeTime value={NOW - 4 * 60_000} />);
      expect(screen.getByText('Just now')).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(3 * RELATIVE_TIME_REFRESH_MS); // 5 min 30 s in total
      });
      expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
