import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ByteSize } from './byte-size.tsx';

const meta = {
  title: 'UI/ByteSize',
  component: ByteSize,
  args: { bytes: 1536 },
} satisfies Meta<typeof ByteSize>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kilobytes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.50 KB')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { bytes: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0.00 B')).toBeVisible();
  },
};

export const Gigabytes: Story = {
  args: { bytes: 3.75 * 1024 ** 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3.75 GB')).toBeVisible();
  },
};

export const Terabytes: Story = {
  args: { bytes: 2 * 1024 ** 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2.00 TB')).toBeVisible();
  },
};

export const NumericText: Story = {
  args: { bytes: '1048576' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.00 MB')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { bytes: 'unknown' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toBeVisible();
  },
};
