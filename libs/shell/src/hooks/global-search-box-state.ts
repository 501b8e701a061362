// Behaviour of the header's global search box (spec 000 §2.7, §4.5, §5, §9): text, expanded width,
// history suggestions as an ARIA 1.2 combobox, Enter to search, and the back arrow.
import { useLingui } from '@lingui/react/macro';
import { STORAGE_KEYS } from '@soc/api';
import { toaster, useStorageWrittenElsewhere } from '@soc/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { isImeKeyEvent } from '../model/ime.ts';
import type { ComboboxInputProps, ComboboxListboxProps, ComboboxOptionProps } from '../model/combobox-props.ts';
import { useCombobox } from './use-combobox.ts';
import { matchHistory, readSearchHistory, recordSearch, type HistoryMatch } from '../model/search-history.ts';
import { BACK_TO_HOME_DELAY_MS } from '../model/search-routes.ts';
import { trimBlank } from '@soc/util';

/** Spec 000 §9: the input is 144 px wide, 640 px when expanded. */
export const SEARCH_BOX_WIDTH_PX = 144;
export const SEARCH_BOX_EXPANDED_WIDTH_PX = 640;

export interface UseGlobalSearchBoxOptions {
  /** Enter on non-blank text, or a picked suggestion: the trimmed keyword. The app navigates to `/app/global-search?keyword=`. */
  onSearch: (keyword: string) => void;
  /** The back arrow when a previous page exists: go back to it. */
  onBack: () => void;
  /** Whether a previous page exists (router history). */
  canGoBack: () => boolean;
  /** No previous page: called 1 s after the warning to go to the home page. */
  onHome: () => void;
  /** The keyword of the page on show (the search page's `?keyword=`); the box shows it. */
  keyword?: string;
  /** Shows the warning; by default a warning toast. */
  onWarn?: (message: string) => void;
  /** Where the history lives; `localStorage` by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export interface GlobalSearchBoxState {
  text: string;
  /** Focused (or being used): the input is 640 px wide instead of 144 px. */
  expanded: boolean;
  width: number;
  /** The suggestion list is shown. */
  listOpen: boolean;
  /** Earlier keywords matching the text (more than 2 characters, up to 10), with ranges to highlight. */
  suggestions: readonly HistoryMatch[];
  /** Index of the highlighted suggestion, -1 for none. */
  activeIndex: number;
  /** The "no previous page" warning is showing and home is 1 s away. */
  goingHome: boolean;
  listboxId: string;
  optionId: (index: number) => string;
  inputProps: ComboboxInputProps & { onFocus: () => void; onClick: () => void; onBlur: () => void };
  listboxProps: ComboboxListboxProps;
  optionProps: (index: number) => ComboboxOptionProps;
  /** Picks a suggestion: fills the box and searches it. */
  pick: (index: number) => void;
  /** The back arrow. */
  back: () => void;
  /** Collapses the box and closes the list (Esc). */
  collapse: () => void;
}

const SEARCH_HISTORY_KEYS = [STORAGE_KEYS.searchHistory];

const defaultWarn = (message: string) => {
  toaster.create({ type: 'warning', title: message });
};

/**
 * Headless global search box. Enter with blank or whitespace-only text does nothing (spec 000 §5);
 * otherwise the trimmed text is recorded in the history (newest first) and passed to `onSearch`.
 * Keyboard: ArrowDown / ArrowUp move through the suggestions (wrapping), Enter searches the
 * highlighted one or the text, Escape closes the list and collapses the box.
 */
export function useGlobalSearchBox({ onSearch, onBack, canGoBack, onHome, keyword = '', onWarn = defaultWarn, storage }: UseGlobalSearchBoxOptions): GlobalSearchBoxState {
  const { t } = useLingui();
  const [text, setText] = useState(keyword);
  // The page's keyword wins when it changes (a new search, or leaving the search page).
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setText(keyword);
  }

  const [history, setHistory] = useState(() => readSearchHistory(storage));
  // Every tab shares the history (contract §5): another tab's searches are suggested here at once.
  useStorageWrittenElsewhere(SEARCH_HISTORY_KEYS, () => setHistory(readSearchHistory(storage)));
  const [expanded, setExpanded] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [goingHome, setGoingHome] = useState(false);
  const homeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(homeTimer.current), []);

  const suggestions = useMemo(() => matchHistory(text, history), [text, history]);
  const listOpen = expanded && !dismissed && suggestions.length > 0;
  const active = listOpen && activeIndex < suggestions.length ? activeIndex : -1;

  const search = useCallback(
    (value: string) => {
      const trimmed = trimBlank(value);
      if (!trimmed) return;
      setHistory(recordSearch(trimmed, storage));
      setText(trimmed);
      setDismissed(true);
      setActiveIndex(-1);
      onSearch(trimmed);
    },
    [onSearch, storage],
  );

  const pick = useCallback(
    (index: number) => {
      const match = suggestions[index];
      if (match) search(match.keyword);
    },
    [search, suggestions],
  );

  const collapse = useCallback(() => {
    setExpanded(false);
    setDismissed(true);
    setActiveIndex(-1);
  }, []);

  const reopen = useCallback(() => {
    setExpanded(true);
    setDismissed(false);
  }, []);

  const move = (step: 1 | -1) => {
    if (!suggestions.length) return;
    setExpanded(true);
    setDismissed(false);
    const count = suggestions.length;
    // From "none", down goes to the first and up to the last.
    setActiveIndex(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key of an input method's composition (Enter confirming Japanese text) never searches.
    if (isImeKeyEvent(event)) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        event.preventDefault();
        if (active >= 0) pick(active);
        else search(text);
        break;
      case 'Escape':
        if (expanded || listOpen) {
          event.preventDefault();
          collapse();
        }
        break;
    }
  };

  const back = useCallback(() => {
    if (goingHome) return;
    if (canGoBack()) {
      onBack();
      return;
    }
    onWarn(t({ id: 'SEARCH.BACK_NO_PREVIOUS', message: 'No previous page to back, will go to home page.' }));
    setGoingHome(true);
    homeTimer.current = setTimeout(() => {
      setGoingHome(false);
      onHome();
    }, BACK_TO_HOME_DELAY_MS);
  }, [goingHome, canGoBack, onBack, onWarn, onHome, t]);

  const { inputAria, ...combobox } = useCombobox({ text, expanded: listOpen, active, choose: pick, setActiveIndex });

  return {
    text,
    expanded,
    width: expanded ? SEARCH_BOX_EXPANDED_WIDTH_PX : SEARCH_BOX_WIDTH_PX,
    listOpen,
    suggestions,
    activeIndex: active,
    goingHome,
    ...combobox,
    inputProps: {
      ...inputAria,
      onChange: (event) => {
        setText(event.target.value);
        setExpanded(true);
        setDismissed(false);
        setActiveIndex(-1);
      },
      onKeyDown,
      onFocus: reopen,
      // After Escape the input keeps the focus; a click opens it again.
      onClick: reopen,
      onBlur: () => collapse(),
    },
    pick,
    back,
    collapse,
  };
}
