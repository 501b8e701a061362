import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '@soc/api';
import { holdSlices, renderWithProviders } from '@soc/testing';
import { useState } from 'react';
import { focusVisibleByKey } from '../testing/focus-visible-by-key.ts';
import { LeftMenu } from './left-menu.tsx';

const entry = (id: number, children: MenuItem[] = []): MenuItem => ({ id: String(id), title: `Entry ${id}`, path: children.length ? undefined : `/app/x${id}`, sidebar: true, children });
const manyEntries = (count: number, from = 1) => Array.from({ length: count }, (_, i) => entry(from + i));

function Menu({ items, openIds = [] }: { items: MenuItem[]; openIds?: string[] }) {
  const [collapsed, setCollapsed] = useState(false);
  const [open, setOpen] = useState(openIds);
  return (
    <LeftMenu
      items={items}
      collapsed={collapsed}
      openIds={open}
      activeId={undefined}
      onToggleCollapsed={() => setCollapsed((c) => !c)}
      onToggleOpen={(id) => setOpen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))}
      onSelect={vi.fn()}
    />
  );
}

const menuList = () => within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('list')[0] as HTMLElement;
const topEntries = () => within(menuList()).getAllByRole('listitem').length;

describe('LeftMenu with a server menu of thousands of entries', { timeout: 30_000 }, () => {
  it('draws the first 150 entries at once and the rest one slice per task', () => {
    const slices = holdSlices();
    renderWithProviders(<Menu items={manyEntries(400)} />);
    expect(topEntries()).toBe(150);
    slices.next();
    expect(topEntries()).toBe(300);
    slices.runAll();
    expect(topEntries()).toBe(400);
    expect(screen.getByRole('link', { name: 'Entry 400' })).toHaveAttribute('href', '/app/x400');
  });

  it('starts again from one slice on collapse, so the icon rail costs one slice, not the whole list', async () => {
    const slices = holdSlices();
    const user = userEvent.setup();
    renderWithProviders(<Menu items={manyEntries(400)} />);
    slices.runAll();
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(topEntries()).toBe(150);
    slices.runAll();
    expect(topEntries()).toBe(400);
  });

  it('opens a group of thousands one slice at a time', async () => {
    const slices = holdSlices();
    const user = userEvent.setup();
    renderWithProviders(<Menu items={[entry(1, manyEntries(500, 100))]} />);
    await user.click(screen.getByRole('button', { name: 'Entry 1' }));
    const group = () => screen.getAllByRole('list')[1] as HTMLElement;
    expect(within(group()).getAllByRole('listitem')).toHaveLength(150);
    slices.runAll();
    expect(within(group()).getAllByRole('listitem')).toHaveLength(500);
  });
});

describe('LeftMenu external entries (/nojump)', () => {
  it('opens its site through onSelect; without a usable address the entry is unavailable and goes nowhere', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const external = (id: string, url?: string): MenuItem => ({ id, title: `Vendor ${id}`, path: '/nojump', url, sidebar: true, children: [] });
    renderWithProviders(
      <LeftMenu items={[external('601', 'https://vendor.example/'), external('602')]} collapsed={false} openIds={[]} activeId={undefined} onToggleCollapsed={vi.fn()} onToggleOpen={vi.fn()} onSelect={onSelect} />,
    );
    const site = screen.getByRole('link', { name: 'Vendor 601' });
    expect(site).toHaveAttribute('href', 'https://vendor.example/');
    await user.click(site);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '601' }));
    onSelect.mockClear();
    const nowhere = screen.getByRole('button', { name: 'Vendor 602' });
    expect(nowhere).toHaveAttribute('aria-disabled', 'true');
    await user.click(nowhere);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('an entry without a path leads nowhere, unless the app acts on its key; a url without /nojump is no link', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const bare = (id: string, url?: string): MenuItem => ({ id, title: `Entry ${id}`, url, sidebar: true, children: [] });
    renderWithProviders(
      <LeftMenu items={[bare('700'), bare('701', 'https://vendor.example/'), bare('8751'), bare('881')]} collapsed={false} openIds={[]} activeId={undefined} onToggleCollapsed={vi.fn()} onToggleOpen={vi.fn()} onSelect={onSelect} />,
    );
    for (const name of ['Entry 700', 'Entry 701']) {
      const entry = screen.getByRole('button', { name });
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      await user.click(entry);
    }
    expect(onSelect).not.toHaveBeenCalled();
    for (const name of ['Entry 8751', 'Entry 881']) {
      expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
      await user.click(screen.getByRole('button', { name }));
    }
    expect(onSelect.mock.calls.map((call) => (call[0] as MenuItem).id)).toEqual(['8751', '881']);
  });
});

describe('LeftMenu on a narrow screen, opened over the page', () => {
  const narrow = (matches: boolean) => vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches, media: query }) as MediaQueryList);
  afterEach(() => vi.restoreAllMocks());

  function NarrowMenu({ onSelect }: { onSelect: (item: MenuItem) => void }) {
    const [collapsed, setCollapsed] = useState(false);
    return (
      <LeftMenu
        items={manyEntries(3)}
        collapsed={collapsed}
        openIds={[]}
        activeId={undefined}
        onToggleCollapsed={() => setCollapsed((c) => !c)}
        onToggleOpen={vi.fn()}
        onSelect={onSelect}
      />
    );
  }

  it('folds back to the icon rail when an entry is chosen', async () => {
    narrow(true);
    const onSelect = vi.fn();
    renderWithProviders(<NarrowMenu onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('link', { name: 'Entry 2' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('folds back on Esc, with the focus on the expand button, and on a tap beside it', async () => {
    narrow(true);
    renderWithProviders(<NarrowMenu onSelect={vi.fn()} />);
    screen.getByRole('link', { name: 'Entry 1' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    await userEvent.click(screen.getByTestId('menu-backdrop'));
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('folds back when Tab takes the focus out of it, so the focus never walks on under the backdrop', async () => {
    narrow(true);
    renderWithProviders(
      <>
        <NarrowMenu onSelect={vi.fn()} />
        <button type="button">Page action</button>
      </>,
    );
    screen.getByRole('button', { name: 'Collapse menu' }).focus();
    // Inside the menu the focus moves freely.
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Collapse menu' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Page action' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('stays open on a wide screen, where it sits beside the page', async () => {
    narrow(false);
    renderWithProviders(<NarrowMenu onSelect={vi.fn()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Entry 2' }));
    screen.getByRole('link', { name: 'Entry 1' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
  });
});

describe('LeftMenu: the label of the entry the keyboard focuses', () => {
  const FOCUS_LABEL = '[data-focus-label]';
  const shownLabel = () => document.querySelector<HTMLElement>(FOCUS_LABEL);
  /** jsdom lays nothing out: the widths a browser would measure are given here. */
  function measure(entry: HTMLElement, scrollWidth: number, clientWidth: number) {
    const text = entry.querySelector('[data-truncated-text]');
    Object.defineProperty(text, 'scrollWidth', { configurable: true, value: scrollWidth });
    Object.defineProperty(text, 'clientWidth', { configurable: true, value: clientWidth });
  }
  let restoreFocusVisible: () => void;
  beforeEach(() => {
    restoreFocusVisible = focusVisibleByKey();
  });
  afterEach(() => restoreFocusVisible());

  it('in the icon rail shows the label of each entry Tab reaches, once, hidden from assistive technology and the pointer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeftMenu items={manyEntries(2)} collapsed openIds={[]} activeId={undefined} onToggleCollapsed={vi.fn()} onToggleOpen={vi.fn()} onSelect={vi.fn()} />);
    expect(shownLabel()).toBeNull();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Entry 1' })).toHaveFocus();
    expect(shownLabel()).toHaveTextContent('Entry 1');
    expect(shownLabel()).toHaveAttribute('aria-hidden', 'true');
    expect(shownLabel()).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });
    await user.tab();
    expect(shownLabel()).toHaveTextContent('Entry 2');
    expect(document.querySelectorAll(FOCUS_LABEL)).toHaveLength(1);
    // The rail's toggle is an icon too.
    await user.tab();
    expect(shownLabel()).toHaveTextContent('Expand menu');
    await user.keyboard('{Escape}');
    expect(shownLabel()).toBeNull();
    // Out of the menu, and on a click (no focus ring), none.
    await user.tab({ shift: true });
    expect(shownLabel()).toHaveTextContent('Entry 2');
    await user.tab();
    await user.tab();
    expect(document.body).toHaveFocus();
    expect(shownLabel()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Entry 1' }));
    expect(screen.getByRole('link', { name: 'Entry 1' })).toHaveFocus();
    expect(shownLabel()).toBeNull();
  });

  it('in the open menu shows a label only while it is cut, and follows the menu folding into the rail', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Menu items={manyEntries(2)} />);
    measure(screen.getByRole('link', { name: 'Entry 1' }), 240, 160);
    measure(screen.getByRole('link', { name: 'Entry 2' }), 160, 160);
    await user.tab();
    expect(shownLabel()).toHaveTextContent('Entry 1');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Entry 2' })).toHaveFocus();
    expect(shownLabel()).toBeNull();
    // Outside the rail the toggle gets none; folded into the rail under the focus, it does at once.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveFocus();
    expect(shownLabel()).toBeNull();
    await user.keyboard('{Enter}');
    expect(shownLabel()).toHaveTextContent('Expand menu');
  });
});
