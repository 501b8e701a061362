import { createObjectGroupItems, objectGroupVariants } from '@soc/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ObjectGroupDrawer } from './object-group-drawer.tsx';
import { findFocusedOverlay, renderWithProviders, setupMockServer } from '@soc/testing';

setupMockServer();
// Menus and dialogs animate through several frames; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });
const items = createObjectGroupItems();

function renderDrawer(lineage: 0 | 1 = 1) {
  const onNewSearch = vi.fn();
  renderWithProviders(<ObjectGroupDrawer state={{ open: true, items, openedAt: 1 }} onClose={vi.fn()} onNewSearch={onNewSearch} />, {
    personaPatch: { rbac: { dataPolicy: { view_data_lineage: lineage } } },
  });
  return { onNewSearch };
}

async function openMenuOn(name: string) {
  const drawer = await screen.findByRole('dialog', { name: 'Object group details' });
  fireEvent.contextMenu(within(drawer).getAllByRole('group', { name })[0] as HTMLElement, { clientX: 10, clientY: 10 });
  return screen.findByRole('menu', { name: 'File actions' });
}

describe('ObjectGroupDrawer', () => {
  it('copies the file to the clipboard from the context menu', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderDrawer();
    const menu = await openMenuOn('p11.zip');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy to clipboard' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('File name: p11.zip\nFull URI: /Users/rokafor/Downloads/p11.zip')),
    );
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('opens the lineage of the file when the account may view it', async () => {
    renderDrawer(1);
    const menu = await openMenuOn('p11.zip');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Check data lineage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data lineage' });
    expect(await within(dialog).findByText('Edge edge-4')).toBeInTheDocument();
  });

  it('disables check data lineage without the permission, and says why', async () => {
    renderDrawer(0);
    const menu = await openMenuOn('p11.zip');
    const item = within(menu).getByRole('menuitem', { name: 'Check data lineage' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveAccessibleDescription('Your account does not have permission to view data lineage.');
  });

  it('reaches the disabled check data lineage with the arrow keys, shows why, and does nothing on Enter', async () => {
    renderDrawer(0);
    const drawer = await screen.findByRole('dialog', { name: 'Object group details' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    within(drawer).getByRole('group', { name: 'p11.zip' }).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await findFocusedOverlay('menu', 'File actions');
    const item = within(menu).getByRole('menuitem', { name: 'Check data lineage' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Show detailed profile' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy to clipboard' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    // The menu names the highlighted item by its id (the tooltip's trigger must not rename it).
    expect(menu).toHaveAttribute('aria-activedescendant', item.id);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your account does not have permission to view data lineage.');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Data lineage' })).not.toBeInTheDocument();
    expect(menu).toBeInTheDocument();
  });

  it('opens the menu from the keyboard with Shift+F10 and searches for the file hash', async () => {
    const { onNewSearch } = renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Object group details' });
    // The drawer takes the focus a frame after it opens: the file is focused after that, as a person would.
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    within(drawer).getByRole('group', { name: 'p11.zip' }).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    // Keys go to the menu only once it holds the focus (a frame after it opens).
    const menu = await findFocusedOverlay('menu', 'File actions');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Show detailed profile' })).toHaveAttribute('data-highlighted'));
    // End moves the highlight a render later: Enter before then chose the first item (a flake under load).
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'New search' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    expect(onNewSearch).toHaveBeenCalledWith('3bca391ce3b77883ffd333804f17b45102b60db0');
  });

  it('renders thousands of files 50 at a time; Show more reveals the next 50 and focuses the first of them', async () => {
    renderWithProviders(<ObjectGroupDrawer state={{ open: true, items: objectGroupVariants.long(5000), openedAt: 1 }} onClose={vi.fn()} onNewSearch={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Object group details' });
    expect(within(drawer).getAllByTestId('object-group-item')).toHaveLength(50);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 50 more (4950 not shown)' }));
    expect(within(drawer).getAllByTestId('object-group-item')).toHaveLength(100);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Quarterly_Financial_Statement_Consolidated_FY2026_part_51.xlsx'));
    expect(within(drawer).getByRole('button', { name: 'Show 50 more (4900 not shown)' })).toBeVisible();
  });
});
