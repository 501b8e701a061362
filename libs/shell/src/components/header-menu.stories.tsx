import { Flex, IconButton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, BookOpen, CircleHelp, Info } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HeaderMenu, HeaderMenuButton, HeaderMenuEntries } from './header-menu.tsx';
import { NewWindowHint } from './new-window-hint.tsx';

// The frame every header menu shares, with a few of the help menu's entries: a labelled trigger
// (HeaderMenuButton, as the company and user menus) or an icon-only one (as the help menu).
const ENTRIES = ['onlineHelp', 'serviceStatus', 'about'] as const;
type Entry = (typeof ENTRIES)[number];
const ICONS = { onlineHelp: BookOpen, serviceStatus: Activity, about: Info } as const;

function EntryLabel({ entry }: { entry: Entry }) {
  switch (entry) {
    case 'onlineHelp':
      return <Trans id="HELP_MENU.ONLINE_HELP">Online help</Trans>;
    case 'serviceStatus':
      return <Trans id="HELP_MENU.SERVICE_STATUS">Service status</Trans>;
    case 'about':
      return <Trans id="HELP_MENU.ABOUT">About</Trans>;
  }
}

interface HeaderMenuExampleProps {
  trigger: 'labelled' | 'icon';
  onSelect: (entry: Entry) => void;
}

function HeaderMenuExample({ trigger, onSelect }: HeaderMenuExampleProps) {
  const { t } = useLingui();
  const label = t({ id: 'HELP_MENU.LABEL', message: 'Help' });
  return (
    <HeaderMenu<Entry>
      onSelect={onSelect}
      trigger={
        trigger === 'labelled' ? (
          <HeaderMenuButton aria-label={label} icon={<CircleHelp size={18} aria-hidden="true" />} label={label} />
        ) : (
          <IconButton variant="ghost" size="sm" color="header.fg" aria-label={label}>
            <CircleHelp size={18} aria-hidden="true" />
          </IconButton>
        )
      }
    >
      <HeaderMenuEntries entries={ENTRIES} icons={ICONS} Label={EntryLabel} suffix={(entry) => entry !== 'about' && <NewWindowHint />} />
    </HeaderMenu>
  );
}

const meta = {
  title: 'Shell/HeaderMenu',
  component: HeaderMenuExample,
  parameters: { layout: 'centered' },
  args: { trigger: 'labelled', onSelect: fn() },
} satisfies Meta<typeof HeaderMenuExample>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Tab to the trigger and press Enter: the menu opens with the focus in it; Home, End and the arrows move. */
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Help' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Online help(opens in a new window)', 'Service status(opens in a new window)', 'About']);
    // The focus is in the menu; the arrows, Home and End move the highlight.
    await waitFor(() => expect(menu.contains(menu.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{End}');
    await expect(items[2]).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Home}');
    await expect(items[0]).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveAttribute('data-highlighted');
    await expect(items.filter((item) => item.hasAttribute('data-highlighted'))).toHaveLength(1);
  },
};

/** Enter on an entry chooses it; the menu closes and the focus goes back to the trigger. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Help' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body(canvasElement).findByRole('menu');
    const service = within(menu).getByRole('menuitem', { name: 'Service status (opens in a new window)' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(service).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('serviceStatus');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Esc closes without choosing; the focus goes back to the (icon-only) trigger. */
export const EscapeReturnsFocus: Story = {
  args: { trigger: 'icon' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Help' });
    await userEvent.click(trigger);
    const menu = await body(canvasElement).findByRole('menu');
    // Escape goes to the menu once it has the focus (as it has before a person can press a key).
    await waitFor(() => expect(menu.contains(menu.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/**
 * At the right end of the header, as the header menus are: the menu opens below its trigger, aligned
 * to the trigger's right edge, so it never runs off the window.
 */
export const AlignedToTheRight: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Flex justify="flex-end" px="4" py="2" bg="header.bg" borderBottomWidth="1px" borderColor="border">
      <HeaderMenuExample {...args} />
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Help' });
    await userEvent.click(trigger);
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await waitFor(() => {
      const t = trigger.getBoundingClientRect();
      const m = menu.getBoundingClientRect();
      expect(Math.abs(m.right - t.right)).toBeLessThan(1);
      expect(m.top).toBeGreaterThanOrEqual(t.bottom);
    });
  },
};

/** In Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ヘルプ' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /^サービスステータス/ })).toBeInTheDocument();
  },
};

/**
 * Tab in the open menu closes it and goes on to the control after the trigger; Shift+Tab closes it
 * and goes back to the trigger (the WAI-ARIA menu button pattern).
 */
export const TabLeavesTheMenu: Story = {
  render: (args) => (
    <Flex gap="2">
      <HeaderMenuExample {...args} />
      <IconButton variant="ghost" size="sm" aria-label="Next control">
        <Info size={18} aria-hidden="true" />
      </IconButton>
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Help' });
    const openMenu = async () => {
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
      const menu = await body(canvasElement).findByRole('menu');
      await waitFor(() => expect(menu.contains(menu.ownerDocument.activeElement)).toBe(true));
    };
    await openMenu();
    await userEvent.tab();
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus());
    await openMenu();
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
