import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { menuResponseSchema } from '@soc/api';
import { createMenuResponse } from '@soc/mocks';
import { useMenuTitle } from '../../hooks/use-menu-title.ts';
import { useCommandPalette } from '../hooks/use-command-palette.ts';
import { menuPages } from '../model/menu-pages.ts';
import type { PaletteOption } from '../model/palette-results.ts';
import type { RecentPanel } from '../model/recent-panels.ts';
import { CommandPaletteView, type CommandPaletteViewProps } from './command-palette-view.tsx';

// The view with every state through args: the pages of a fixed menu (a service provider's, which has
// Usage Report and an external entry) under the titles the left menu shows, the recent panels given,
// and the text the palette opens with. The palette's own keys (useCommandPalette) drive the view.
const menu = menuResponseSchema.parse(createMenuResponse({ view: 'xsp-itops' })).data;

interface PaletteExampleProps extends Pick<CommandPaletteViewProps, 'open' | 'onClose' | 'pagesStatus'> {
  initialText?: string;
  recent?: readonly RecentPanel[];
  onChoose: (option: PaletteOption) => void;
}

function PaletteExample({ initialText, recent = [], onChoose, pagesStatus = 'done', ...props }: PaletteExampleProps) {
  const titleOf = useMenuTitle();
  // Until the menu is known (or when it failed) there are no pages to offer.
  const pages = useMemo(() => (pagesStatus === 'done' ? menuPages(menu, titleOf) : []), [pagesStatus, titleOf]);
  const state = useCommandPalette({ pages, recent, onChoose, initialText });
  return <CommandPaletteView {...props} pagesStatus={pagesStatus} state={state} />;
}

const meta = {
  title: 'Shell/CommandPaletteView',
  component: PaletteExample,
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide') },
  args: { open: true, onClose: fn(), onChoose: fn(), pagesStatus: 'done', initialText: '' },
} satisfies Meta<typeof PaletteExample>;
export default meta;
type Story = StoryObj<typeof meta>;

const INPUT = /Go to a page, a recent panel or an indicator|ページ、最近のパネル、またはインジケーターに移動/;

async function palette() {
  const dialog = await findFocusedOverlay('dialog', /Command palette|コマンドパレット/);
  const input = within(dialog).getByRole('combobox', { name: INPUT });
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog, input };
}

/** Nothing typed, no recent panels: what can be typed. */
export const Empty: Story = {
  play: async () => {
    const { dialog, input } = await palette();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    await expect(dialog).toHaveTextContent('Type the name of a page, or an IP address, domain, URL, e-mail address, file hash or host name.');
  },
};

/** Pages whose title matches, the first highlighted; the arrows move and Enter chooses. */
export const PageResults: Story = {
  args: { initialText: 'report' },
  play: async ({ args }) => {
    const { dialog, input } = await palette();
    await expect(input).toHaveValue('report');
    const pages = within(dialog).getByRole('group', { name: 'Pages' });
    const options = within(pages).getAllByRole('option');
    await expect(options.some((o) => o.textContent?.startsWith('Usage Report'))).toBe(true);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(`${options.length} result`);
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ kind: 'page' }));
  },
};

/** A menu entry that opens another site says so, in words as well as with the icon. */
export const ExternalPage: Story = {
  args: { initialText: 'cloud app' },
  play: async () => {
    const { dialog } = await palette();
    const option = within(dialog).getByRole('option', { name: /\(opens in a new window\)$/ });
    await expect(option).toHaveTextContent(/^Cloud App Security/);
    await expect(option.querySelectorAll('mark')).toHaveLength(2);
  },
};

/**
 * A public IPv4 address: open its profile, or search for it everywhere. The heading is shown as written,
 * not upper-cased ("IPV4").
 */
export const IndicatorResults: Story = {
  args: { initialText: '8.8.8.8' },
  play: async ({ args }) => {
    const { dialog } = await palette();
    const group = within(dialog).getByRole('group', { name: 'Indicator: IPv4 address' });
    // `innerText` is the text as rendered, after CSS `text-transform`.
    await expect(document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.innerText).toBe('Indicator: IPv4 address');
    const [open, search] = within(group).getAllByRole('option');
    await expect(open).toHaveTextContent('8.8.8.8');
    await expect(search).toHaveTextContent('Global search for “8.8.8.8”');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ kind: 'search', keyword: '8.8.8.8' }));
  },
};

/** The panels opened earlier, newest first, before anything is typed. */
export const RecentPanels: Story = {
  args: {
    recent: [
      { searchType: 6, identifier: '8.8.8.8', params: { ip: '8.8.8.8' } },
      { searchType: 5, identifier: 'malicious.example.com', params: { domain: 'malicious.example.com' } },
    ],
  },
  play: async () => {
    const { dialog } = await palette();
    const group = within(dialog).getByRole('group', { name: 'Recent panels' });
    await expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual(['IP address8.8.8.8', 'Domainmalicious.example.com']);
  },
};

/** Nothing matches: said plainly, announced, and Enter does nothing. */
export const NoResults: Story = {
  args: { initialText: 'mimikatz' },
  play: async ({ args }) => {
    const { dialog } = await palette();
    await expect(dialog).toHaveTextContent('No page, recent panel or indicator matches “mimikatz”.');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('No results');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The menu is still loading: said under the results; indicators already work. */
export const PagesLoading: Story = {
  args: { pagesStatus: 'loading' },
  play: async () => {
    const { dialog } = await palette();
    await expect(dialog).toHaveTextContent("Loading the menu's pages…");
  },
};

/** The menu could not be loaded: said, and an indicator is still offered. */
export const PagesFailed: Story = {
  args: { pagesStatus: 'error', initialText: 'malicious.example.com' },
  play: async () => {
    const { dialog } = await palette();
    await expect(dialog).toHaveTextContent("The menu's pages could not be loaded; indicators and recent panels still work.");
    await expect(within(dialog).getByRole('group', { name: /^Indicator: / })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('group', { name: 'Pages' })).toBeNull();
  },
};

/** In Japanese: pages are found by the titles the Japanese menu shows. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { initialText: '使用状況' },
  play: async () => {
    const { dialog } = await palette();
    const pages = within(dialog).getByRole('group', { name: 'ページ' });
    await expect(within(pages).getAllByRole('option')[0]).toHaveTextContent('使用状況レポート');
    await expect(dialog).toHaveTextContent('移動');
  },
};

/** Esc asks to close (the container then closes the palette and gives the focus back). */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await palette();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
