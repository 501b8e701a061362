// Behaviour of the command palette (issue 13): the text, the results, the active option, and the
// keys of an ARIA 1.2 combobox with a listbox. Arrow keys move (wrapping), Enter chooses the active
// option, and nothing acts while an input method composes (Japanese, Chinese, Korean…).
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useCombobox } from '../../hooks/use-combobox.ts';
import { isImeKeyEvent } from '../../model/ime.ts';
import type { ComboboxInputProps, ComboboxListboxProps, ComboboxOptionProps } from '../../model/combobox-props.ts';
import type { MenuPage } from '../model/menu-pages.ts';
import { paletteResults, type PaletteOption, type PaletteResults } from '../model/palette-results.ts';
import type { RecentPanel } from '../model/recent-panels.ts';

export interface UseCommandPaletteOptions {
  pages: readonly MenuPage[];
  recent: readonly RecentPanel[];
  /** Enter or a click on an option. The container closes the palette and acts. */
  onChoose: (option: PaletteOption) => void;
  /** The text the palette opens with (empty by default). */
  initialText?: string;
}

export interface CommandPaletteState {
  text: string;
  results: PaletteResults;
  /** Index of the active option in `results.options`, -1 for none. */
  activeIndex: number;
  listboxId: string;
  optionId: (index: number) => string;
  inputProps: ComboboxInputProps & { onCompositionStart: () => void; onCompositionEnd: () => void };
  listboxProps: ComboboxListboxProps;
  optionProps: (index: number) => ComboboxOptionProps;
  choose: (index: number) => void;
}

export function useCommandPalette({ pages, recent, onChoose, initialText = '' }: UseCommandPaletteOptions): CommandPaletteState {
  const [text, setText] = useState(initialText);
  const [activeIndex, setActiveIndex] = useState(0);
  const composing = useRef(false);

  const results = useMemo(() => paletteResults(text, pages, recent), [text, pages, recent]);
  const count = results.options.length;
  const active = count === 0 ? -1 : Math.min(activeIndex, count - 1);

  const choose = useCallback(
    (index: number) => {
      const option = results.options[index];
      if (option) onChoose(option);
    },
    [onChoose, results.options],
  );
  const { inputAria, ...combobox } = useCombobox({ text, expanded: count > 0, active, choose, setActiveIndex });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // compositionstart/end are tracked too: a key during a composition some browser does not flag.
    if (composing.current || isImeKeyEvent(event)) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!count) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((active + step + count) % count);
        break;
      }
      case 'Enter':
        event.preventDefault();
        if (active >= 0) choose(active);
        break;
    }
  };

  return {
    text,
    results,
    activeIndex: active,
    ...combobox,
    inputProps: {
      ...inputAria,
      onChange: (event) => {
        setText(event.target.value);
        // The best match of the new text is the active option, so Enter takes it at once.
        setActiveIndex(0);
      },
      onKeyDown,
      onCompositionStart: () => {
        composing.current = true;
      },
      onCompositionEnd: () => {
        composing.current = false;
      },
    },
    choose,
  };
}
