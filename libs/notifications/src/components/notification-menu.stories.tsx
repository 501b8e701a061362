import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '@soc/mocks';
import { storyLists } from '../testing/story-data.ts';
import { NotificationMenu } from './notification-menu.tsx';
import { withoutMotion } from '../testing/story-decorators.tsx';
import { findDropdown } from '../testing/story-dropdown.ts';

// The dropdown view, open, fed through props; the clock is fixed so relative times never change.
const meta = {
  title: 'Notifications/NotificationMenu',
  component: NotificationMenu,
  args: {
    open: true,
    onOpenChange: fn(),
    onNavigate: fn(),
    unreadCount: 0,
    now: FIXED_NOW,
    origin: 'http://localhost',
    animated: false,
    list: storyLists.everyLevel(),
  },
  parameters: { layout: 'centered' },
  decorators: [withoutMotion],
} satisfies Meta<typeof NotificationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const dropdown = findDropdown;

export const Empty: Story = {
  args: { list: storyLists.empty() },
  play: async ({ canvasElement }) => {
    const panel = within(await dropdown(canvasElement));
    await expect(panel.getByText('No notifications')).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'Informative (0 unread)' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const OneItem: Story = {
  args: { list: storyLists.one() },
  play: async ({ canvasElement, args }) => {
    const panel = within(await dropdown(canvasElement));
    await expect(panel.getAllByRole('listitem')).toHaveLength(1);
    await expect(panel.getByText('Just now')).toBeVisible();
    await userEvent.click(panel.getByRole('link', { name: 'View details' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/endpoint-inventory');
  },
};

export const EveryLevel: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(await dropdown(canvasElement));
    await expect(panel.getByRole('tab', { name: 'Informative (4 unread)' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Security' })).toBeVisible();
    await expect(panel.getByText('40 minutes ago')).toBeVisible();
    panel.getByRole('tab', { name: /Informative/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(panel.getByRole('tab', { name: 'Tasks (3 unread)' })).toHaveAttribute('aria-selected', 'true'));
    await expect(await panel.findByRole('img', { name: 'Partially successful' })).toBeVisible();
    await expect(panel.getAllByRole('link', { name: 'Download' })[0]).toHaveAttribute('href', '/public/response/download/task-88412.zip');
  },
};

export const AllLevelIcons: Story = {
  args: { list: storyLists.levels() },
  play: async ({ canvasElement }) => {
    const panel = within(await dropdown(canvasElement));
    const names = panel.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    await expect(names).toEqual(['Pending', 'Error', 'Information', 'Success', 'Security', 'Partially successful', 'New feature', 'Rejected']);
  },
};

export const TwoHundredFiftyPerType: Story = {
  args: { list: storyLists.long() },
  play: async ({ canvasElement }) => {
    const panel = within(await dropdown(canvasElement));
    // 250 kept; the first 50 are rendered, the rest come 50 at a time.
    // A page fills in slices of 10, one task each.
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(50));
    await userEvent.click(panel.getByRole('button', { name: 'Show more (200 remaining)' }));
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(100));
    const showMore = panel.getByRole('button', { name: 'Show more (150 remaining)' });
    await expect(showMore).toHaveFocus();
    // Focus scrolls the list by however far the last slice had rendered: the frame is taken from the
    // top of the list (every scrolled ancestor back to 0) so it is the same in every run.
    for (let node: HTMLElement | null = showMore; node; node = node.parentElement) node.scrollTop = 0;
    window.scrollTo(0, 0);
  },
};

export const HostileHtml: Story = {
  name: 'Hostile HTML',
  args: { list: storyLists.hostile() },
  play: async ({ canvasElement }) => {
    const element = await dropdown(canvasElement);
    await expect(within(element).getByText(/Disk quota warning/)).toBeVisible();
    await expect(element.querySelector('script, iframe, object, embed')).toBeNull();
    const attributes = [...element.querySelectorAll('*')].flatMap((node) => [...node.attributes]);
    await expect(attributes.filter((a) => a.name.startsWith('on'))).toEqual([]);
    await expect(attributes.filter((a) => /^\s*javascript:/i.test(a.value))).toEqual([]);
  },
};

export const Loading: Story = {
  args: { list: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const panel = within(await dropdown(canvasElement));
    await expect(panel.getByRole('status', { name: 'Loading notifications…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailure: Story = {
  // The panels' name for this state (the export, and so the story id, is older).
  name: 'Server Error',
  args: { list: { status: 'error', error: new Error('HTTP 500'), traceId: '5f0c1e3a-2b7d-4c1e-9f8a-0d6b2c4e8a10', retry: fn(), retrying: false } },
  play: async ({ canvasElement, args }) => {
    const panel = within(await dropdown(canvasElement));
    const alert = panel.getByRole('alert');
    await expect(alert).toHaveTextContent('Notifications could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    if (args.list.status === 'error') await expect(args.list.retry).toHaveBeenCalled();
  },
};
