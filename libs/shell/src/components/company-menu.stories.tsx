import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyMenu } from './company-menu.tsx';
import { chooseMenuItem } from '@soc/testing/story';

const meta = {
  title: 'Shell/CompanyMenu',
  component: CompanyMenu,
  parameters: { layout: 'centered' },
  args: {
    companyName: 'Northwind Trading Co.',
    entries: ['switchCompany', 'license', 'productInstances', 'roles', 'accounts', 'identityProviders', 'apiKeys'],
    onSelect: fn(),
  },
} satisfies Meta<typeof CompanyMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Company menu/ }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
}

/** Foundation company, enterprise view, every permission. */
export const Foundation: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    await expect(menu.getAllByRole('menuitem')).toHaveLength(7);
    await chooseMenuItem(menu.getByRole('menuitem', { name: 'Roles' }));
    await expect(args.onSelect).toHaveBeenCalledWith('roles');
  },
};

/** Limited permissions (SAML analyst): no license, roles or API keys. */
export const LimitedPermissions: Story = {
  args: { entries: ['switchCompany', 'productInstances', 'accounts', 'identityProviders'] },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu.queryByRole('menuitem', { name: 'License' })).toBeNull();
    await expect(menu.queryByRole('menuitem', { name: 'API keys' })).toBeNull();
  },
};

/** Non-foundation company: the plain company name. */
export const NonFoundation: Story = {
  args: { companyName: 'Bluebird Bakery', entries: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bluebird Bakery')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
