import { useState } from 'react';

/**
 * A dialog's own state that starts again from `initial` each time the dialog opens (a checkbox
 * ticked in one opening is unticked in the next). Reset during render, so no frame shows the old value.
 */
export function useStateResetOnOpen<Value>(open: boolean, initial: Value) {
  const [value, setValue] = useState(initial);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setValue(initial);
  }
  return [value, setValue] as const;
}
