import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReloadButton } from './reload-button.tsx';

// Asks the server again: an error state's Retry (size sm) and the threat-intelligence report's Refresh (size xs).
const meta = {
  title: 'UI/ReloadButton',
  component: ReloadButton,
  args: { onClick: fn(), size: 'sm', loadingText: 'Retrying…', children: 'Retry' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm'] } },
} satisfies Meta<typeof ReloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error state's Retry: named by its label (the arrow is decoration); a click asks again once. */
export const Retry: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Retry' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A report's Refresh, the small size, pressed from the keyboard: Enter asks again once. */
export const Refresh: Story = {
  args: { size: 'xs', loadingText: 'Refreshing…', children: 'Refresh' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** While the request runs: the busy text instead of the label, and the button cannot be pressed again. */
export const Retrying: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Retrying…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    // It keeps the focus (a disabled button would drop it to the page) and ignores presses.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Refresh while the report is being fetched again. */
export const Refreshing: Story = {
  args: { size: 'xs', loadingText: 'Refreshing…', children: 'Refresh', loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refreshing…' })).toHaveAttribute('aria-disabled', 'true');
  },
};
