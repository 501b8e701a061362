import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ValueOrDash } from './value-or-dash.tsx';

const meta = {
  title: 'UI/ValueOrDash',
  component: ValueOrDash,
  args: { value: 'ws-finance-042' },
} satisfies Meta<typeof ValueOrDash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithValue: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ws-finance-042')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-')).toBeVisible();
    await expect(canvas.getByText('No data')).toBeInTheDocument();
  },
};

export const BlankString: Story = {
  args: { value: '   ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toBeVisible();
  },
};

export const List: Story = {
  args: { value: ['Emotet', 'Trickbot', 'QakBot'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Emotet, Trickbot, QakBot');
  },
};
