import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoBadge } from './demo-badge.tsx';

const meta = {
  title: 'Shell/DemoBadge',
  component: DemoBadge,
  parameters: { layout: 'centered' },
  args: { onLeaveDemo: fn() },
} satisfies Meta<typeof DemoBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo accounts: the badge and Leave demo. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Demo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave demo' }));
    await expect(args.onLeaveDemo).toHaveBeenCalledTimes(1);
  },
};
