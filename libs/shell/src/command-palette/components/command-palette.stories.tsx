import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { RECENT_PANELS_KEY } from '../model/recent-panels.ts';
import { CommandPalette, type CommandPaletteProps } from './command-palette.tsx';

// The palette as the app mounts it: the menu from the mock backend (a service-provider persona, whose
// menu has Usage Report), the recent panels of this browser, and actions the story records.
function Stateful(args: CommandPaletteProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Open the palette
      </Button>
      <CommandPalette
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/CommandPalette',
  component: CommandPalette,
  render: Stateful,
  args: { open: true, onClose: fn(), onNavigate: fn(), onOpenPanel: fn(), onOpenWindow: fn() },
  globals: { persona: 'xsp-itops' },
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide') },
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const INPUT = /Go to a page, a recent panel or an indicator|ページ、最近のパネル、またはインジケーターに移動/;

async function palette() {
  const dialog = await findFocusedOverlay('dialog');
  const input = within(dialog).getByRole('combobox', { name: INPUT });
  // The field has the focus as soon as the palette opens.
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog, input };
}

/** Waits until `element` and what it holds have finished opening (a slide or a zoom in), so its box is its final one. */
const opened = (element: HTMLElement) =>
  waitFor(() => expect(element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))).toHaveLength(0));

/** Just opened, nothing typed and no recent panels: what to type. */
export const Empty: Story = {
  play: async () => {
    const { dialog, input } = await palette();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toHaveTextContent('Type the name of a page, or an IP address, domain, URL, e-mail address, file hash or host name.');
  },
};

/** Menu pages whose title matches, best first, the typed words marked; the arrows move the highlight. */
export const PageResults: Story = {
  play: async () => {
    const { dialog, input } = await palette();
    await userEvent.type(input, 'report');
    const pages = await within(dialog).findByRole('group', { name: 'Pages' });
    const options = within(pages).getAllByRole('option');
    await expect(options.map((o) => o.textContent?.split('›')[0])).toEqual(expect.arrayContaining([expect.stringContaining('Usage Report')]));
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
  },
};

/** A SHA-1 hash: open its file profile, or search for it everywhere. */
export const IndicatorResults: Story = {
  play: async () => {
    const { dialog, input } = await palette();
    await userEvent.type(input, '3395856CE81F2B7382DEE72602F798B642F14140');
    const group = await within(dialog).findByRole('group', { name: 'Indicator: SHA-1 hash' });
    const [open, search] = within(group).getAllByRole('option');
    await expect(open).toHaveTextContent('Open file profile3395856ce81f2b7382dee72602f798b642f14140');
    await expect(search).toHaveTextContent('Global search for “3395856ce81f2b7382dee72602f798b642f14140”');
    await userEvent.keyboard('{ArrowDown}');
    await expect(search).toHaveAttribute('aria-selected', 'true');
  },
};

/** A private address: only the global search, and why no IP profile is offered (spec 001 §5). */
export const PrivateAddress: Story = {
  play: async () => {
    const { dialog, input } = await palette();
    await userEvent.type(input, '192.168.10.4');
    await within(dialog).findByRole('group', { name: 'Indicator: IPv4 address' });
    await expect(within(dialog).getAllByRole('option')).toHaveLength(1);
    await expect(dialog).toHaveTextContent('The IP address profile is not offered for private addresses (10.x, 172.16–31.x, 192.168.x).');
  },
};

/** Nothing matches: said plainly, and Enter does nothing. */
export const NoResults: Story = {
  play: async ({ args }) => {
    const { dialog, input } = await palette();
    await userEvent.type(input, 'mimikatz{Enter}');
    await expect(dialog).toHaveTextContent('No page, recent panel or indicator matches “mimikatz”.');
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Panels opened earlier in this browser, newest first; Enter opens the first again. */
export const RecentPanels: Story = {
  beforeEach: () => {
    localStorage.setItem(
      RECENT_PANELS_KEY,
      JSON.stringify([
        { searchType: 6, params: { ip: '8.8.8.8' } },
        { searchType: 4, params: { url: 'http://malicious.example.com/a' } },
        { searchType: 3, params: { sha1: '3395856ce81f2b7382dee72602f798b642f14140' } },
      ]),
    );
  },
  play: async ({ args }) => {
    const { dialog } = await palette();
    const group = within(dialog).getByRole('group', { name: 'Recent panels' });
    await expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'IP address8.8.8.8',
      'URLhttp://malicious.example.com/a',
      'File3395856ce81f2b7382dee72602f798b642f14140',
    ]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onOpenPanel).toHaveBeenCalledWith({ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } }));
    // Open again for the picture.
    await userEvent.click(body().getByRole('button', { name: 'Open the palette' }));
    await palette();
  },
};

/**
 * In Japanese, typed through an input method: pages are found by their Japanese titles, and the Enter
 * that confirms the composition does not act.
 */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ args }) => {
    const { dialog, input } = await palette();
    fireEvent.compositionStart(input);
    await userEvent.type(input, '使用状況');
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.compositionEnd(input);
    await expect(args.onClose).not.toHaveBeenCalled();
    const pages = await within(dialog).findByRole('group', { name: 'ページ' });
    await expect(within(pages).getAllByRole('option')[0]).toHaveTextContent('使用状況レポート');
    await expect(within(pages).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};

/** In Japanese, a full-width address typed with the input method on is still an IPv4 address. */
export const JapaneseIndicator: Story = {
  globals: { locale: 'ja' },
  play: async () => {
    const { dialog, input } = await palette();
    await userEvent.type(input, '８．８．８．８');
    await within(dialog).findByRole('group', { name: 'インジケーター：IPv4アドレス' });
    await expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('8.8.8.8');
  },
};

/**
 * A phone in Japanese, a SHA-1 hash typed: the palette fits the screen, both results stay inside it and
 * the global search keeps its action (「…」をグローバル検索) in view however long the keyword.
 */
export const NarrowJapanese: Story = {
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const { dialog, input } = await palette();
    await userEvent.type(input, '3395856CE81F2B7382DEE72602F798B642F14140');
    const group = await within(dialog).findByRole('group', { name: 'インジケーター：SHA-1ハッシュ' });
    await opened(dialog);
    const options = within(group).getAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    for (const option of options) await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    // The search option says what it does: in Japanese the action follows the keyword, so it must not be cut off.
    const search = within(options[1] as HTMLElement).getByText(/をグローバル検索$/);
    await expect(search.scrollWidth).toBeLessThanOrEqual(search.clientWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A phone in Japanese, ダッシュボード typed: two pages have that name; each shows its groups under it,
 * whole, down to the group that tells them apart.
 */
export const NarrowJapaneseSameNamedPages: Story = {
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const { dialog, input } = await palette();
    await userEvent.type(input, 'ダッシュボード');
    await opened(dialog);
    const pages = await within(dialog).findAllByRole('option', { name: /^ダッシュボード/ });
    await expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) {
      const trail = within(page).getByText(/›|コラボレーション/);
      await expect(trail.getBoundingClientRect().top).toBeGreaterThan(within(page).getByText('ダッシュボード').getBoundingClientRect().bottom - 1);
      await expect(trail.scrollHeight).toBeLessThanOrEqual(trail.clientHeight);
      await expect(page.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
    }
  },
};

/** Esc closes the palette and the focus goes back to where it was. */
export const EscapeReturnsFocus: Story = {
  args: { open: false },
  play: async ({ args }) => {
    const opener = body().getByRole('button', { name: 'Open the palette' });
    await userEvent.click(opener);
    await palette();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
