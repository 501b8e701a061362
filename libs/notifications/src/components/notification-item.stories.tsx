import { Box } from '@chakra-ui/react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createNotification, FIXED_NOW, type NotificationFixture } from '@soc/mocks';
import { doneList } from '../testing/story-data.ts';
import { NotificationItem } from './notification-item.tsx';

/** One item as the console holds it: the fixture parsed exactly as the server's answer is. */
function itemOf(overrides: Partial<NotificationFixture>) {
  const list = doneList([createNotification({ type: 0, ...overrides }, FIXED_NOW)]);
  if (list.status !== 'done') throw new Error('the story list did not parse');
  const [item] = list.data.byType[0];
  if (!item) throw new Error('the story item did not parse');
  return item;
}

/** The dropdown's width, one list around the item. */
const inList: Decorator = (Story) => (
  <Box as="ul" width="26rem" listStyleType="none" m="0" p="0" bg="bg.panel" borderWidth="1px" borderColor="border" aria-label="Notifications">
    <Story />
  </Box>
);

// One notification by itself: the link kinds (in the console, another site, a download), the status
// badge and a long description. The clock is fixed, so the relative time never changes.
const meta = {
  title: 'Notifications/NotificationItem',
  component: NotificationItem,
  args: {
    item: itemOf({}),
    now: FIXED_NOW,
    origin: 'http://localhost',
    onNavigate: fn(),
  },
  parameters: { layout: 'centered' },
  decorators: [inList],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A path on the console: followed inside the app (no page load, no new window). */
export const InConsoleLink: Story = {
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(within(item).getByRole('img', { name: 'Information' })).toBeInTheDocument();
    await expect(item).toHaveTextContent('Agent program update 14.0.12526 is available for 37 endpoints.');
    await expect(item).toHaveTextContent('Endpoint Inventory');
    const link = within(item).getByRole('link', { name: 'View details' });
    // Every item has a "View details": this one says which notification it belongs to.
    await expect(link).toHaveAccessibleDescription('Agent program update 14.0.12526 is available for 37 endpoints.');
    await expect(link).toHaveAttribute('href', '/app/endpoint-inventory');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/endpoint-inventory');
  },
};

/** Another site: a new window that cannot reach back, and says so to screen readers. */
export const OtherSiteLink: Story = {
  args: { item: itemOf({ level: 'new_feature', link: 'https://status.example.com/incidents/42', application: 'Service status' }) },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View details (opens in a new window)' });
    await expect(link).toHaveAttribute('href', 'https://status.example.com/incidents/42');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvasElement).getByRole('img', { name: 'New feature' })).toBeInTheDocument();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** A finished task with its status and a download on the console's origin. */
export const TaskWithDownload: Story = {
  args: {
    item: itemOf({
      level: 'success',
      status: 'Successful',
      description: 'The audit log export <b>audit-2026-11</b> is ready.',
      application: 'Audit Logs',
      link: null,
      downloadUrl: '/api/exports/audit-2026-11.csv',
    }),
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toHaveTextContent('Successful');
    await expect(within(item).queryByRole('link', { name: /View details/ })).toBeNull();
    const download = within(item).getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('href', '/api/exports/audit-2026-11.csv');
    await expect(download).toHaveAttribute('download');
  },
};

/** An address that is neither a console path nor http(s): no link at all. */
export const UnsafeLinkDropped: Story = {
  args: { item: itemOf({ level: 'security', link: 'javascript:alert(1)', downloadUrl: 'data:text/html,<script>alert(1)</script>' }) },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(within(item).getByRole('img', { name: 'Security' })).toBeInTheDocument();
    await expect(within(item).queryByRole('link')).toBeNull();
  },
};

/** A long description with an unbroken token wraps inside the dropdown's width. */
export const LongDescription: Story = {
  args: {
    item: itemOf({
      level: 'error',
      description:
        'The scheduled scan of <b>FIN-LT-0457.corp.northwind.example</b> failed: C:\\Users\\aiko.tanaka\\AppData\\Local\\Temp\\quarantine\\7f3c2a9e1b4d4c0e9a8f6b2d1e0c9a7b6f5e4d3c2b1a.tmp could not be read. Run the scan again after the endpoint is back online.',
    }),
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(within(item).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** A status and an application name longer than the dropdown: each ends in an ellipsis, whole in its title. */
export const LongStatusAndApplication: Story = {
  args: {
    item: itemOf({
      status: `Waiting for approval by the regional security operations lead ${'and the change board '.repeat(6)}`.trim(),
      application: `Response Management ${'Playbook-Automation-'.repeat(12)}`.trim(),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    await expect(within(item).getByTitle(args.item.status ?? '')).toBeInTheDocument();
    await expect(within(item).getByTitle(args.item.application ?? '')).toBeInTheDocument();
  },
};
