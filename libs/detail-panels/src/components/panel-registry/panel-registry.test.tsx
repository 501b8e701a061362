import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import type { OpenPanel } from '../../model/drawer.ts';
import { PanelFor, type PanelRegistry } from './panel-registry.tsx';

const panel = (openedAt: number): OpenPanel => ({ open: true, searchType: 7, params: { deviceId: 'd-1' }, width: 504, openedAt }) as OpenPanel;

describe('PanelFor: a panel that throws', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the generic error state in the drawer, not the console error screen; another open starts afresh', async () => {
    let broken = true;
    const registry: PanelRegistry = {
      7: ({ params }) => {
        if (broken) throw new TypeError('rawId.trim is not a function');
        return <p>Device {params.deviceId}</p>;
      },
    };
    const view = renderWithProviders(<PanelFor panel={panel(1)} registry={registry} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    broken = false;
    view.rerender(<PanelFor panel={panel(2)} registry={registry} />);
    expect(await screen.findByText('Device d-1')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tries the panel again on Retry', async () => {
    let broken = true;
    const registry: PanelRegistry = {
      7: () => {
        if (broken) throw new Error('boom');
        return <p>Recovered</p>;
      },
    };
    renderWithProviders(<PanelFor panel={panel(1)} registry={registry} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    broken = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Recovered')).toBeVisible();
  });
});
