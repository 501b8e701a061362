import { useCallback, useRef } from 'react';

/**
 * Gives the focus back to a menu's trigger when the menu went away and left it nowhere.
 *
 * The menu (Ark/Zag) focuses its trigger on close, but an arrow key asks to focus the menu one frame
 * later; when Enter acts within that frame, the focus goes back into the closing content and ends on
 * the page once the content unmounts (`unmountOnExit`). So when the exit completes, and again a frame
 * later (after that request), a focus left on the page or inside the old content returns to the trigger.
 * An action that moved the focus on (a dialog, a new panel) keeps it.
 */
export function useMenuFocusReturn<T extends HTMLElement = HTMLButtonElement>() {
  const triggerRef = useRef<T>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const onExitComplete = useCallback(() => {
    const returnIfLost = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || contentRef.current?.contains(active) === true;
      if (lost) triggerRef.current?.focus({ preventScroll: true });
    };
    returnIfLost();
    requestAnimationFrame(returnIfLost);
  }, []);
  return { triggerRef, contentRef, onExitComplete };
}
