import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoadingState } from './loading-state.tsx';

describe('LoadingState', () => {
  it('is a busy status named "Loading…"', () => {
    renderWithProviders(<LoadingState />);
    const status = screen.getByRole('status', { name: 'Loading…' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('draws the requested number of hidden skeleton lines', () => {
    renderWithProviders(<LoadingState lines={5} />);
    const lines = screen.getByRole('status').querySelectorAll('[aria-hidden="true"]');
    expect(lines).toHaveLength(5);
  });

  it('takes a custom label', () => {
    renderWithProviders(<LoadingState label="Loading sandbox result" />);
    expect(screen.getByRole('status', { name: 'Loading sandbox result' })).toBeInTheDocument();
  });

  it('holds the outcome in the same region, no longer busy, so that it is announced', () => {
    const { rerender } = renderWithProviders(<LoadingState label="Loading the email…" />);
    const status = screen.getByRole('status', { name: 'Loading the email…' });
    rerender(<LoadingState label="Loading the email…" outcome={<p>No data</p>} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveAttribute('aria-busy', 'false');
    expect(status).toHaveTextContent('No data');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });
});
