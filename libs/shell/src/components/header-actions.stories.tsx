import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBrandName } from '../hooks/use-brand-name.ts';
import { FIXED_NOW, personaAuth } from '@soc/mocks';
import { AppHeader } from './app-header.tsx';
import { HeaderActions, type HeaderActionsProps } from './header-actions.tsx';
import { chooseMenuItem, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';

/** The header as the console assembles it: the persona's brand and the actions. */
function HeaderPreview(props: HeaderActionsProps) {
  return <AppHeader productName={useBrandName()} actions={<HeaderActions {...props} />} />;
}

const meta = {
  title: 'Shell/HeaderActions',
  component: HeaderActions,
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide'), layout: 'fullscreen' },
  args: {
    auth: personaAuth(),
    onNavigate: fn(),
    openWindow: fn(),
    reload: fn(),
    onLogout: fn(),
    // A frozen clock: no wall-clock dependence in the catalogue.
    clock: { now: () => FIXED_NOW, ticking: false, timeZone: 'UTC' },
    switchPageUrl: 'about:blank',
    // Deployment settings: the catalogue shows the entries with placeholder addresses.
    externalLinks: {
      onlineHelp: 'https://help.example.com/security-operations-console/',
      serviceStatus: 'https://status.example.com/',
      chatBot: 'https://assist.example.com/chat',
    },
  },
  // The auth info follows the persona (toolbar or story globals), as the permissions do.
  render: (args, { globals, parameters }) => <HeaderPreview {...args} auth={personaAuth(globals.persona as string, parameters.personaPatch)} />,
} satisfies Meta<typeof HeaderActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
async function openMenu(canvasElement: HTMLElement, name: RegExp | string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await findFocusedOverlay('menu'));
}
const names = (menu: { getAllByRole: (role: 'menuitem') => HTMLElement[] }) => menu.getAllByRole('menuitem').map((item) => item.textContent);

/** Enterprise root: case log, AI dialog and chat bot entries; every user and company entry. */
export const EnterpriseRoot: Story = {
  globals: { persona: 'ents-root' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Security Operations Console')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Case log' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Chat bot (opens in a new window)' })).toBeInTheDocument();
    await expect(names(await openMenu(canvasElement, /^Company menu/))).toEqual(['Switch company', 'License', 'Product instances', 'Roles', 'Accounts', 'Identity providers', 'API keys']);
    await userEvent.keyboard('{Escape}');
    await expect(names(await openMenu(canvasElement, /^User menu/))).toEqual(['Language settings', 'Account settings', 'Company profile', 'Logout']);
  },
};

/** SAML analyst with limited permissions: Switch offered; no company profile, license, roles or API keys. */
export const SamlAnalystLimited: Story = {
  globals: { persona: 'entp-saml-analyst' },
  play: async ({ canvasElement }) => {
    await expect(names(await openMenu(canvasElement, /^Company menu/))).toEqual(['Switch company', 'Product instances', 'Accounts', 'Identity providers']);
    await userEvent.keyboard('{Escape}');
    // Wait for the company menu to be gone so the final frame never shows two menus.
    await waitFor(() => expect(within(document.body).queryAllByRole('menu')).toHaveLength(0));
    const user = await openMenu(canvasElement, /^User menu/);
    await expect(user.getByRole('menuitem', { name: 'Switch SAML group' })).toBeInTheDocument();
    await expect(user.queryByRole('menuitem', { name: 'Company profile' })).toBeNull();
  },
};

/** Small business, not foundation: the plain company name, no enterprise entries. */
export const SmallBusinessNonFoundation: Story = {
  globals: { persona: 'smbp-legacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bluebird Bakery')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Company menu/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Case log' })).toBeNull();
  },
};

/**
 * Service provider (xsp-itops): long product name, partner technical support with the white-label email, top help.
 * At 1280 px (Storybook's desktop), where the partner's menu has room in the row; below, it is in More.
 */
export const ServiceProvider: Story = {
  globals: { persona: 'xsp-itops', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Security Operations Console for Service Providers')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Service provider help' })).toBeInTheDocument();
    const support = await openMenu(canvasElement, 'Partner technical support');
    const email = await support.findByRole('menuitem', { name: 'Email soc-support@contoso-msp.example' });
    await expect(email).toHaveAttribute('href', 'mailto:soc-support@contoso-msp.example');
  },
};

/** UAE: own brand; no language settings; no contact us. */
export const Uae: Story = {
  name: 'UAE',
  globals: { persona: 'uae-root' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Security Operations Console UAE')).toBeInTheDocument();
    await expect(names(await openMenu(canvasElement, /^User menu/))).not.toContain('Language settings');
    await userEvent.keyboard('{Escape}');
    // The user menu animates out; the final frame must show the help menu alone.
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    const help = await openMenu(canvasElement, 'Help');
    await expect(help.queryByRole('menuitem', { name: /Contact us/ })).toBeNull();
  },
};

/** GOV_US: contact us opens the support-case form, phone contact only. */
export const GovUs: Story = {
  name: 'GOV_US',
  globals: { persona: 'gov-us-root' },
  play: async ({ canvasElement }) => {
    const help = await openMenu(canvasElement, 'Help');
    await chooseMenuItem(help.getByRole('menuitem', { name: 'Contact us' }));
    const dialog = await findFocusedOverlay('dialog', 'Contact technical support');
    await expect(within(dialog).queryByRole('radio', { name: 'Email' })).toBeNull();
    await expect(within(dialog).getByText('Only phone contact is available at the moment.')).toBeInTheDocument();
  },
};

/** Demo account: the demo badge and Leave demo, at 1280 px (Storybook's desktop); below, they are in More. */
export const Demo: Story = {
  globals: { persona: 'demo', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Demo')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave demo' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};
