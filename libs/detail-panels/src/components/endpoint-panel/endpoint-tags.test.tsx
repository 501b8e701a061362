import { customTagSchema } from '@soc/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { EndpointTagsView } from './endpoint-tags.tsx';

// Rendering Chakra in jsdom on a shared machine can take a few seconds per test.
vi.setConfig({ testTimeout: 40_000 });

const tags = (labels: number, values = 1) =>
  Array.from({ length: labels }, (_, i) =>
    customTagSchema.parse({ labelName: `Label ${i + 1}`, tagValues: Array.from({ length: values }, (_, j) => ({ value: `value ${i + 1}.${j + 1}` })) }),
  );

const labels = () => document.querySelectorAll('.detail-field');

describe('EndpointTagsView', () => {
  it('renders thousands of labels 50 at a time; Show more reveals the next 50 and focuses the first of them', async () => {
    renderWithProviders(<EndpointTagsView state={{ status: 'done', data: tags(3000) }} canEdit={false} canOpenTagPage animated={false} />);
    expect(labels()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(labels()).toHaveLength(100);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Label 51'));
    expect(document.activeElement?.closest('dt')).not.toBeNull();
  });

  it("renders a label's thousands of values 50 at a time", async () => {
    renderWithProviders(<EndpointTagsView state={{ status: 'done', data: tags(1, 3000) }} canEdit={false} canOpenTagPage animated={false} />);
    const values = () => within(screen.getByRole('list')).getAllByRole('listitem');
    expect(values()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(values()).toHaveLength(100);
  });

  it('renders a few labels whole, without a button', () => {
    renderWithProviders(<EndpointTagsView state={{ status: 'done', data: tags(3, 2) }} canEdit canOpenTagPage animated={false} />);
    expect(labels()).toHaveLength(3);
    expect(screen.getByText('Label 1', { selector: 'dt' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
  });

  it('with asd.assets = 1, says tags are edited on the Tag Management page and links there', () => {
    renderWithProviders(<EndpointTagsView state={{ status: 'done', data: tags(1) }} canEdit canOpenTagPage animated={false} />);
    const note = screen.getByTestId('tags-edit-note');
    expect(note).toHaveTextContent('Tags are edited on the Tag Management page.');
    expect(within(note).getByRole('link', { name: 'Manage tags' })).toHaveAttribute('href', '/app/tag-management');
  });

  it('with asd.assets = 1 but no Tag Management page in the menu, names the page and offers no link to a 403', () => {
    renderWithProviders(<EndpointTagsView state={{ status: 'done', data: tags(1) }} canEdit canOpenTagPage={false} animated={false} />);
    expect(screen.getByTestId('tags-edit-note')).toHaveTextContent('Tags are edited on the Tag Management page, which your menu does not include.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('without asd.assets, keeps the read-only note and offers no link', () => {
    renderWithProviders(<EndpointTagsView state={{ status: 'done', data: tags(1) }} canEdit={false} canOpenTagPage animated={false} />);
    expect(screen.getByTestId('tags-edit-note')).toHaveTextContent(
      'Your account can view tags but not edit them (asset management permission needed).',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
