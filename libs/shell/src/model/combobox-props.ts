import type { ChangeEvent, KeyboardEvent, MouseEvent } from 'react';

// The ARIA combobox pattern (input + listbox of options), shared by the header search box and the
// command palette: each hook adds only its own input handlers.

export interface ComboboxInputProps {
  role: 'combobox';
  type: 'text';
  value: string;
  autoComplete: 'off';
  spellCheck: false;
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export interface ComboboxListboxProps {
  id: string;
  role: 'listbox';
  onMouseDown: (event: MouseEvent) => void;
}

export interface ComboboxOptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  onClick: () => void;
  onMouseMove: () => void;
}
