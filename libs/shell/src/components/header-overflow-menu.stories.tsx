import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atHeaderRightEnd } from '../testing/at-header-right-end.tsx';
import { FIXED_NOW } from '@soc/mocks';
import { chooseMenuItem, expectMenuFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { HeaderOverflowMenu, OverflowClock } from './header-overflow-menu.tsx';

const meta = {
  title: 'Shell/HeaderOverflowMenu',
  component: HeaderOverflowMenu,
  parameters: { layout: 'centered' },
  args: {
    onOpenCaseLog: fn(),
    onToggleAIDialog: fn(),
    chatBotUrl: '/__mock/external/chat-bot',
    clock: <OverflowClock clock={{ now: () => FIXED_NOW, ticking: false }} timeZone="Asia/Tokyo" />,
    onOpenTimeZoneSettings: fn(),
  },
} satisfies Meta<typeof HeaderOverflowMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'More' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
}

/** Narrow screens: the clock, time-zone settings, case log, AI assistant and chat bot, all reachable. */
export const EnterpriseView: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    // The menu is positioned after it mounts: wait until its content shows.
    // The zone is named as the wide header names it.
    await waitFor(() => expect(menu.getByText(/^\d{2}:\d{2}:\d{2} UTC\+09:00$/)).toBeVisible());
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Time zone settings', 'Case log', 'AI assistant', 'Chat bot(opens in a new window)',
    ]);
    const chatBot = menu.getByRole('menuitem', { name: /Chat bot/ });
    await expect(chatBot).toHaveAttribute('target', '_blank');
    await expect(chatBot).toHaveAttribute('rel', 'noopener noreferrer');
    await chooseMenuItem(menu.getByRole('menuitem', { name: 'Case log' }));
    await expect(args.onOpenCaseLog).toHaveBeenCalledTimes(1);
    await expect(args.onOpenTimeZoneSettings).not.toHaveBeenCalled();
  },
};

/** Other views have only the clock: the menu still offers it and its settings. */
export const ClockOnly: Story = {
  args: { onOpenCaseLog: undefined, onToggleAIDialog: undefined, chatBotUrl: undefined },
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    await expect(menu.getAllByRole('menuitem')).toHaveLength(1);
    await chooseMenuItem(menu.getByRole('menuitem', { name: 'Time zone settings' }));
    await expect(args.onOpenTimeZoneSettings).toHaveBeenCalledTimes(1);
  },
};

/** A phone in Japanese, More at the header's right end: the clock and the four entries open inside the screen, whole. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  // At the header's right end, where a phone shows it.
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen' },
  decorators: [atHeaderRightEnd],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'その他' }));
    const menu = await findFocusedOverlay('menu');
    await waitFor(() => expect(within(menu).getByText(/\d{2}:\d{2}:\d{2}/)).toBeVisible());
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expectMenuFitsPhone(menu);
  },
};
