import { lineageEntrySchema, lineageNodeSchema } from '@soc/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import type { LineageController } from '../../hooks/use-lineage.ts';
import { LineageView } from './lineage-view.tsx';

// Rendering Chakra in jsdom on a shared machine can take a few seconds per test.
vi.setConfig({ testTimeout: 40_000 });

const nodes = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    lineageNodeSchema.parse({ dataType: 'Copied', fullUri: `/share/finance/payroll-copy-${i + 1}.xlsx`, edgeId: `edge-${i + 1}`, matchedPolicies: [] }),
  );
const entries = (count: number) =>
  Array.from({ length: count }, (_, i) => lineageEntrySchema.parse({ entry_id: `entry-${i + 1}`, source_id: 'src-1', filename: `file-${i + 1}.xlsx` }));

const controller = (nodeCount: number, entryCount: number): LineageController => ({
  nodes: { status: 'done', data: nodes(nodeCount) },
  entries: { status: 'done', data: [{ edgeId: 'edge-1', entries: entries(entryCount) }] },
});

const lineageSection = () => screen.getByText('Lineage', { selector: 'h3' }).closest('section') as HTMLElement;
// Counted by selector: role queries over a hundred nodes of twelve fields each take seconds in jsdom.
const nodeCount = () => lineageSection().querySelectorAll('ol > li').length;
const entryTable = () => screen.getByRole('table', { name: 'Edge edge-1' });

describe('LineageView', () => {
  it('renders thousands of nodes 50 at a time; Show more reveals the next 50 and focuses the first of them', async () => {
    renderWithProviders(<LineageView {...controller(3000, 3)} animated={false} />);
    expect(nodeCount()).toBe(50);
    await userEvent.click(within(lineageSection()).getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(nodeCount()).toBe(100);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('/share/finance/payroll-copy-51.xlsx'));
    expect(document.activeElement?.tagName).toBe('LI');
  });

  it("renders an edge's thousands of entries 50 rows at a time, the button under the table", async () => {
    renderWithProviders(<LineageView {...controller(5, 3000)} animated={false} />);
    const rows = () => within(entryTable()).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(rows()).toHaveLength(100);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('entry-51'));
    expect(document.activeElement?.tagName).toBe('TR');
  });

  it('renders short lists whole, without a button', () => {
    renderWithProviders(<LineageView {...controller(5, 3)} animated={false} />);
    expect(nodeCount()).toBe(5);
    expect(within(entryTable()).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
  });
});
