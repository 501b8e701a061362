import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { TOAST_DURATION_MS, Toaster, toaster } from './toaster.tsx';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

describe('Toaster', () => {
  it('lasts 5 s at the bottom end', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(toaster.attrs.placement).toBe('bottom-end');
    expect(toaster.attrs.duration).toBe(5000);
  });

  it('shows a notice raised from anywhere', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toaster.create({ type: 'success', title: 'Saved', description: 'Your language was saved.' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your language was saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows the trace ID from meta', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toaster.create({ type: 'warning', title: 'Could not load devices', meta: { traceId: 'abc-123' } });
    });
    const title = await screen.findByText('Could not load devices');
    const toast = title.closest('[data-part="root"]');
    if (!(toast instanceof HTMLElement)) throw new Error('toast root not found');
    expect(toast).toHaveTextContent('Trace ID: abc-123');
    expect(within(toast).getByRole('button', { name: 'Copy trace ID' })).toBeInTheDocument();
  });
});
