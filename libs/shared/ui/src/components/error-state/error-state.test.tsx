import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render.tsx';
import { ErrorState } from './error-state.tsx';

describe('ErrorState', () => {
  it('is an alert with the generic message by default', () => {
    renderWithProviders(<ErrorState />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong. Please try again later.' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a title and description', () => {
    renderWithProviders(<ErrorState title="Could not load the file" description="The server did not answer." />);
    expect(screen.getByRole('heading', { name: 'Could not load the file' })).toBeInTheDocument();
    expect(screen.getByText('The server did not answer.')).toBeInTheDocument();
  });

  it('calls onRetry from the Retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables Retry and says "Retrying…" while retrying', () => {
    renderWithProviders(<ErrorState onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the trace ID with a copy button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ErrorState onRetry={() => {}} traceId="3b9f0c2e-7d41-4f7a-9a55-1c2d3e4f5a6b" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Trace ID: 3b9f0c2e-7d41-4f7a-9a55-1c2d3e4f5a6b');
    await user.click(screen.getByRole('button', { name: 'Copy trace ID' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('3b9f0c2e-7d41-4f7a-9a55-1c2d3e4f5a6b');
  });

  it('has no trace ID line without one', () => {
    renderWithProviders(<ErrorState />);
    expect(screen.queryByText(/Trace ID/)).not.toBeInTheDocument();
  });
});
