import { useEffect, useState, type RefObject } from 'react';

/** Where the label sits: beside the control (the left menu) or under it, ending at its end (the header). */
export type FocusLabelPlacement = 'end' | 'bottom-end';

/** The label to draw, at the point of the control it is placed against (viewport coordinates). */
export type FocusLabelState = { shown: false } | { shown: true; text: string; placement: FocusLabelPlacement; x: number; y: number };

/** The label a focused control does not show itself, or undefined when its label is on screen. */
export type LabelOf = (element: HTMLElement) => string | undefined;

const HIDDEN: FocusLabelState = { shown: false };
/** Space between the control and its label, px. */
const GAP = 8;

/** The label a mouse user gets on hover (`title`), else the control's `aria-label`: an icon-only control's name. */
export const ownLabel: LabelOf = (element) => element.getAttribute('title') || element.getAttribute('aria-label') || undefined;

/** Equal labels keep the state object, so the many events that place it again re-render nothing. */
function sameLabel(a: FocusLabelState, b: FocusLabelState) {
  if (!a.shown || !b.shown) return a.shown === b.shown;
  return a.text === b.text && a.placement === b.placement && a.x === b.x && a.y === b.y;
}

function anchor(box: DOMRect, placement: FocusLabelPlacement) {
  return placement === 'end' ? { x: box.right + GAP, y: box.top + box.height / 2 } : { x: box.right, y: box.bottom + GAP };
}

/** Whether a list inside `container` has scrolled the control's middle out of its view. */
function scrolledOut(element: HTMLElement, container: HTMLElement) {
  const box = element.getBoundingClientRect();
  const middle = box.top + box.height / 2;
  for (let parent = element.parentElement; parent && container.contains(parent); parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowY === 'visible') continue;
    const shown = parent.getBoundingClientRect();
    if (middle < shown.top || middle > shown.bottom) return true;
  }
  return false;
}

/**
 * The label of the control inside `container` that has the keyboard focus, for the controls whose
 * label is not on screen (`labelOf`): an icon alone, a cut text. A mouse user reads it in the hover
 * title, which the keyboard never opens. Shown on `:focus-visible` only, so a click shows nothing new;
 * hidden on blur and Escape. One listener for the whole container, so a menu of thousands of entries
 * mounts nothing per entry. A list scrolled under the focus (a Tab past the fold scrolls it just after
 * the focus moves) takes the label along, and hides it once the control is out of the list's view.
 */
export function useFocusLabel(container: RefObject<HTMLElement | null>, labelOf: LabelOf, placement: FocusLabelPlacement): FocusLabelState {
  const [label, setLabel] = useState<FocusLabelState>(HIDDEN);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    let dismissed: Element | null = null;
    const view = root.ownerDocument.defaultView ?? window;
    // Window scrolls and resizes move a shown label; while none is shown, the window is not listened to.
    let following: AbortController | null = null;
    const stopFollowing = () => {
      following?.abort();
      following = null;
    };
    const hide = () => {
      stopFollowing();
      setLabel(HIDDEN);
    };
    const show = () => {
      const element = root.ownerDocument.activeElement;
      const focused = element instanceof HTMLElement && element !== dismissed && root.contains(element) && element.matches(':focus-visible');
      const text = focused ? labelOf(element) : undefined;
      if (!focused || !text || scrolledOut(element, root)) return hide();
      const next: FocusLabelState = { shown: true, text, placement, ...anchor(element.getBoundingClientRect(), placement) };
      setLabel((shown) => (sameLabel(shown, next) ? shown : next));
      if (following) return;
      following = new AbortController();
      // Capture: a scroll does not bubble, and the menu's list scrolls on its own.
      view.addEventListener('scroll', show, { capture: true, signal: following.signal });
      view.addEventListener('resize', show, { signal: following.signal });
    };
    const onFocusIn = () => {
      dismissed = null;
      show();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismissed = root.ownerDocument.activeElement;
      hide();
    };
    const listening = new AbortController();
    const { signal } = listening;
    root.addEventListener('focusin', onFocusIn, { signal });
    root.addEventListener('focusout', hide, { signal });
    root.addEventListener('keydown', onKeyDown, { signal });
    // The width of the menu moves when the rail opens or closes: the label is placed again once it has settled.
    root.addEventListener('transitionend', show, { signal });
    // A new rule (the rail opened or closed under the focus) applies at once, or after the width's transition.
    if (root.getAnimations?.().length) hide();
    else show();
    return () => {
      listening.abort();
      stopFollowing();
    };
  }, [container, labelOf, placement]);
  return label;
}
