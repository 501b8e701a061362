import { Box } from '@chakra-ui/react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '@soc/mocks';
import { storyLists } from '../testing/story-data.ts';
import { withoutMotion } from '../testing/story-decorators.tsx';
import { NotificationPanel } from './notification-panel.tsx';

/** The dropdown's width and surface (notification-menu.tsx), without the popover around it. */
const asDropdown: Decorator = (Story) => (
  <Box width="26rem" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l2" overflow="hidden">
    <Story />
  </Box>
);

// The dropdown's content alone, fed through props; the clock is fixed so relative times never change.
const meta = {
  title: 'Notifications/NotificationPanel',
  component: NotificationPanel,
  args: {
    onNavigate: fn(),
    now: FIXED_NOW,
    origin: 'http://localhost',
    animated: false,
    list: storyLists.everyLevel(),
  },
  parameters: { layout: 'centered' },
  decorators: [asDropdown, withoutMotion],
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The busy skeleton and no tabs: loading and idle are drawn alike. */
const showsLoading: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status', { name: 'Loading notifications…' })).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.queryByRole('tablist')).toBeNull();
};

export const Loading: Story = {
  args: { list: { status: 'loading' } },
  play: showsLoading,
};

/** Before the bell was first opened: drawn like loading, nothing asked yet. */
export const Idle: Story = {
  args: { list: { status: 'idle' } },
  play: showsLoading,
};

export const LoadFailure: Story = {
  // The panels' name for this state (the export, and so the story id, is older).
  name: 'Server Error',
  args: { list: { status: 'error', error: new Error('HTTP 500'), traceId: '5f0c1e3a-2b7d-4c1e-9f8a-0d6b2c4e8a10', retry: fn(), retrying: false } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Notifications could not be loaded.');
    await expect(alert).toHaveTextContent('Trace ID: 5f0c1e3a-2b7d-4c1e-9f8a-0d6b2c4e8a10');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    if (args.list.status === 'error') await expect(args.list.retry).toHaveBeenCalledTimes(1);
  },
};

/** The retry in flight: Retry is busy and cannot be pressed twice. */
export const Retrying: Story = {
  args: { list: { status: 'error', error: new Error('HTTP 500'), traceId: '5f0c1e3a-2b7d-4c1e-9f8a-0d6b2c4e8a10', retry: fn(), retrying: true } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: /Retrying…/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(alert).toHaveTextContent('Trace ID: 5f0c1e3a-2b7d-4c1e-9f8a-0d6b2c4e8a10');
  },
};

export const Empty: Story = {
  args: { list: storyLists.empty() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Informative (0 unread)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Tasks (0 unread)' })).toHaveAttribute('aria-selected', 'false');
    await expect(within(canvas.getByRole('tabpanel')).getByText('No notifications')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const OneItem: Story = {
  args: { list: storyLists.one() },
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(within(canvasElement).getByRole('tab', { name: 'Informative (1 unread)' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('list', { name: 'Informative' })).toBeVisible();
    await expect(panel.getAllByRole('listitem')).toHaveLength(1);
    await expect(panel.getByText('Just now')).toBeVisible();
    await expect(panel.queryByRole('button', { name: /Show more/ })).toBeNull();
    await userEvent.click(panel.getByRole('link', { name: 'View details' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/endpoint-inventory');
  },
};

/** One item per level, in the specification's order: every icon is named. */
export const EveryLevel: Story = {
  args: { list: storyLists.levels() },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(within(canvasElement).getByRole('tab', { name: 'Informative (8 unread)' })).toBeVisible();
    await expect(panel.getAllByRole('listitem')).toHaveLength(8);
    const names = panel.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    await expect(names).toEqual(['Pending', 'Error', 'Information', 'Success', 'Security', 'Partially successful', 'New feature', 'Rejected']);
  },
};

/** 250 per tab: the first 50 are rendered (in slices of 10, one task each), the rest on "Show more". */
export const TwoHundredFiftyPerType: Story = {
  args: { list: storyLists.long() },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    // The last item of the first page arrives with the fifth slice.
    await expect(await panel.findByText(/reported a policy change #50\./)).toBeInTheDocument();
    await expect(panel.getAllByRole('listitem')).toHaveLength(50);
    await expect(panel.queryByText(/reported a policy change #51\./)).toBeNull();
    await expect(panel.getByRole('button', { name: 'Show more (200 remaining)' })).toBeInTheDocument();
    // Out of the list's view, "Show more" did not add a page by itself.
    await expect(panel.getAllByRole('listitem')).toHaveLength(50);
  },
};

/** The Tasks tab opened first: statuses, downloads and the Tasks tab's own unread count. */
export const TasksTab: Story = {
  args: { defaultTab: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Tasks (3 unread)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Informative (4 unread)' })).toHaveAttribute('aria-selected', 'false');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getByRole('list', { name: 'Tasks' })).toBeVisible();
    await expect(panel.getAllByRole('listitem')).toHaveLength(5);
    const first = within(panel.getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByRole('img', { name: 'Pending' })).toBeVisible();
    await expect(first.getByText('Response Management')).toBeVisible();
    await expect(panel.getAllByRole('link', { name: 'Download' })[0]).toHaveAttribute('href', '/public/response/download/task-88412.zip');
  },
};

/** Server HTML with scripts, handlers and `javascript:` links: sanitised in both tabs, no link followed. */
export const HostileHtml: Story = {
  name: 'Hostile HTML',
  args: { list: storyLists.hostile() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const assertClean = async () => {
      await expect(canvasElement.querySelector('script, iframe, object, embed')).toBeNull();
      const attributes = [...canvasElement.querySelectorAll('*')].flatMap((node) => [...node.attributes]);
      await expect(attributes.filter((a) => a.name.startsWith('on'))).toEqual([]);
      await expect(attributes.filter((a) => /^\s*javascript:/i.test(a.value))).toEqual([]);
    };
    await expect(canvas.getByText(/Disk quota warning/)).toBeVisible();
    await expect(canvas.getByText('Policy')).toBeVisible();
    // The application is plain text: its markup shows as written, never as HTML.
    await expect(canvas.getByText('<b>Endpoint Inventory</b>')).toBeVisible();
    await assertClean();
    await userEvent.click(canvas.getByRole('tab', { name: /^Tasks/ }));
    const tasks = within(await canvas.findByRole('list', { name: 'Tasks' }));
    await expect(tasks.getByText('Open the report')).toBeVisible();
    await expect(tasks.queryByRole('link', { name: 'View details' })).toBeNull();
    await expect(tasks.queryByRole('link', { name: 'Download' })).toBeNull();
    await assertClean();
    await waitFor(() => expect(canvas.getByRole('tab', { name: /^Tasks/ })).toHaveAttribute('aria-selected', 'true'));
  },
};
