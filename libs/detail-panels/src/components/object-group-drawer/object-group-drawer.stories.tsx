import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createObjectGroupItems, lineageEntriesHandlers, lineageNodesHandlers, objectGroupVariants } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { ObjectGroupDrawer } from './object-group-drawer.tsx';

const meta = {
  title: 'Detail panels/ObjectGroupDrawer',
  component: ObjectGroupDrawer,
  tags: ['wide'],
  args: { state: { open: true, items: createObjectGroupItems(), openedAt: 1 }, onClose: fn(), onNewSearch: fn() },
  parameters: { personaPatch: { rbac: { dataPolicy: { view_data_lineage: 1 } } } },
} satisfies Meta<typeof ObjectGroupDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => screen.findByRole('dialog', { name: 'Object group details' });
const files = async () => within(await drawer()).getAllByTestId('object-group-item');

async function openMenuOn(index: number) {
  const item = (await files())[index] as HTMLElement;
  fireEvent.contextMenu(item, { clientX: 400, clientY: 200 });
  return screen.findByRole('menu', { name: 'File actions' });
}

export const Done: Story = {
  play: async () => {
    const panel = await drawer();
    await expect(panel).toHaveStyle({ width: '500px' });
    const items = await files();
    await expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByText('Payroll_2026-11.xlsx')).toBeVisible();
    await expect(first.getByText('C:\\Users\\dana.whitfield\\Documents\\Payroll\\Payroll_2026-11.xlsx')).toBeVisible();
    await expect(first.getByText('8ff15c102febd834ab72a9374e5cf6d6a46bb3f0')).toBeVisible();
    await expect(first.getByText('edge-1')).toBeVisible();
    await settleFrame();
  },
};

export const ContextMenu: Story = {
  play: async () => {
    const menu = await openMenuOn(2);
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Show detailed profile',
      'Copy to clipboard',
      'Check data lineage',
      'New search',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Check data lineage' })).not.toHaveAttribute('aria-disabled', 'true');
    await settleFrame();
  },
};

export const KeyboardContextMenu: Story = {
  play: async ({ args }) => {
    const items = await files();
    (items[1] as HTMLElement).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'File actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Show detailed profile' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onNewSearch).toHaveBeenCalledWith('8ff15c102febd834ab72a9374e5cf6d6a46bb3f0');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(items[1]).toHaveFocus());
    // The context-menu key opens it too.
    await userEvent.keyboard('{ContextMenu}');
    await expect(await screen.findByRole('menu', { name: 'File actions' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const ShowDetailedProfile: Story = {
  play: async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('toggleUICEvent', listener);
    const menu = await openMenuOn(2);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Show detailed profile' }));
    window.removeEventListener('toggleUICEvent', listener);
    await expect(seen).toEqual([{ type: 'toggleDrawer', search_type: 3, params: { sha1: '3bca391ce3b77883ffd333804f17b45102b60db0', edge_ids: ['edge-4'] } }]);
  },
};

export const CheckDataLineage: Story = {
  play: async () => {
    const menu = await openMenuOn(0);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Check data lineage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data lineage' });
    await expect(await within(dialog).findByText('Edge edge-1')).toBeVisible();
    await expect(within(dialog).getAllByText('Payroll_2026-11.xlsx').length).toBeGreaterThan(0);
    await expect(within(dialog).getByText('FIN-LT-0231')).toBeVisible();
    await settleFrame();
  },
};

export const LineageWithoutPermission: Story = {
  parameters: { personaPatch: { rbac: { dataPolicy: { view_data_lineage: 0 } } } },
  play: async () => {
    const menu = await openMenuOn(0);
    const item = within(menu).getByRole('menuitem', { name: 'Check data lineage' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toHaveAccessibleDescription('Your account does not have permission to view data lineage.');
    await userEvent.hover(item);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Your account does not have permission to view data lineage.');
    await userEvent.click(item);
    await expect(screen.queryByRole('dialog', { name: 'Data lineage' })).toBeNull();
  },
};

export const LineageLoading: Story = {
  beforeEach({ msw }) {
    msw.use(lineageNodesHandlers.loading(), lineageEntriesHandlers.loading());
  },
  play: async () => {
    const menu = await openMenuOn(0);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Check data lineage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data lineage' });
    await expect((await within(dialog).findAllByRole('status'))[0]).toHaveAttribute('aria-busy', 'true');
  },
};

export const LineageNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(lineageNodesHandlers.empty(), lineageEntriesHandlers.empty());
  },
  play: async () => {
    const menu = await openMenuOn(0);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Check data lineage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data lineage' });
    await expect((await within(dialog).findAllByText('No data'))[0]).toBeVisible();
  },
};

export const LineageServerError: Story = {
  beforeEach({ msw }) {
    msw.use(lineageNodesHandlers.serverError(), lineageEntriesHandlers.serverError());
  },
  play: async () => {
    const menu = await openMenuOn(0);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Check data lineage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data lineage' });
    const alerts = await within(dialog).findAllByRole('alert');
    await expect(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const LongList: Story = {
  args: { state: { open: true, items: objectGroupVariants.long(), openedAt: 1 } },
  play: async () => {
    await expect(await files()).toHaveLength(40);
    const panel = await drawer();
    const body = panel.querySelector('.chakra-drawer__body') as HTMLElement | null;
    await expect(body ? body.scrollWidth <= body.clientWidth + 1 : true).toBe(true);
    await settleFrame();
  },
};

export const EmptyFields: Story = {
  args: { state: { open: true, items: objectGroupVariants.emptyFields(), openedAt: 1 } },
  play: async () => {
    const item = within(((await files())[0]) as HTMLElement);
    await expect(item.getAllByText('-')).toHaveLength(4);
    await expect(await screen.findByRole('group', { name: 'Unnamed file' })).toBeVisible();
    await settleFrame();
  },
};

export const NoFiles: Story = {
  args: { state: { open: true, items: [], openedAt: 1 } },
  play: async () => {
    await expect(await within(await drawer()).findByText('No sensitive files in this group')).toBeVisible();
    await settleFrame();
  },
};

export const HostileValues: Story = {
  args: { state: { open: true, items: objectGroupVariants.hostile(), openedAt: 1 } },
  play: async () => {
    const panel = await drawer();
    await expect(within(panel).getByText('<script>window.__pwned=true</script>')).toBeVisible();
    await expect(within(panel).getByText('javascript:window.__pwned=true')).toBeVisible();
    await expect(panel.querySelector('img, script, svg[onload], a')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
