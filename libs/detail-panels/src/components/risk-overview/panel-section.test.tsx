import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { TagList } from './panel-section.tsx';

// Rendering Chakra in jsdom on a shared machine can take a few seconds per test.
vi.setConfig({ testTimeout: 30_000 });

const values = (count: number) => Array.from({ length: count }, (_, i) => `impact-tag-${i + 1}`);

describe('TagList', () => {
  it('renders a list of thousands 50 at a time; Show more reveals the next 50 and focuses the first of them', async () => {
    renderWithProviders(<TagList values={values(3000)} label="Impact tags" />);
    const list = screen.getByRole('list', { name: 'Impact tags' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('impact-tag-51'));
    expect(screen.getByRole('button', { name: 'Show 50 more (2900 not shown)' })).toHaveAttribute('aria-controls');
  });

  it('renders a list of one page whole, with no button and no frame', () => {
    const { container } = renderWithProviders(<TagList values={values(50)} label="Impact tags" />);
    const list = screen.getByRole('list', { name: 'Impact tags' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(list.parentElement).toBe(container);
    expect(list.querySelector('[tabindex]')).toBeNull();
  });
});
