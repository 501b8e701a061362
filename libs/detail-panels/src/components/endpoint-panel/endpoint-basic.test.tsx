import { endpointRecordSchema } from '@soc/api';
import { endpointRecordVariants } from '@soc/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { EndpointBasic } from './endpoint-basic.tsx';

// Rendering Chakra in jsdom on a shared machine can take a few seconds per test.
vi.setConfig({ testTimeout: 40_000 });

const GATES = { ringDeployment: true, agentUpdateStatus: true, endpointSensorSection: true, creditPage: false };

const recordWithTags = (count: number) =>
  endpointRecordSchema.parse({
    ...endpointRecordVariants.disconnected(),
    tags: Array.from({ length: count }, (_, i) => `tag-${i + 1}`),
    predefined_tags: [{ id: 'pt-many', tags: Array.from({ length: count }, (_, i) => ({ name: `Predefined ${i + 1}` })) }],
  });

const field = (label: string) => within(screen.getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement);

describe('EndpointBasic tags', () => {
  it.each([
    ['Tags', 'tag-51'],
    ['Predefined tags', 'Predefined 51'],
  ])('renders thousands of %s 50 at a time; Show more reveals the next 50 and focuses the first of them', async (label, revealed) => {
    renderWithProviders(<EndpointBasic record={recordWithTags(3000)} gates={GATES} />);
    expect(field(label).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(field(label).getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(field(label).getAllByRole('listitem')).toHaveLength(100);
    await waitFor(() => expect(document.activeElement).toHaveTextContent(revealed));
  });

  it('renders a few tags whole, without a button', () => {
    renderWithProviders(<EndpointBasic record={recordWithTags(3)} gates={GATES} />);
    expect(field('Tags').getAllByRole('listitem')).toHaveLength(3);
    expect(field('Predefined tags').getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
  });
});
