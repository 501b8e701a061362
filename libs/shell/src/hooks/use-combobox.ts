import { useCallback, useId } from 'react';
import type { ComboboxInputProps, ComboboxListboxProps, ComboboxOptionProps } from '../model/combobox-props.ts';

export interface UseComboboxOptions {
  text: string;
  /** The listbox is shown. */
  expanded: boolean;
  /** Index of the active option, -1 for none. */
  active: number;
  /** An option was clicked. */
  choose: (index: number) => void;
  /** The pointer moved onto another option: it becomes the active one. */
  setActiveIndex: (index: number) => void;
}

export interface ComboboxWiring {
  listboxId: string;
  optionId: (index: number) => string;
  /** The input's ARIA state; the caller adds its own handlers. */
  inputAria: Omit<ComboboxInputProps, 'onChange' | 'onKeyDown'>;
  listboxProps: ComboboxListboxProps;
  optionProps: (index: number) => ComboboxOptionProps;
}

/**
 * The ARIA 1.2 combobox wiring the header search box and the command palette share: ids, the
 * input's state, and the listbox and options. Which keys move and what choosing does stay theirs.
 */
export function useCombobox({ text, expanded, active, choose, setActiveIndex }: UseComboboxOptions): ComboboxWiring {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);
  return {
    listboxId,
    optionId,
    inputAria: {
      role: 'combobox',
      type: 'text',
      value: text,
      autoComplete: 'off',
      spellCheck: false,
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
    },
    // Keeps the focus in the input while an option is clicked.
    listboxProps: { id: listboxId, role: 'listbox', onMouseDown: (event) => event.preventDefault() },
    optionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      onClick: () => choose(index),
      onMouseMove: () => {
        if (index !== active) setActiveIndex(index);
      },
    }),
  };
}
