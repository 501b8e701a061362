import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atHeaderRightEnd } from '../testing/at-header-right-end.tsx';
import { HelpMenu } from './help-menu.tsx';
import { chooseMenuItem, expectMenuFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';

const meta = {
  title: 'Shell/HelpMenu',
  component: HelpMenu,
  parameters: { layout: 'centered' },
  args: {
    entries: ['onlineHelp', 'serviceStatus', 'automationCenter', 'about', 'selfDiagnosis', 'contactUs'],
    contactUs: 'externalPage',
    onSelect: fn(),
  },
} satisfies Meta<typeof HelpMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Help' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
}

/** Contact us opens the external contact page in a new window. */
export const ExternalContactPage: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    await expect(menu.getByRole('menuitem', { name: /^Self-diagnosis/ })).toHaveTextContent('Preview');
    await chooseMenuItem(menu.getByRole('menuitem', { name: 'Contact us (opens in a new window)' }));
    await expect(args.onSelect).toHaveBeenCalledWith('contactUs');
  },
};

/** GOV_US: contact us opens the support-case form in the console. */
export const SupportFormContact: Story = {
  args: { contactUs: 'supportForm' },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Contact us' })).toBeInTheDocument();
  },
};

/** UAE: no contact us. */
export const Uae: Story = {
  name: 'UAE',
  args: { entries: ['onlineHelp', 'serviceStatus', 'automationCenter', 'about', 'selfDiagnosis'], contactUs: undefined },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu.queryByRole('menuitem', { name: /Contact us/ })).toBeNull();
  },
};

/** A phone in Japanese, Help near the header's right end: the menu opens inside the screen, each entry whole. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  // At the header's right end, where a phone shows it.
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen' },
  decorators: [atHeaderRightEnd],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ヘルプ' }));
    const menu = await findFocusedOverlay('menu');
    await expect(within(menu).getByRole('menuitem', { name: /^自己診断/ })).toBeInTheDocument();
    await expectMenuFitsPhone(menu);
  },
};
