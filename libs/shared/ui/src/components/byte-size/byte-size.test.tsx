import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { ByteSize } from './byte-size.tsx';

describe('ByteSize', () => {
  it('shows the size in human units', () => {
    renderWithProviders(<ByteSize bytes={1536} />);
    expect(screen.getByText('1.50 KB')).toBeInTheDocument();
  });

  it('shows a dash, named "No data" for screen readers, when the size is invalid', () => {
    renderWithProviders(<ByteSize bytes={null} />);
    expect(screen.getByText('-')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
