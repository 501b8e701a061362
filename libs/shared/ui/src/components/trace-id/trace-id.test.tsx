import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render.tsx';
import { TraceId } from './trace-id.tsx';

describe('TraceId', () => {
  it('shows the trace ID as selectable text with a copy button', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<TraceId value="7f0c9d1e-42" />);
    expect(container).toHaveTextContent('Trace ID: 7f0c9d1e-42');
    await user.click(screen.getByRole('button', { name: 'Copy trace ID' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('7f0c9d1e-42');
  });

  it('can leave the copy button out', () => {
    renderWithProviders(<TraceId value="x" copyable={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
