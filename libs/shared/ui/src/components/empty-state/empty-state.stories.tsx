import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileSearchIcon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { variant: 'noData' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoData: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No data' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { variant: 'notFound' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Not found' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { variant: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(canvas.getByText('Your account does not have permission to view this content.')).toBeVisible();
  },
};

const onSubmit = fn();

export const WithAction: Story = {
  args: {
    variant: 'notFound',
    icon: <FileSearchIcon />,
    title: 'No sandbox result for this URL',
    description: 'Submit the URL to the sandbox to analyse it.',
    action: (
      <Button size="sm" colorPalette="brand" onClick={onSubmit}>
        Submit to sandbox
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No sandbox result for this URL' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit to sandbox' }));
    await expect(onSubmit).toHaveBeenCalled();
  },
};

export const Page: Story = {
  args: { variant: 'noData', size: 'md', titleAs: 'h2', description: 'No notifications yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No data' })).toBeVisible();
  },
};
