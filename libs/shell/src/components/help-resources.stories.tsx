import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseMenuItem, findFocusedOverlay } from '@soc/testing/story';
import { withConfiguredLinks, type ExternalLinks } from '../model/header-links.ts';
import { TOP_HELP_MENU_ENTRIES, type HelpMenuEntry, type TopHelpMenuEntry } from '../model/header-menus.ts';
import { HelpMenu } from './help-menu.tsx';
import { TopHelpMenu } from './top-help-menu.tsx';

/** Every entry of the help menu, as a root user outside GOV_US and UAE gets them. */
const HELP_ENTRIES: readonly HelpMenuEntry[] = ['onlineHelp', 'serviceStatus', 'automationCenter', 'about', 'selfDiagnosis', 'contactUs'];

interface HelpResourcesProps {
  /** The deployment's addresses of the help pages outside the console; an entry without one is left out. */
  externalLinks: ExternalLinks;
  onSelect: (entry: HelpMenuEntry | TopHelpMenuEntry) => void;
}

/**
 * The help resources (online help, service status) in the two menus that offer them, the provider's
 * top-help menu and the help menu, side by side as in the header. Their entries are filtered by the
 * configured addresses exactly as `HeaderActions` does.
 */
function HelpResources({ externalLinks, onSelect }: HelpResourcesProps) {
  return (
    <HStack gap="1">
      <TopHelpMenu entries={withConfiguredLinks(TOP_HELP_MENU_ENTRIES, externalLinks)} onSelect={onSelect} />
      <HelpMenu entries={withConfiguredLinks(HELP_ENTRIES, externalLinks)} contactUs="externalPage" onSelect={onSelect} />
    </HStack>
  );
}

const meta = {
  title: 'Shell/HelpResources',
  component: HelpResources,
  parameters: { layout: 'centered' },
  args: {
    // Deployment settings: the catalogue shows the entries with placeholder addresses.
    externalLinks: { onlineHelp: 'https://help.example.com/security-operations-console/', serviceStatus: 'https://status.example.com/' },
    onSelect: fn(),
  },
} satisfies Meta<typeof HelpResources>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await findFocusedOverlay('menu'));
}

/** Closes the open menu and waits for it to be gone, so the final frame never shows two menus. */
async function closeMenu(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
}

const names = (menu: { getAllByRole: (role: 'menuitem') => HTMLElement[] }) => menu.getAllByRole('menuitem').map((item) => item.textContent);

/** Both addresses configured: each menu offers both resources, marked as opening a new window. */
export const AllLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const topHelp = await openMenu(canvasElement, 'Service provider help');
    await expect(names(topHelp)).toEqual(['Getting started', 'Online help(opens in a new window)', 'Service status(opens in a new window)']);
    await chooseMenuItem(topHelp.getByRole('menuitem', { name: 'Service status (opens in a new window)' }));
    await expect(args.onSelect).toHaveBeenCalledWith('serviceStatus');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    // The final frame: the help menu, the resources first.
    const help = await openMenu(canvasElement, 'Help');
    const onlineHelp = help.getByRole('menuitem', { name: 'Online help (opens in a new window)' });
    await expect(help.getAllByRole('menuitem')[0]).toBe(onlineHelp);
    await expect(help.getByRole('menuitem', { name: 'Service status (opens in a new window)' })).toBeInTheDocument();
    // The resource's icon and the new-window icon are decoration; the words are what is heard.
    await expect(onlineHelp.querySelectorAll('svg:not([aria-hidden="true"])')).toHaveLength(0);
  },
};

/** Neither address configured: both resources are left out of both menus; the other entries stay. */
export const LinksMissing: Story = {
  args: { externalLinks: {} },
  play: async ({ canvasElement }) => {
    const topHelp = await openMenu(canvasElement, 'Service provider help');
    await expect(names(topHelp)).toEqual(['Getting started']);
    await closeMenu(canvasElement);
    const help = await openMenu(canvasElement, 'Help');
    await expect(names(help)).toEqual(['Automation center', 'About', 'Self-diagnosisPreview', 'Contact us(opens in a new window)']);
    await expect(help.queryByRole('menuitem', { name: /Online help|Service status/ })).toBeNull();
  },
};

/** A blank address counts as missing: only online help is offered. */
export const ServiceStatusBlank: Story = {
  args: { externalLinks: { onlineHelp: 'https://help.example.com/security-operations-console/', serviceStatus: '   ' } },
  play: async ({ canvasElement }) => {
    const topHelp = await openMenu(canvasElement, 'Service provider help');
    await expect(names(topHelp)).toEqual(['Getting started', 'Online help(opens in a new window)']);
    await closeMenu(canvasElement);
    const help = await openMenu(canvasElement, 'Help');
    await expect(help.getByRole('menuitem', { name: 'Online help (opens in a new window)' })).toBeInTheDocument();
    await expect(help.queryByRole('menuitem', { name: /Service status/ })).toBeNull();
  },
};
