import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { createObjectGroupItems, lineageEntriesHandlers, lineageNodesHandlers, objectGroupVariants } from '@soc/mocks';
import { Box, Heading } from '@chakra-ui/react';
import { ObjectGroupDrawer } from './object-group-drawer.tsx';

const clipboardWrite = fn(async (_text: string): Promise<void> => undefined);

const meta = {
  title: 'Detail panels/Drawers/ObjectGroupDrawer',
  component: ObjectGroupDrawer,
  tags: ['wide'],
  args: {
    state: { open: true, items: createObjectGroupItems(), openedAt: 1 },
    onClose: fn(),
    onNewSearch: fn(),
  },
  parameters: { chromatic: chromaticCapture('wide'), layout: 'fullscreen', personaPatch: { rbac: { dataPolicy: { view_data_lineage: 1 } } } },
  decorators: [
    (Story) => (
      <Box minH="100vh" p="6" bg="bg.canvas">
        <Heading as="h1" textStyle="lg">
          Sensitive data policy violations
        </Heading>
        <Story />
      </Box>
    ),
  ],
  beforeEach() {
    clipboardWrite.mockClear();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: clipboardWrite } });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof ObjectGroupDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lineage data arrives through MSW: wait for it longer than the default five seconds on a busy machine. */
const LOADED = { timeout: 15_000 };

/** The drawer, once it has slid in (no animation running), so the final frame is stable. */
async function drawer() {
  const element = await screen.findByRole('dialog', { name: 'Object group details' }, LOADED);
  await waitFor(() => expect(element.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0), LOADED);
  // Settled: it has taken the focus (a frame after opening), so a key or focus move of the play is not undone by it.
  await waitFor(() => expect(element.contains(element.ownerDocument.activeElement)).toBe(true), LOADED);
  return element;
}
const files = async () => within(await drawer()).getAllByTestId('object-group-item');

/** The lineage dialog once it holds the focus (a frame after it opens); its first appearance is awaited with the long wait (LOADED). */
async function lineageDialog() {
  await screen.findByRole('dialog', { name: 'Data lineage' }, LOADED);
  return findFocusedOverlay('dialog', 'Data lineage');
}

/** The menu's top-left corner is at the point, give or take its few pixels of inset (not at 0,0). */
function expectCornerAt(menu: HTMLElement, point: { x: number; y: number }) {
  const box = menu.getBoundingClientRect();
  return expect(Math.max(Math.abs(box.left - point.x), Math.abs(box.top - point.y))).toBeLessThanOrEqual(8);
}

async function openMenuOn(index: number) {
  const item = (await files())[index] as HTMLElement;
  fireEvent.contextMenu(item, { clientX: 400, clientY: 200 });
  return screen.findByRole('menu', { name: 'File actions' }, LOADED);
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
  },
};

export const ContextMenu: Story = {
  play: async () => {
    const menu = await openMenuOn(2);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Show detailed profile', 'Copy to clipboard', 'Check data lineage', 'New search']);
    await expect(within(menu).getByRole('menuitem', { name: 'Check data lineage' })).not.toHaveAttribute('aria-disabled', 'true');
    // At the pointer (400, 200), not at the window's corner.
    await waitFor(() => expectCornerAt(menu, { x: 400, y: 200 }));
  },
};

export const KeyboardContextMenu: Story = {
  play: async ({ args }) => {
    const items = await files();
    (items[1] as HTMLElement).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'File actions' }, LOADED);
    // Below the file's top-left corner, where the keyboard is.
    const file = (items[1] as HTMLElement).getBoundingClientRect();
    await waitFor(() => expectCornerAt(menu, { x: file.left + 16, y: file.top + 32 }));
    // Opened from the keyboard, the first action is highlighted; End goes to the last one.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Show detailed profile' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'New search' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onNewSearch).toHaveBeenCalledWith('8ff15c102febd834ab72a9374e5cf6d6a46bb3f0');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(items[1]).toHaveFocus());
    // The context-menu key opens it too.
    await userEvent.keyboard('{ContextMenu}');
    const again = await findFocusedOverlay('menu', 'File actions');
    await waitFor(() => expect(again).toBeVisible());
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
    await expect(seen).toEqual([
      {
        type: 'toggleDrawer',
        search_type: 3,
        params: {
          sha1: '3bca391ce3b77883ffd333804f17b45102b60db0',
          edge_ids: ['edge-4'],
        },
      },
    ]);
  },
};

export const CopyToClipboard: Story = {
  play: async () => {
    const menu = await openMenuOn(2);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy to clipboard' }));
    await waitFor(() =>
      expect(clipboardWrite).toHaveBeenCalledWith(
        'File name: p11.zip\nFull URI: /Users/rokafor/Downloads/p11.zip\nFile hash: 3bca391ce3b77883ffd333804f17b45102b60db0\nEdge ID: edge-4',
      ),
    );
    // The toast fades in (opacity 0 on its first frame): wait until it shows.
    await waitFor(() => expect(screen.getByText('Copied to the clipboard')).toBeVisible());
  },
};

export const CheckDataLineage: Story = {
  play: async () => {
    const menu = await openMenuOn(0);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Check data lineage' }));
    const dialog = await lineageDialog();
    await expect(await within(dialog).findByText('Edge edge-1', undefined, LOADED)).toBeVisible();
    await expect(within(dialog).getAllByText('Payroll_2026-11.xlsx').length).toBeGreaterThan(0);
    // Nodes and entries are two calls: wait for the slower one too before the frame is taken.
    await expect(await within(dialog).findByText('FIN-LT-0231', undefined, LOADED)).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading…' })).toBeNull(), LOADED);
  },
};

export const LineageWithoutPermission: Story = {
  parameters: {
    personaPatch: { rbac: { dataPolicy: { view_data_lineage: 0 } } },
  },
  play: async () => {
    const menu = await openMenuOn(0);
    const item = within(menu).getByRole('menuitem', {
      name: 'Check data lineage',
    });
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
    const dialog = await lineageDialog();
    await expect((await within(dialog).findAllByRole('status', undefined, LOADED))[0]).toHaveAttribute('aria-busy', 'true');
  },
};

export const LineageNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(lineageNodesHandlers.empty(), lineageEntriesHandlers.empty());
  },
  play: async () => {
    const menu = await openMenuOn(0);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Check data lineage' }));
    const dialog = await lineageDialog();
    await expect((await within(dialog).findAllByText('No data', undefined, LOADED))[0]).toBeVisible();
  },
};

export const LineageServerError: Story = {
  beforeEach({ msw }) {
    msw.use(lineageNodesHandlers.serverError(), lineageEntriesHandlers.serverError());
  },
  play: async () => {
    const menu = await openMenuOn(0);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Check data lineage' }));
    const dialog = await lineageDialog();
    // Both calls fail on their own: wait for both alerts before the frame is taken.
    await waitFor(() => expect(within(dialog).getAllByRole('alert')).toHaveLength(2), LOADED);
    // Spec 001 §8: a failed lineage call shows the no-data message.
    for (const alert of within(dialog).getAllByRole('alert')) {
      await expect(alert).toHaveTextContent('No data can be shown');
      await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    }
  },
};

export const LongList: Story = {
  args: {
    state: { open: true, items: objectGroupVariants.long(), openedAt: 1 },
  },
  play: async () => {
    await expect(await files()).toHaveLength(40);
    const panel = await drawer();
    const body = panel.querySelector('.chakra-drawer__body') as HTMLElement | null;
    await expect(body ? body.scrollWidth <= body.clientWidth + 1 : true).toBe(true);
  },
};

/** A page script may send thousands of files: 50 render at once, "Show more" reveals the next 50. */
export const ThousandsOfFiles: Story = {
  args: {
    state: { open: true, items: objectGroupVariants.long(5000), openedAt: 1 },
  },
  play: async () => {
    await expect(await files()).toHaveLength(50);
    const more = within(await drawer()).getByRole('button', { name: 'Show 50 more (4950 not shown)' });
    await userEvent.click(more);
    await waitFor(async () => expect(await files()).toHaveLength(100));
    // The focus goes to the first file revealed.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Quarterly_Financial_Statement_Consolidated_FY2026_part_51.xlsx'));
  },
};

export const EmptyFields: Story = {
  args: {
    state: {
      open: true,
      items: objectGroupVariants.emptyFields(),
      openedAt: 1,
    },
  },
  play: async () => {
    const item = within((await files())[0] as HTMLElement);
    await expect(item.getAllByText('-')).toHaveLength(4);
    await expect(await screen.findByRole('group', { name: 'Unnamed file' })).toBeVisible();
  },
};

export const NoFiles: Story = {
  args: { state: { open: true, items: [], openedAt: 1 } },
  play: async () => {
    await expect(await within(await drawer()).findByText('No sensitive files in this group')).toBeVisible();
  },
};

export const HostileValues: Story = {
  args: {
    state: { open: true, items: objectGroupVariants.hostile(), openedAt: 1 },
  },
  play: async () => {
    const panel = await drawer();
    await expect(within(panel).getByText('<script>window.__pwned=true</script>')).toBeVisible();
    await expect(within(panel).getByText('javascript:window.__pwned=true')).toBeVisible();
    await expect(panel.querySelector('img, script, svg[onload], a')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
