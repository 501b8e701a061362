import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { UiProvider } from '@soc/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { GlobalSearchBox, type GlobalSearchBoxProps } from './global-search-box.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const Providers = ({ children }: { children: ReactNode }) => (
  <UiProvider>
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  </UiProvider>
);

function renderBox(props: Partial<GlobalSearchBoxProps> = {}) {
  const handlers = {
    onSearch: vi.fn<(keyword: string) => void>(),
    onBack: vi.fn<() => void>(),
    canGoBack: vi.fn(() => false),
    onHome: vi.fn<() => void>(),
    onWarn: vi.fn<(message: string) => void>(),
  };
  render(<GlobalSearchBox {...handlers} {...props} />, { wrapper: Providers });
  return handlers;
}

const HISTORY = ['example.com', 'evil-example.net', '8.8.8.8', 'www.EXAMPLE.org'];

// Chakra's first render is slow when the whole suite runs on two workers.
describe('GlobalSearchBox', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('searchHistory', JSON.stringify(HISTORY));
  });

  it('is a combobox wired to its listbox', () => {
    renderBox();
    const input = screen.getByRole('combobox', { name: 'Global search' });
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'collapsed');
    // No longer than the search page reads: a longer keyword would arrive there as "No keyword".
    expect(input).toHaveAttribute('maxLength', '2048');
  });

  it('expands on focus and collapses on Escape', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'expanded');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'collapsed');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'expanded');
  });

  it('offers no history for 2 characters and marks the matches from 3', async () => {
    const user = userEvent.setup();
    renderBox();
    const input = screen.getByRole('combobox');
    await user.type(input, 'ex');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(input, 'a');
    const listbox = screen.getByRole('listbox', { name: 'Earlier searches' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['example.com', 'evil-example.net', 'www.EXAMPLE.org']);
    const marks = options[2]!.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['EXA']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through the suggestions with the arrows and searches the chosen one with Enter', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderBox();
    const input = screen.getByRole('combobox');
    await user.type(input, 'example');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('www.EXAMPLE.org');
    expect(input).toHaveValue('www.EXAMPLE.org');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(JSON.parse(localStorage.getItem('searchHistory') ?? '[]')[0]).toBe('www.EXAMPLE.org');
  });

  it('searches the typed text with Enter and ignores blank text', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderBox();
    const input = screen.getByRole('combobox');
    await user.type(input, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, ' evil.example {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('evil.example');
  });

  it('picks a suggestion with the mouse without losing focus', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderBox();
    const input = screen.getByRole('combobox');
    await user.type(input, '8.8.');
    await user.click(screen.getByRole('option', { name: '8.8.8.8' }));
    expect(onSearch).toHaveBeenCalledWith('8.8.8.8');
    expect(input).toHaveFocus();
  });

  it('closes the list when focus leaves', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByRole('combobox'), 'example');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'collapsed');
  });

  it('shows the back arrow only when asked; with no previous page it warns and goes home after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const { onWarn, onHome, onBack } = renderBox({ showBack: true, keyword: 'example.com' });
      expect(screen.getByRole('combobox')).toHaveValue('example.com');
      await user.click(screen.getByRole('button', { name: 'Back to the previous page' }));
      expect(onWarn).toHaveBeenCalledWith('No previous page to back, will go to home page.');
      expect(onBack).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(onHome).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes back on a click made while the box is expanded (the press leaves the box as it is)', async () => {
    const user = userEvent.setup();
    const { onBack } = renderBox({ showBack: true, keyword: '8.8.8.8', canGoBack: () => true });
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'expanded');
    const arrow = screen.getByRole('button', { name: 'Back to the previous page' });
    // In a browser the input's blur collapses the box from 640 to 144 px under the pointer, so the
    // arrow moves and the click is lost: the press must keep the focus (and the layout) where it is.
    await user.pointer({ keys: '[MouseLeft>]', target: arrow });
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'expanded');
    await user.pointer({ keys: '[/MouseLeft]', target: arrow });
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('has no back arrow by default', () => {
    renderBox();
    expect(screen.queryByRole('button', { name: 'Back to the previous page' })).toBeNull();
  });
});
