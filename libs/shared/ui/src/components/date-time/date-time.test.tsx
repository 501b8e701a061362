import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { DateTime } from './date-time.tsx';

describe('DateTime', () => {
  it('renders the date in the active locale as a <time>', () => {
    renderWithProviders(<DateTime value="2026-11-21T06:01:02Z" />);
    const time = screen.getByText('Nov 21, 2026, 06:01:02');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-21T06:01:02.000Z');
  });

  it('shows a dash for an invalid date', () => {
    renderWithProviders(<DateTime value="not a date" />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
