import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { menuResponseSchema } from '@soc/api';
import { createMenuResponse } from '@soc/mocks';
import { useLeftMenu } from '../hooks/use-left-menu.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LeftMenu } from './left-menu.tsx';
import { LeftMenuFooter } from './left-menu-footer.tsx';

const menu = menuResponseSchema.parse(createMenuResponse({ view: 'ents' })).data;
const spMenu = menuResponseSchema.parse(createMenuResponse({ view: 'mspc' })).data;
const LONG_TITLE = 'Threat intelligence and external attack surface overview';

// The hook drives the view exactly as the console does.
function LiveLeftMenu({ items = menu, pathname, collapsed = false, onSelect, branded = false, height = 640 }: { items?: typeof menu; pathname: string; collapsed?: boolean; onSelect: () => void; branded?: boolean; height?: number }) {
  const state = useLeftMenu(items, pathname, collapsed);
  const [, setTick] = useState(0);
  return (
    <div style={{ height, display: 'flex' }}>
      <LeftMenu
        {...state}
        onToggleCollapsed={() => { state.toggleCollapsed(); setTick((t) => t + 1); }}
        onToggleOpen={state.toggleOpen}
        onSelect={onSelect}
        logo={branded ? <BrandLogo collapsed={state.collapsed} /> : undefined}
        footer={branded ? <LeftMenuFooter collapsed={state.collapsed} inlineHelp magicIcon pathname={pathname} onNavigate={onSelect} /> : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/LeftMenu',
  component: LiveLeftMenu,
  args: { pathname: '/dashboard', onSelect: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LiveLeftMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentPageOpen: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('button', { name: 'Dashboards and Reports' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Executive Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

export const OpeningAGroupClosesTheOthers: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('button', { name: 'Dashboards and Reports' })).not.toHaveAttribute('data-holds-current');
    await userEvent.click(nav.getByRole('button', { name: 'Threat Intelligence' }));
    await expect(nav.getByRole('button', { name: 'Dashboards and Reports' })).toHaveAttribute('aria-expanded', 'false');
    // Closed, the group marks the current page it now hides.
    await expect(nav.getByRole('button', { name: 'Dashboards and Reports' })).toHaveAttribute('data-holds-current', 'true');
    await userEvent.click(nav.getByRole('link', { name: 'Sandbox Analysis' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '802' }));
  },
};

export const NestedGroupKeepsParentOpen: Story = {
  args: { pathname: '/app/email-gateway/domains' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('button', { name: 'Email and Collaboration Security' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Email Gateway' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Domains' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PreviewAndComingSoonTags: Story = {
  args: { pathname: '/workbench/alerts' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getAllByText('Preview').length).toBeGreaterThan(0);
    await expect(within(nav).getByText('Coming soon')).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    const toggle = nav.getByRole('button', { name: 'Expand menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The icon rail shows where the user is: the group of the current page is marked.
    await expect(nav.getByRole('button', { name: 'Dashboards and Reports' })).toHaveAttribute('data-holds-current', 'true');
    await expect(nav.getByRole('button', { name: 'Threat Intelligence' })).not.toHaveAttribute('data-holds-current');
    // A group in the icon rail expands the menu with that group open.
    await userEvent.click(nav.getByRole('button', { name: 'Threat Intelligence' }));
    await expect(nav.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Threat Intelligence' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ServiceProviderMenu: Story = {
  args: { items: spMenu, pathname: '/app/customer-management/customer-overview' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('link', { name: 'Customer Overview' })).toHaveAttribute('aria-current', 'page');
  },
};

/** As the console shows it: the logo on top follows the collapse state; inline help and magic icon at the bottom. */
export const WithLogoAndFooter: Story = {
  args: { branded: true },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    const logo = nav.getByRole('img', { name: 'Security Operations Console' });
    await expect(within(logo).getByText('Security Operations Console')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Help Kit' })).toBeVisible();
    await expect(nav.getByRole('button', { name: "Guided tours and what's new" })).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Collapse menu' }));
    // Collapsed: the compact mark alone, entries as icons with hover titles.
    await expect(nav.getByRole('img', { name: 'Security Operations Console' })).toHaveAttribute('data-logo-mark', 'default');
    await expect(nav.getByRole('link', { name: 'Help Kit' })).toHaveAttribute('title', 'Help Kit');
  },
};

/** Collapsed from the start, with the logo and footer entries. */
export const WithLogoAndFooterCollapsed: Story = {
  args: { branded: true, collapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('img', { name: 'Security Operations Console' })).toHaveAttribute('data-logo-mark', 'default');
    await expect(nav.getByRole('button', { name: "Guided tours and what's new" })).toHaveAttribute('title', "Guided tours and what's new");
  },
};

/** A short screen (380 px): the current page's entry, at the bottom of the menu, is scrolled into view. */
export const CurrentPageBelowTheFold: Story = {
  args: { pathname: '/admin/sitemap', height: 380 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    const current = within(nav).getByRole('link', { name: 'Customize Navigation' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The menu's scrolling list: the first list of the navigation.
    const list = nav.querySelector('ul');
    const inView = () => {
      const shown = list?.getBoundingClientRect();
      const box = current.getBoundingClientRect();
      expect(shown && box.top >= shown.top && box.bottom <= shown.bottom).toBe(true);
    };
    await waitFor(inView);
    // The list shrinks after it was shown (in the console: the footer, the late styles): still in view.
    const frame = nav.parentElement;
    if (frame) frame.style.height = '320px';
    await waitFor(inView);
  },
};

/** Once the user moves the menu, it stays where they put it, even when its size changes again. */
export const ScrolledByTheUserStaysPut: Story = {
  args: { pathname: '/admin/sitemap', height: 380 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    const list = nav.querySelector('ul');
    await waitFor(() => expect(list?.scrollTop).toBeGreaterThan(0));
    list?.dispatchEvent(new WheelEvent('wheel', { deltaY: -1000, bubbles: true }));
    if (list) list.scrollTop = 0;
    const frame = nav.parentElement;
    if (frame) frame.style.height = '320px';
    // Two frames: the size observer has run.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(list?.scrollTop).toBe(0);
  },
};

/** A long title is cut with an ellipsis; the entry's icon keeps its size beside it (it was squeezed to 10 px). */
export const LongTitlesKeepTheirIcons: Story = {
  args: {
    items: [
      { id: 'long-leaf', title: LONG_TITLE, path: '/app/long', sidebar: true, role: 'menu', icon: 'intel', children: [] },
      ...menu,
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    const entry = within(nav).getByRole('link', { name: LONG_TITLE });
    const icon = entry.querySelector('svg');
    await expect(icon?.getBoundingClientRect().width).toBe(18);
    const title = entry.querySelector('span');
    await expect(title && title.scrollWidth > title.clientWidth).toBe(true);
  },
};

/** The label of the entry the keyboard has focused, drawn beside it (`FocusLabel`): hidden from assistive technology, which reads the entry's own name. */
async function expectFocusLabelBeside(entry: HTMLElement, text: string) {
  await expect(entry).toHaveFocus();
  const label = await screen.findByText(text, { selector: '[data-focus-label]' });
  await expect(label).toBeVisible();
  await expect(label).toHaveAttribute('aria-hidden', 'true');
  // Beside the entry, centred on it, once the rail has scrolled the entry into view.
  await waitFor(() => {
    const box = entry.getBoundingClientRect();
    const shown = label.getBoundingClientRect();
    expect(shown.left).toBeGreaterThanOrEqual(box.right);
    expect(Math.abs(shown.top + shown.height / 2 - (box.top + box.height / 2))).toBeLessThan(1);
  });
}

/** The icon rail from the keyboard: the entry Tab reaches shows its label beside it, as a hover shows its title to the mouse. */
export const RailLabelOnKeyboardFocus: Story = {
  args: { collapsed: true, branded: true },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    await userEvent.tab();
    await userEvent.tab();
    const entry = nav.getAllByRole('listitem')[1]?.querySelector<HTMLElement>('a, button');
    if (!entry) throw new Error('no second entry in the rail');
    await expectFocusLabelBeside(entry, entry.title);
    await expect(screen.getAllByText(entry.title, { selector: '[data-focus-label]' })).toHaveLength(1);
  },
};

/** A cut label in the open menu, from the keyboard: its whole text shows beside the entry. */
export const CutLabelOnKeyboardFocus: Story = {
  args: LongTitlesKeepTheirIcons.args,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await userEvent.tab();
    await expectFocusLabelBeside(within(nav).getByRole('link', { name: LONG_TITLE }), LONG_TITLE);
  },
};
