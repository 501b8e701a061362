import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BannerCarousel } from './banner-carousel.tsx';
import type { BannerItem } from './banner-item.ts';
import { chromaticCapture } from '@soc/testing/story';

const error: BannerItem = { id: 'last_essential', type: 'error', title: 'Your Essential Access license expires today.', description: 'Features that depend on it stop working when it expires. Renew it to keep them.', dismissible: false, closable: true };
const warning: BannerItem = { id: 'advanced_trial', type: 'warning', title: 'Your Advanced trial ends in 12 days.', description: 'Renew it in time to avoid an interruption.', dismissible: true, closable: true };
const info: BannerItem = { id: 'complimentary_credit', type: 'info', title: 'Your complimentary credits expire in 30 days.', dismissible: false, closable: true, action: { label: "Don't show again" } };

const meta = {
  title: 'Notifications/Banners/BannerCarousel',
  component: BannerCarousel,
  parameters: { layout: 'fullscreen' },
  // Given out of order: the carousel shows errors, then warnings, then info.
  args: { banners: [info, warning, error], onDismiss: fn(), onHide: fn(), onClose: fn() },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your Essential Access license expires today.')).toBeVisible();
    await expect(canvas.getByTestId('banner-position')).toHaveTextContent('1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next notice' }));
    await expect(canvas.getByText('Your Advanced trial ends in 12 days.')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByTestId('banner-position')).toHaveTextContent('3 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByTestId('banner-position')).toHaveTextContent('2 of 3');
  },
};

export const Single: Story = {
  args: { banners: [warning] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next notice' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(warning);
  },
};

export const InfoWithButton: Story = {
  args: { banners: [info] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: "Don't show again" }));
    await expect(args.onHide).toHaveBeenCalledWith(info);
  },
};

export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** On a phone: the text takes the line, the buttons go under it (beside it they left the text a narrow column). */
export const Narrow: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { banners: [warning, info] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByText('Your Advanced trial ends in 12 days.');
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(dismiss.getBoundingClientRect().top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
  },
};
