import { useCallback, useEffect, useRef } from 'react';

/**
 * The ref of a modal's content (a dialog's, a drawer's) that keeps the focus inside while a control is
 * busy. A control that turns pending ("Signing out…", "Saving…") is disabled while it has the focus;
 * the browser then drops the focus to the page, and the focus trap brings it back to some element
 * later, or not at all. The content (focusable, `tabindex=-1`) takes it instead, at once: a screen
 * reader stays in the modal, and what is focused does not depend on timing. The observer follows the
 * content element, not the ref callback: Chakra merges refs anew on every render, and a detach/attach
 * around the very commit that disables the control would miss it.
 */
export function useContentHoldingFocus() {
  const contentRef = useRef<HTMLDivElement | null>(null);
  const watch = useRef<{ element: HTMLElement; observer: MutationObserver } | null>(null);
  useEffect(() => () => watch.current?.observer.disconnect(), []);
  const setContent = useCallback((content: HTMLDivElement | null) => {
    contentRef.current = content;
    if (!content || watch.current?.element === content || typeof MutationObserver === 'undefined') return;
    watch.current?.observer.disconnect();
    // Where the focus is when this runs depends on the browser: Chromium 156 fixes the focus up after
    // mutation callbacks, so the disabled control still has it here; Chromium 150 has already blurred it
    // to the page. Either way the content takes it; a focus on another, enabled control is left alone.
    const observer = new MutationObserver((records) => {
      const focused = content.ownerDocument.activeElement;
      const dropped = focused === null || focused === content.ownerDocument.body;
      if (records.some((record) => (record.target as HTMLButtonElement).disabled && (dropped || record.target === focused))) content.focus({ preventScroll: true });
    });
    observer.observe(content, { attributes: true, attributeFilter: ['disabled'], subtree: true });
    watch.current = { element: content, observer };
  }, []);
  return { contentRef, setContent };
}
