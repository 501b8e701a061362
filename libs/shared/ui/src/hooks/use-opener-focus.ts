import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Where the focus was when a dialog opened, for its `finalFocusEl`: the focus goes back there on close.
 * Ark's focus trap records that element itself, but a frame after opening; a click or key that moved
 * the focus into the dialog within that frame made it record the dialog's own field, and the focus
 * ended on the page once the dialog was gone.
 */
export function useOpenerFocus(open: boolean): () => HTMLElement | null {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return useCallback(() => (opener.current?.isConnected ? opener.current : null), []);
}
