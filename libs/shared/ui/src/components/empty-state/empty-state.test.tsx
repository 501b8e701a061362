import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('says "No data" by default', () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByRole('heading', { level: 3, name: 'No data' })).toBeInTheDocument();
  });

  it('has a not-found variant', () => {
    renderWithProviders(<EmptyState variant="notFound" />);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('explains a forbidden view', () => {
    renderWithProviders(<EmptyState variant="forbidden" />);
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('Your account does not have permission to view this content.')).toBeInTheDocument();
  });

  it('takes a custom title, description, icon, action and heading level', () => {
    renderWithProviders(
      <EmptyState
        title="No sandbox result"
        description="Submit the file to analyse it."
        icon={<svg data-testid="custom-icon" />}
        action={<button type="button">Submit to sandbox</button>}
        titleAs="h4"
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'No sandbox result' })).toBeInTheDocument();
    expect(screen.getByText('Submit the file to analyse it.')).toBeInTheDocument();
    expect(screen.getByTestId('custom-icon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit to sandbox' })).toBeInTheDocument();
  });

  it('keeps the icon out of the accessibility tree', () => {
    const { container } = renderWithProviders(<EmptyState />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
