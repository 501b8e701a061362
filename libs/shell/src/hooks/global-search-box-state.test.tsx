import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import {
  SEARCH_BOX_EXPANDED_WIDTH_PX,
  SEARCH_BOX_WIDTH_PX,
  useGlobalSearchBox,
  type UseGlobalSearchBoxOptions,
} from './global-search-box-state.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

const KEY = 'searchHistory';
const WARNING = 'No previous page to back, will go to home page.';

function setup(overrides: Partial<UseGlobalSearchBoxOptions> = {}) {
  const options = {
    onSearch: vi.fn<(keyword: string) => void>(),
    onBack: vi.fn<() => void>(),
    canGoBack: vi.fn(() => false),
    onHome: vi.fn<() => void>(),
    onWarn: vi.fn<(message: string) => void>(),
    ...overrides,
  };
  const hook = renderHook((props: Partial<UseGlobalSearchBoxOptions>) => useGlobalSearchBox({ ...options, ...props }), { wrapper, initialProps: {} });
  return { ...hook, options };
}

const type = (result: { current: ReturnType<typeof useGlobalSearchBox> }, value: string) =>
  act(() => result.current.inputProps.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>));

const press = (result: { current: ReturnType<typeof useGlobalSearchBox> }, key: string) => {
  const preventDefault = vi.fn();
  act(() => result.current.inputProps.onKeyDown({ key, preventDefault, nativeEvent: { isComposing: false } } as unknown as KeyboardEvent<HTMLInputElement>));
  return preventDefault;
};

const storedHistory = () => JSON.parse(localStorage.getItem(KEY) ?? '[]') as string[];

describe('useGlobalSearchBox', () => {
  describe('Enter (spec 000 §2.7, §5)', () => {
    it('searches the trimmed text and records it first in the history', () => {
      localStorage.setItem(KEY, JSON.stringify(['older']));
      const { result, options } = setup();
      type(result, '  8.8.8.8  ');
      press(result, 'Enter');
      expect(options.onSearch).toHaveBeenCalledExactlyOnceWith('8.8.8.8');
      expect(storedHistory()).toEqual(['8.8.8.8', 'older']);
      expect(result.current.text).toBe('8.8.8.8');
    });

    it.each(['', ' ', '   \t  ', '\u3000', '\u200B', '\u2060\u200D'])('ignores blank text %j', (text) => {
      const { result, options } = setup();
      type(result, text);
      press(result, 'Enter');
      expect(options.onSearch).not.toHaveBeenCalled();
      expect(localStorage.getItem(KEY)).toBeNull();
    });

    it('moves a repeated keyword to the front instead of duplicating it, and caps the history at 50', () => {
      localStorage.setItem(KEY, JSON.stringify(Array.from({ length: 50 }, (_, i) => `k${i}`)));
      const { result } = setup();
      type(result, 'k7');
      press(result, 'Enter');
      expect(storedHistory()).toHaveLength(50);
      expect(storedHistory().slice(0, 3)).toEqual(['k7', 'k0', 'k1']);
      type(result, 'fresh');
      press(result, 'Enter');
      expect(storedHistory()).toHaveLength(50);
      expect(storedHistory()[0]).toBe('fresh');
      expect(storedHistory()).not.toContain('k49');
    });
  });

  describe('width and expansion (spec 000 §9)', () => {
    it('is 144 px, 640 px while focused, and collapses on Escape or blur', () => {
      const { result } = setup();
      expect(result.current.width).toBe(SEARCH_BOX_WIDTH_PX);
      expect(SEARCH_BOX_WIDTH_PX).toBe(144);
      act(() => result.current.inputProps.onFocus());
      expect(result.current.expanded).toBe(true);
      expect(result.current.width).toBe(SEARCH_BOX_EXPANDED_WIDTH_PX);
      expect(SEARCH_BOX_EXPANDED_WIDTH_PX).toBe(640);
      press(result, 'Escape');
      expect(result.current.width).toBe(144);
      type(result, 'a');
      expect(result.current.width).toBe(640);
      act(() => result.current.inputProps.onBlur());
      expect(result.current.expanded).toBe(false);
    });

    it('leaves Escape alone when already collapsed', () => {
      const { result } = setup();
      expect(press(result, 'Escape')).not.toHaveBeenCalled();
    });
  });

  describe('history suggestions', () => {
    beforeEach(() => {
      localStorage.setItem(KEY, JSON.stringify(['example.com', 'evil-example.net', '8.8.8.8', 'Example.org']));
    });

    it('shows nothing for 2 characters and up to 10 matches from 3', () => {
      const { result } = setup();
      act(() => result.current.inputProps.onFocus());
      type(result, 'ex');
      expect(result.current.listOpen).toBe(false);
      expect(result.current.inputProps['aria-expanded']).toBe(false);
      type(result, 'exa');
      expect(result.current.listOpen).toBe(true);
      expect(result.current.inputProps['aria-expanded']).toBe(true);
      expect(result.current.suggestions.map((s) => s.keyword)).toEqual(['example.com', 'evil-example.net', 'Example.org']);
      expect(result.current.suggestions[1]?.ranges).toEqual([[5, 8]]);
    });

    it('moves with the arrows (wrapping), exposes the active option and picks it with Enter', () => {
      const { result, options } = setup();
      act(() => result.current.inputProps.onFocus());
      type(result, 'example');
      expect(result.current.inputProps['aria-activedescendant']).toBeUndefined();
      expect(press(result, 'ArrowDown')).toHaveBeenCalled();
      expect(result.current.activeIndex).toBe(0);
      expect(result.current.inputProps['aria-activedescendant']).toBe(result.current.optionId(0));
      expect(result.current.optionProps(0)['aria-selected']).toBe(true);
      press(result, 'ArrowDown');
      press(result, 'ArrowDown');
      press(result, 'ArrowDown');
      expect(result.current.activeIndex).toBe(0);
      press(result, 'ArrowUp');
      expect(result.current.activeIndex).toBe(2);
      press(result, 'Enter');
      expect(options.onSearch).toHaveBeenCalledWith('Example.org');
      expect(result.current.text).toBe('Example.org');
      expect(result.current.listOpen).toBe(false);
      expect(storedHistory()[0]).toBe('Example.org');
    });

    it('ArrowUp from no selection goes to the last suggestion; typing clears the selection', () => {
      const { result } = setup();
      act(() => result.current.inputProps.onFocus());
      type(result, 'example');
      press(result, 'ArrowUp');
      expect(result.current.activeIndex).toBe(2);
      type(result, 'example.');
      expect(result.current.activeIndex).toBe(-1);
    });

    it('closes the list on Escape and reopens it when typing', () => {
      const { result } = setup();
      act(() => result.current.inputProps.onFocus());
      type(result, 'example');
      press(result, 'ArrowDown');
      press(result, 'Escape');
      expect(result.current.listOpen).toBe(false);
      expect(result.current.inputProps['aria-activedescendant']).toBeUndefined();
      type(result, 'exampl');
      expect(result.current.listOpen).toBe(true);
    });

    it('picks a clicked suggestion', () => {
      const { result, options } = setup();
      act(() => result.current.inputProps.onFocus());
      type(result, '8.8');
      act(() => result.current.optionProps(0).onClick());
      expect(options.onSearch).toHaveBeenCalledWith('8.8.8.8');
    });

    it('suggests what another tab searched, as soon as that tab stores it (contract §5)', () => {
      const { result } = setup();
      act(() => result.current.inputProps.onFocus());
      type(result, 'alp');
      expect(result.current.suggestions).toEqual([]);
      // Another tab writes the history; this tab hears of it through a `storage` event.
      const written = JSON.stringify(['alpha-keyword', 'example.com', 7]);
      localStorage.setItem(KEY, written);
      act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: written })));
      expect(result.current.suggestions.map((s) => s.keyword)).toEqual(['alpha-keyword']);
      expect(result.current.listOpen).toBe(true);
      // Storage cleared elsewhere (a null key): no history left to suggest.
      localStorage.clear();
      act(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
      expect(result.current.suggestions).toEqual([]);
    });

    it('reads the history again from its own storage on that key only', () => {
      const history = ['alpha-keyword'];
      const storage = { getItem: vi.fn(() => JSON.stringify(history)), setItem: vi.fn() };
      const { result } = setup({ storage });
      type(result, 'alp');
      expect(result.current.suggestions).toHaveLength(1);
      history.push('alpine');
      act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'ja' })));
      expect(result.current.suggestions).toHaveLength(1);
      act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '[]' })));
      expect(result.current.suggestions.map((s) => s.keyword)).toEqual(['alpha-keyword', 'alpine']);
    });

    it('does not search while an input method is composing', () => {
      const { result, options } = setup();
      type(result, '東京');
      act(() => result.current.inputProps.onKeyDown({ key: 'Enter', preventDefault: vi.fn(), nativeEvent: { isComposing: true } } as unknown as KeyboardEvent<HTMLInputElement>));
      expect(options.onSearch).not.toHaveBeenCalled();
    });
  });

  describe('the page keyword', () => {
    it('shows the search page keyword and follows it', () => {
      const { result, rerender } = setup({ keyword: 'first' } as Partial<UseGlobalSearchBoxOptions>);
      expect(result.current.text).toBe('first');
      rerender({ keyword: 'second' });
      expect(result.current.text).toBe('second');
      rerender({ keyword: '' });
      expect(result.current.text).toBe('');
    });
  });

  describe('back arrow (spec 000 §2.7, §9)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('goes back when a previous page exists', () => {
      const { result, options } = setup({ canGoBack: () => true });
      act(() => result.current.back());
      expect(options.onBack).toHaveBeenCalledOnce();
      expect(options.onWarn).not.toHaveBeenCalled();
      expect(options.onHome).not.toHaveBeenCalled();
    });

    it('otherwise warns word for word and goes home after exactly 1 s', () => {
      vi.useFakeTimers();
      const { result, options } = setup();
      act(() => result.current.back());
      expect(options.onWarn).toHaveBeenCalledExactlyOnceWith(WARNING);
      expect(options.onBack).not.toHaveBeenCalled();
      expect(result.current.goingHome).toBe(true);
      act(() => vi.advanceTimersByTime(999));
      expect(options.onHome).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(options.onHome).toHaveBeenCalledOnce();
      expect(result.current.goingHome).toBe(false);
    });

    it('ignores repeated clicks while going home, and cancels on unmount', () => {
      vi.useFakeTimers();
      const { result, options, unmount } = setup();
      act(() => result.current.back());
      act(() => result.current.back());
      expect(options.onWarn).toHaveBeenCalledOnce();
      unmount();
      vi.advanceTimersByTime(2000);
      expect(options.onHome).not.toHaveBeenCalled();
    });
  });
});
