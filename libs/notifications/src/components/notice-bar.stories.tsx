import { Alert, Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoticeBar } from './notice-bar.tsx';
import { chromaticCapture } from '@soc/testing/story';

// The bar on its own, in each tone and placement: the banners' carousel and the upgrade offer fill it
// with their texts and actions (their stories show those).
const meta = {
  title: 'Notifications/NoticeBar',
  component: NoticeBar,
  parameters: { layout: 'fullscreen' },
  args: {
    tone: 'warning',
    label: 'License notice',
    children: (
      <Alert.Content>
        <Alert.Title>Your Advanced trial ends in 12 days.</Alert.Title>
        <Alert.Description>Renew it in time to avoid an interruption.</Alert.Description>
      </Alert.Content>
    ),
    // The carousel's actions: outline buttons on the panel's colour, readable on every tone.
    actions: (
      <>
        <Button size="xs" variant="outline" bg="bg.panel">Dismiss</Button>
        <Button size="xs" variant="outline" bg="bg.panel">Renew</Button>
      </>
    ),
  },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a wide page the actions sit beside the text. */
export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'License notice' });
    const title = within(region).getByText('Your Advanced trial ends in 12 days.');
    const renew = within(region).getByRole('button', { name: 'Renew' });
    await expect(renew.getBoundingClientRect().top).toBeLessThan(title.getBoundingClientRect().bottom);
  },
};

export const ErrorTone: Story = { args: { tone: 'error' } };

export const InfoTone: Story = { args: { tone: 'info' } };

/** In a narrow panel (the detail drawer) the actions go on their own line under the text, at its end. */
export const InPanel: Story = {
  args: { placement: 'panel' },
  decorators: [(Story) => <div style={{ width: 420, padding: 16 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'License notice' });
    const description = within(region).getByText('Renew it in time to avoid an interruption.');
    const renew = within(region).getByRole('button', { name: 'Renew' });
    await expect(renew.getBoundingClientRect().top).toBeGreaterThanOrEqual(description.getBoundingClientRect().bottom);
  },
};

/** A phone: on a page too the actions go under the text, and nothing scrolls sideways. */
export const Narrow: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'License notice' });
    const description = within(region).getByText('Renew it in time to avoid an interruption.');
    await expect(within(region).getByRole('button', { name: 'Renew' }).getBoundingClientRect().top).toBeGreaterThanOrEqual(description.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
