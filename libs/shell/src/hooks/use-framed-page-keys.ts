import { useEffect, useEffectEvent, useState } from 'react';

type Direction = 'forward' | 'backward';

/** The dialog's tab stops around the frame (the frame itself included, to find its neighbours). */
const TAB_STOPS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Keys pressed in a framed console page stay in the frame's document: the dialog around it never
 * sees them. For a page of the console's own origin this hook hands the dialog two of them:
 * - Escape closes the dialog (`onEscape`), unless the page used it itself (a menu of its own closing)
 *   or an input method was composing;
 * - Tab or Shift+Tab past the page's last or first control goes on to the dialog's control after or
 *   before the frame, wrapping around. Left alone, the browser sends it to the page behind the dialog
 *   (the focus trap then throws it back into the frame) or to no element at all.
 * A page of another origin (no reachable document) is left alone. Returns the frame's ref.
 */
export function useFramedPageKeys(onEscape?: () => void) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const escape = useEffectEvent(() => {
    if (!onEscape) return false;
    onEscape();
    return true;
  });

  useEffect(() => {
    if (!frame) return undefined;
    let detach: (() => void) | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    // Each page loaded in the frame has a window of its own: listen again on every load.
    const attach = () => {
      detach?.();
      detach = undefined;
      const page = frame.contentDocument?.defaultView;
      if (!page) return;
      let tabbing: Direction | undefined;
      let leftPage = false;
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.defaultPrevented) return;
        if (event.key === 'Escape' && !event.isComposing) {
          if (escape()) event.preventDefault();
        } else if (event.key === 'Tab') {
          tabbing = event.shiftKey ? 'backward' : 'forward';
          leftPage = false;
          clearTimeout(settle);
          // After the browser has moved the focus, and the focus trap has reacted to it.
          settle = setTimeout(() => {
            if (leftPage && tabbing) focusBeside(frame, tabbing);
            tabbing = undefined;
          });
        }
      };
      const onBlur = (event: FocusEvent) => {
        if (event.target === page && tabbing) leftPage = true;
      };
      page.addEventListener('keydown', onKeyDown);
      page.addEventListener('blur', onBlur);
      detach = () => {
        page.removeEventListener('keydown', onKeyDown);
        page.removeEventListener('blur', onBlur);
      };
    };
    attach();
    frame.addEventListener('load', attach);
    return () => {
      frame.removeEventListener('load', attach);
      detach?.();
      clearTimeout(settle);
    };
  }, [frame]);

  return setFrame;
}

/** Focuses the dialog's tab stop after or before the frame, wrapping, unless the focus is there already. */
function focusBeside(frame: HTMLIFrameElement, direction: Direction) {
  const dialog = frame.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!dialog) return;
  const stops = Array.from(dialog.querySelectorAll<HTMLElement>(TAB_STOPS)).filter(
    (element) => element === frame || (element.tabIndex >= 0 && !element.closest('[hidden], [inert]')),
  );
  const at = stops.indexOf(frame);
  if (at < 0 || stops.length < 2) return;
  const next = stops[(at + (direction === 'forward' ? 1 : -1) + stops.length) % stops.length];
  if (next && frame.ownerDocument.activeElement !== next) next.focus();
}
