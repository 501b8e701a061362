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
});
