import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RiskBadge } from './risk-badge.tsx';
import { RISK_LEVELS } from './risk-level.ts';

const meta = {
  title: 'UI/RiskBadge',
  component: RiskBadge,
  args: { level: 'high' },
  argTypes: { level: { control: 'select', options: RISK_LEVELS } },
} satisfies Meta<typeof RiskBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const High: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('High')).toBeVisible();
  },
};

export const Medium: Story = {
  args: { level: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Medium')).toBeVisible();
  },
};

export const Low: Story = {
  args: { level: 'low' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Low')).toBeVisible();
  },
};

export const NoRisk: Story = {
  args: { level: 'noRisk' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No risk')).toBeVisible();
  },
};

export const NotAnalyzed: Story = {
  args: { level: 'notAnalyzed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not analyzed')).toBeVisible();
  },
};

export const Unknown: Story = {
  args: { level: 'unknown' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unknown')).toBeVisible();
  },
};

export const AllLevelsMedium: Story = {
  args: { size: 'md' },
  render: (args) => (
    <HStack gap="2" wrap="wrap">
      {RISK_LEVELS.map((level) => (
        <RiskBadge key={level} {...args} level={level} />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['High', 'Medium', 'Low', 'No risk', 'Not analyzed', 'Unknown']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};
