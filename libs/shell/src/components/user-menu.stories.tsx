import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atHeaderRightEnd } from '../testing/at-header-right-end.tsx';
import { UserMenu } from './user-menu.tsx';
import { chooseMenuItem, expectMenuFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  // At the header's right end, as in the console: the menu opens below with room for all of it. Centred
  // in the 600 px frame it was cut at the bottom and scrolled to the highlighted item, by a few pixels
  // more or less depending on when its height settled.
  parameters: { layout: 'fullscreen' },
  decorators: [atHeaderRightEnd],
  args: {
    userName: 'aiko.tanaka',
    email: 'aiko.tanaka@northwind-trading.example',
    entries: ['language', 'accountSettings', 'companyProfile', 'logout'],
    onSelect: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^User menu/ }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
}

/** Root user with every permission. */
export const Root: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Language settings', 'Account settings', 'Company profile', 'Logout']);
    await chooseMenuItem(menu.getByRole('menuitem', { name: 'Language settings' }));
    await expect(args.onSelect).toHaveBeenCalledWith('language');
  },
};

/** SAML user without the company permission: Switch instead of Company profile. */
export const SamlUser: Story = {
  args: { userName: 'kenji.mori', email: 'kenji.mori@northwind-trading.example', entries: ['language', 'accountSettings', 'switchSamlGroup', 'logout'] },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Switch SAML group' })).toBeInTheDocument();
    await expect(menu.queryByRole('menuitem', { name: 'Company profile' })).toBeNull();
  },
};

/** UAE with neither account nor company permission: logout only. */
export const LogoutOnly: Story = {
  args: { entries: ['logout'] },
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    await expect(menu.getAllByRole('menuitem')).toHaveLength(1);
    await chooseMenuItem(menu.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Beyond spec 000: the colour mode, light, dark or as the system; the current choice is checked. */
export const ColorModeChoice: Story = {
  args: { colorMode: 'system', onColorModeChange: fn() },
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    const group = menu.getByRole('group', { name: 'Color mode' });
    const radios = within(group).getAllByRole('menuitemradio');
    await expect(radios.map((r) => r.textContent)).toEqual(['Light', 'Dark', 'System']);
    await expect(within(group).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await chooseMenuItem(within(group).getByRole('menuitemradio', { name: 'Dark' }), { keepsMenuOpen: true });
    await expect(args.onColorModeChange).toHaveBeenCalledWith('dark');
    // Choosing a colour neither logs out nor opens an entry, and the menu stays open to compare.
    await expect(args.onLogout).not.toHaveBeenCalled();
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
  },
};

/** A phone in Japanese: the menu opens below the button inside the screen, the long address and each entry whole. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  args: { colorMode: 'system', onColorModeChange: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^ユーザーメニュー/ }));
    const menu = await findFocusedOverlay('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'ログアウト' })).toBeInTheDocument();
    await expectMenuFitsPhone(menu);
    const email = within(menu).getByText('aiko.tanaka@northwind-trading.example');
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(menu.getBoundingClientRect().right);
  },
};

/** A phone, with a name and an address longer than the screen: each ends in an ellipsis (whole in its title) and the menu stays inside. */
export const LongIdentityNarrow: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { userName: `aiko.${'tanaka'.repeat(40)}`, email: `aiko.tanaka.${'x'.repeat(120)}@northwind-trading.example` },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^User menu/ }));
    const menu = await findFocusedOverlay('menu');
    await expectMenuFitsPhone(menu);
    for (const value of [args.userName, args.email ?? '']) {
      const text = within(menu).getByTitle(value);
      await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
      await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(menu.getBoundingClientRect().right);
    }
  },
};
