import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { TABBABLE } from '../dom/tabbable.ts';

/** The first control after `element` in the page's Tab order that a person can reach (shown, not inert, outside `skip`). */
function nextTabbableAfter(element: HTMLElement, skip: HTMLElement | null): HTMLElement | undefined {
  for (const candidate of element.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (!(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (element.contains(candidate) || skip?.contains(candidate) || candidate.closest('[inert], [aria-hidden="true"]')) continue;
    if (candidate.tabIndex >= 0 && candidate.getClientRects().length > 0) return candidate;
  }
  return undefined;
}

/**
 * The focus leaving a menu, by keyboard or because the menu went away.
 *
 * Tab (`onContentKeyDown`, with the menu's `open` and `onOpenChange`): the menu library keeps Tab inside
 * an open menu; as in the WAI-ARIA menu button pattern, Tab closes it and goes on to the control after
 * the trigger, Shift+Tab back to the trigger (the menu stands right after its trigger in the Tab order).
 * The closing menu focuses its trigger: for Tab, that focus is passed on once, until the menu has gone.
 *
 * Lost focus (`onExitComplete`): the menu (Ark/Zag) focuses its trigger on close, but an arrow key asks
 * to focus the menu one frame later; when Enter acts within that frame, the focus goes back into the
 * closing content and ends on the page once the content unmounts (`unmountOnExit`). So when the exit
 * completes, and again a frame later (after that request), a focus left on the page or inside the old
 * content returns to the trigger. An action that moved the focus on (a dialog, a new panel) keeps it.
 */
export function useMenuFocusReturn<T extends HTMLElement = HTMLButtonElement>() {
  const triggerRef = useRef<T>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // The control a Tab left the menu for: the menu focuses its trigger as it closes, and the focus then goes on.
  const tabbedTo = useRef<AbortController | null>(null);
  const onExitComplete = useCallback(() => {
    tabbedTo.current?.abort();
    tabbedTo.current = null;
    const returnIfLost = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || contentRef.current?.contains(active) === true;
      if (lost) triggerRef.current?.focus({ preventScroll: true });
    };
    returnIfLost();
    requestAnimationFrame(returnIfLost);
  }, []);
  // The menu's open state is held here, so Tab can close it: waiting for the menu to notice the focus
  // leaving loses a Tab pressed in the frame it opens (its outside-focus watch starts a frame late).
  const [open, setOpen] = useState(false);
  const onOpenChange = useCallback((details: { open: boolean }) => setOpen(details.open), []);
  const onContentKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const trigger = triggerRef.current;
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !trigger) return;
    event.preventDefault();
    const next = event.shiftKey ? undefined : nextTabbableAfter(trigger, contentRef.current);
    if (next) {
      tabbedTo.current?.abort();
      const passOn = new AbortController();
      tabbedTo.current = passOn;
      trigger.addEventListener('focus', () => next.focus(), { once: true, signal: passOn.signal });
    }
    setOpen(false);
  }, []);
  return { triggerRef, contentRef, onExitComplete, onContentKeyDown, open, onOpenChange };
}
