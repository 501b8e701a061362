import { cloudAssetSchema } from '@soc/api';
import { cloudAssetVariants } from '@soc/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { CloudIdentityPanelView } from './cloud-identity-panel-view.tsx';

// Rendering Chakra in jsdom on a shared machine can take a few seconds per test.
vi.setConfig({ testTimeout: 30_000 });

const assetWithTags = (count: number) =>
  cloudAssetSchema.parse({
    ...cloudAssetVariants.long(),
    tags: Object.fromEntries(Array.from({ length: count }, (_, i) => [`tag-key-${i + 1}`, `tag value ${i + 1}`])),
  });

const tagsSection = () => screen.getByRole('heading', { name: 'Tags' }).closest('section') as HTMLElement;

describe('CloudIdentityPanelView tags', () => {
  it('renders thousands of tags 50 at a time; Show more reveals the next 50 and focuses the first of them', async () => {
    renderWithProviders(<CloudIdentityPanelView state={{ status: 'done', data: assetWithTags(5000) }} riskOverview={null} animated={false} />);
    expect(await screen.findByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(tagsSection().querySelectorAll('.detail-field')).toHaveLength(50);
    await userEvent.click(within(tagsSection()).getByRole('button', { name: 'Show 50 more (4950 not shown)' }));
    expect(tagsSection().querySelectorAll('.detail-field')).toHaveLength(100);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('tag-key-51'));
    expect(document.activeElement?.closest('dt')).not.toBeNull();
  });

  it('shows a short tag map whole, without a button', async () => {
    renderWithProviders(<CloudIdentityPanelView state={{ status: 'done', data: assetWithTags(35) }} riskOverview={null} animated={false} />);
    expect(await screen.findByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(tagsSection().querySelectorAll('.detail-field')).toHaveLength(35);
    expect(within(tagsSection()).queryByRole('button')).not.toBeInTheDocument();
  });
});
