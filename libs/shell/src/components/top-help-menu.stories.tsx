import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopHelpMenu } from './top-help-menu.tsx';
import { chooseMenuItem } from '@soc/testing/story';

const meta = {
  title: 'Shell/TopHelpMenu',
  component: TopHelpMenu,
  parameters: { layout: 'centered' },
  args: { onSelect: fn() },
} satisfies Meta<typeof TopHelpMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The service-provider views' top-help menu. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Service provider help' }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await chooseMenuItem(menu.getByRole('menuitem', { name: 'Getting started' }));
    await expect(args.onSelect).toHaveBeenCalledWith('gettingStarted');
  },
};
