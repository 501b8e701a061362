import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { MitreTechniques } from './mitre-techniques.tsx';

// Rendering Chakra in jsdom on a shared machine can take a few seconds per test.
vi.setConfig({ testTimeout: 30_000 });

const techniques = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `T${1000 + i}`, name: `Technique ${i + 1}`, tactics: ['Execution'], descriptions: ['Observed'] }));

const triggers = () => screen.getAllByRole('button', { name: /Technique \d+$/ });

describe('MitreTechniques', () => {
  it('renders thousands of techniques 50 at a time; Show more reveals the next 50 and focuses the first of them', async () => {
    renderWithProviders(<MitreTechniques techniques={techniques(5000)} />);
    expect(triggers()).toHaveLength(50);
    expect(triggers().at(-1)).toHaveAccessibleName(/Technique 50$/);

    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (4950 not shown)' }));
    expect(triggers()).toHaveLength(100);
    await waitFor(() => expect(screen.getByRole('button', { name: /Technique 51$/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Show 50 more (4900 not shown)' })).toHaveAttribute('aria-controls');
  });

  it('renders a list of one page whole, without Show more', () => {
    renderWithProviders(<MitreTechniques techniques={techniques(50)} />);
    expect(triggers()).toHaveLength(50);
    expect(screen.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
  });
});
