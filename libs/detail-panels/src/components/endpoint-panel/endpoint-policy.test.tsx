import { endpointRecordSchema } from '@soc/api';
import { endpointRecordVariants } from '@soc/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { EndpointPolicy } from './endpoint-policy.tsx';

// Rendering Chakra in jsdom on a shared machine can take a few seconds per test.
vi.setConfig({ testTimeout: 40_000 });

const recordWithFeatures = (count: number) =>
  endpointRecordSchema.parse({
    ...endpointRecordVariants.disconnected(),
    epp_features: Array.from({ length: count }, (_, i) => ({
      name: `Protection feature ${i + 1}`,
      status: 'Compliant',
      not_compliant_sub_features: [],
      pattern_outdated: false,
    })),
    xes_features: Array.from({ length: count }, (_, i) => ({ name: `Sensor feature ${i + 1}`, summarized_status: 'On' })),
  });

const rows = (caption: string) => within(screen.getByRole('table', { name: caption })).getAllByRole('row').slice(1);
const section = (title: string) => within(screen.getByText(title, { selector: 'h3' }).closest('section') as HTMLElement);

describe('EndpointPolicy feature tables', () => {
  it('renders thousands of features 50 rows at a time, the button under each table', async () => {
    renderWithProviders(<EndpointPolicy record={recordWithFeatures(3000)} gates={{ unifiedPolicy: false }} />);
    expect(rows('Feature compliance')).toHaveLength(50);
    expect(rows('Feature status')).toHaveLength(50);
    await userEvent.click(section('Endpoint protection features').getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(rows('Feature compliance')).toHaveLength(100);
    expect(rows('Feature status')).toHaveLength(50);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Protection feature 51'));
    expect(document.activeElement?.closest('td')).not.toBeNull();
    await userEvent.click(section('Endpoint sensor features').getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(rows('Feature status')).toHaveLength(100);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Sensor feature 51'));
  });

  it('renders a few features whole, without a button', () => {
    renderWithProviders(<EndpointPolicy record={recordWithFeatures(3)} gates={{ unifiedPolicy: false }} />);
    expect(rows('Feature compliance')).toHaveLength(3);
    expect(rows('Feature status')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
  });
});
