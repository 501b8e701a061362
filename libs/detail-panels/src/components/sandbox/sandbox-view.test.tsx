import { sandboxResultSchema } from '@soc/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { SandboxView } from './sandbox-view.tsx';

// Rendering Chakra in jsdom on a shared machine can take a few seconds per test.
vi.setConfig({ testTimeout: 30_000 });

const resultWith = (count: number) =>
  sandboxResultSchema.parse({
    status: 'done',
    riskLevel: 'high',
    suspiciousBehaviorList: Array.from({ length: count }, (_, i) => ({ behavior: `Suspicious behaviour ${i + 1}`, weight: i % 4 })),
  });

const behaviours = () => within(screen.getByRole('heading', { name: 'Suspicious behaviors' }).parentElement as HTMLElement);

describe('SandboxView suspicious behaviours', () => {
  it('renders thousands 50 at a time; Show more reveals the next 50 and focuses the first of them', async () => {
    renderWithProviders(<SandboxView state={{ status: 'done', data: resultWith(3000) }} objectType="file" animated={false} />);
    expect(behaviours().getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getAllByRole('meter')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(behaviours().getAllByRole('listitem')).toHaveLength(100);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Suspicious behaviour 51'));
  });

  it('renders a short list whole, without a button', () => {
    renderWithProviders(<SandboxView state={{ status: 'done', data: resultWith(6) }} objectType="file" animated={false} />);
    expect(behaviours().getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
  });
});
