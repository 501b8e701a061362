import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalLink } from './external-link.tsx';

const meta = {
  title: 'UI/ExternalLink',
  component: ExternalLink,
  args: { href: 'https://attack.mitre.org/versions/v15/techniques/T1059/', children: 'T1059 Command and Scripting Interpreter' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'T1059 Command and Scripting Interpreter (opens in a new window)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Plain: Story = {
  args: { variant: 'plain', href: '/ui/arp/submit', children: 'Submit to sandbox' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Submit to sandbox (opens in a new window)' })).toBeVisible();
  },
};

export const InRunningText: Story = {
  render: (args) => (
    <Text textStyle="sm" maxW="sm">
      This detection maps to <ExternalLink {...args} />, which attackers use to run encoded PowerShell.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      'T1059 Command and Scripting Interpreter (opens in a new window)',
    );
  },
};
