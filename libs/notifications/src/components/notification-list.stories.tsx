import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_TYPES, type NotificationType } from '@soc/api';
import { FIXED_NOW } from '@soc/mocks';
import type { NotificationListState } from '../hooks/use-notifications.ts';
import { storyLists } from '../testing/story-data.ts';
import { NotificationList, type NotificationListProps } from './notification-list.tsx';

/** One tab's items of a loaded story list, parsed exactly as the server's answer is. */
function itemsOf(list: NotificationListState, type: NotificationType) {
  if (list.status !== 'done') throw new Error('the story list did not parse');
  return list.data.byType[type];
}

type StoryProps = Omit<NotificationListProps, 'label'> & {
  /** The tab the list fills: its accessible name is the tab's (as in the panel). */
  tab: NotificationType;
};

/** The list as a tab of the panel holds it, named by the tab's own label. */
function TabList({ tab, ...props }: StoryProps) {
  const { t } = useLingui();
  const label =
    tab === NOTIFICATION_TYPES.tasks ? t({ id: 'NOTIFICATIONS.TAB_TASKS', message: 'Tasks' }) : t({ id: 'NOTIFICATIONS.TAB_INFORMATIVE', message: 'Informative' });
  return <NotificationList {...props} label={label} />;
}

/** The dropdown's width and surface, and its tab panel's scrolling height (notification-panel.tsx). */
const inTabPanel: Decorator = (Story) => (
  <Box width="26rem" maxH="min(60vh, 480px)" overflowY="auto" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l2">
    <Story />
  </Box>
);

// A tab's list alone, fed through props: newest first, 50 per page with "Show more". The clock is fixed,
// so the relative times never change.
const meta = {
  title: 'Notifications/NotificationList',
  component: TabList,
  args: {
    tab: NOTIFICATION_TYPES.informative,
    items: itemsOf(storyLists.everyLevel(), NOTIFICATION_TYPES.informative),
    now: FIXED_NOW,
    origin: 'http://localhost',
    onNavigate: fn(),
  },
  parameters: { layout: 'centered' },
  decorators: [inTabPanel],
} satisfies Meta<typeof TabList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Informative tab's few items: every one rendered at once, no "Show more". */
export const FewItems: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Informative' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    // Newest first: the security alert of two minutes ago leads.
    const levels = items.map((item) => within(item).getByRole('img').getAttribute('aria-label'));
    await expect(levels).toEqual(['Security', 'New feature', 'Information', 'Error', 'Success', 'Information']);
    await expect(within(items[0] as HTMLElement).getByText('Just now')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('40 minutes ago')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /Show more/ })).toBeNull();
    // An in-console link is followed inside the app.
    await userEvent.click(within(items[0] as HTMLElement).getByRole('link', { name: 'View details' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/workbench/WB-9002-20261120-00012');
  },
};

/** The Tasks tab's items: statuses and downloads. */
export const Tasks: Story = {
  args: { tab: NOTIFICATION_TYPES.tasks, items: itemsOf(storyLists.everyLevel(), NOTIFICATION_TYPES.tasks) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tasks' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const levels = items.map((item) => within(item).getByRole('img').getAttribute('aria-label'));
    await expect(levels).toEqual(['Pending', 'Partially successful', 'Rejected', 'Success', 'Error']);
    await expect(items[1]).toHaveTextContent('Partially successful');
    await expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/public/response/download/task-88412.zip');
  },
};

/**
 * No items: the list is there, empty, and offers no "Show more". (The panel never shows an empty list:
 * it says "No notifications" instead.)
 */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Informative' });
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /Show more/ })).toBeNull();
  },
};

/** 250 items: the first page of 50 arrives in slices of 10, one task each; the rest wait for "Show more". */
export const ManyItems: Story = {
  args: { items: itemsOf(storyLists.long(), NOTIFICATION_TYPES.informative) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Informative' });
    // The last item of the first page arrives with the fifth slice.
    await expect(await within(list).findByText(/reported a policy change #50\./)).toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await expect(within(list).queryByText(/reported a policy change #51\./)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show more (200 remaining)' })).toBeInTheDocument();
    // Out of the list's view, "Show more" did not add a page by itself.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(50);
  },
};

/** Scrolled to its end, the list adds the next page by itself, as if "Show more" were pressed. */
export const ScrolledToTheEnd: Story = {
  args: { items: itemsOf(storyLists.long(), NOTIFICATION_TYPES.informative) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Informative' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    // The tab panel's scroller (the decorator's box) brings "Show more" into view. Items scrolled into
    // view for the first time take their real height (they skip layout off-screen), which can push the
    // button out again: scroll to the end until the next page has begun, then no more.
    const scroller = list.parentElement as HTMLElement;
    await waitFor(() => {
      const count = within(list).getAllByRole('listitem').length;
      if (count <= 50) scroller.scrollTop = scroller.scrollHeight;
      expect(count).toBe(100);
    });
    await expect(await canvas.findByRole('button', { name: 'Show more (150 remaining)' })).toBeInTheDocument();
    // The new page pushed "Show more" out of view again: two frames on, no third page came by itself.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    // The frame is taken from the top of the list, the same in every run.
    scroller.scrollTop = 0;
  },
};

/** "Show more" adds the next 50 (again in slices) and stays, counting what remains. */
export const ShowMore: Story = {
  args: { items: itemsOf(storyLists.long(), NOTIFICATION_TYPES.informative) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Informative' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    await userEvent.click(canvas.getByRole('button', { name: 'Show more (200 remaining)' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(100));
    const showMore = canvas.getByRole('button', { name: 'Show more (150 remaining)' });
    await expect(showMore).toHaveFocus();
    // The click scrolled the list by however far the last slice had rendered: the frame is taken from
    // the top of the list (every scrolled ancestor back to 0) so it is the same in every run.
    for (let node: HTMLElement | null = showMore; node; node = node.parentElement) node.scrollTop = 0;
    window.scrollTo(0, 0);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(100);
  },
};
