import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Gate } from './gate.tsx';

// The persona toolbar drives what the gate allows; these stories pin the persona per case.
const meta = {
  title: 'RBAC/Gate',
  component: Gate,
  args: { name: 'companyApiKeys', children: 'API keys', fallback: 'Not available for this account' },
} satisfies Meta<typeof Gate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  globals: { persona: 'ents-root' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('API keys')).toBeVisible();
  },
};

export const DeniedByView: Story = {
  globals: { persona: 'xsp-itops' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not available for this account')).toBeVisible();
    await expect(within(canvasElement).queryByText('API keys')).toBeNull();
  },
};

export const DeniedByFlag: Story = {
  args: { name: 'searchBox', children: 'Search box' },
  parameters: { personaPatch: { flags: { 'global-search-box': 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Search box')).toBeNull();
  },
};
