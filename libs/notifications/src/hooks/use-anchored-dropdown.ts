import { autoUpdate } from '@floating-ui/dom';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

/** Space between the trigger and the dropdown, and the least space kept to the viewport's edges. */
const GUTTER_PX = 8;

/**
 * Where the dropdown stands: below the trigger, its end edge on the trigger's, a gutter from the
 * viewport's end edge and bottom (the start edge is the component's: it knows the width).
 */
interface DropdownPlacement {
  top: number;
  right: number;
  maxHeight: number;
}

function placementBelow(trigger: HTMLElement): DropdownPlacement {
  const rect = trigger.getBoundingClientRect();
  const viewport = document.documentElement;
  const top = rect.bottom + GUTTER_PX;
  return { top, right: Math.max(GUTTER_PX, viewport.clientWidth - rect.right), maxHeight: Math.max(0, viewport.clientHeight - top - GUTTER_PX) };
}

const samePlacement = (a: DropdownPlacement | null, b: DropdownPlacement) =>
  a !== null && a.top === b.top && a.right === b.right && a.maxHeight === b.maxHeight;

interface AnchoredDropdownOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A non-modal dropdown anchored to its trigger (the bell's): a click on the trigger toggles it;
 * Escape closes it with focus back on the trigger; a press or focus outside closes it, focus going
 * where the user put it. Focus opens on the dropdown itself.
 *
 * Hand-made rather than Chakra's popover for this one menu (issue 11, item 12): the popover's
 * opening (state machine, layer stack, floating placement, focus scan) was one long task beside a
 * 250-item list. Here an opening is one render; the place is read from the trigger in the click,
 * while the layout is clean.
 */
export function useAnchoredDropdown({ open, onOpenChange }: AnchoredDropdownOptions) {
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<DropdownPlacement | null>(null);
  const wasOpen = useRef(open);

  const place = useCallback(() => {
    if (!triggerRef.current) return;
    const next = placementBelow(triggerRef.current);
    setPlacement((current) => (samePlacement(current, next) ? current : next));
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      onOpenChange(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    [onOpenChange],
  );

  // Opened without the trigger's click (a story mounts it open): place it before the first paint.
  useLayoutEffect(() => {
    if (open && placement === null) place();
  }, [open, placement, place]);

  // Focus opens on the dropdown itself; closing with focus inside gives it back to the trigger.
  useEffect(() => {
    if (open && !wasOpen.current) contentRef.current?.focus();
    if (!open && wasOpen.current && contentRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // While open, follow the trigger wherever the page moves it (a scroll, a resize, a layout shift such as
  // a web font arriving): floating-ui's tracking, already in the bundle under Chakra's popovers, which
  // wakes on those events only; a render only when the place changed.
  useEffect(() => {
    if (!open || !triggerRef.current || !contentRef.current) return undefined;
    return autoUpdate(triggerRef.current, contentRef.current, place);
  }, [open, place]);

  useEffect(() => {
    if (!open) return undefined;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (contentRef.current?.contains(target) === true || triggerRef.current?.contains(target) === true);
    const onPointerDown = (event: PointerEvent) => {
      if (inside(event.target)) return;
      onOpenChange(false);
      // A press on nothing focusable leaves focus on the page's body: give it to the trigger, as a
      // menu does. Read after the press's own focus change, which follows this event.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body || document.activeElement === null) triggerRef.current?.focus();
      });
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusWasInside = inside(document.activeElement);
      event.preventDefault();
      close(focusWasInside);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, onOpenChange, close]);

  const triggerProps = {
    ref: triggerRef,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': contentId,
    onClick: (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      if (!open) place();
      onOpenChange(!open);
    },
  };

  const contentProps = {
    ref: contentRef,
    id: contentId,
    role: 'dialog' as const,
    tabIndex: -1,
    hidden: !open,
    'data-state': open ? 'open' : 'closed',
    onKeyDown: (event: KeyboardEvent) => {
      // The dropdown is portalled to the end of the page: Tab past its last control, or Shift+Tab
      // before its first, goes back to the trigger, as if the dropdown followed it in the page.
      if (event.key !== 'Tab' || event.defaultPrevented || !contentRef.current) return;
      const tabbables = visibleTabbables(contentRef.current);
      const active = document.activeElement;
      const leaving =
        tabbables.length === 0 ||
        (event.shiftKey ? active === contentRef.current || active === tabbables[0] : active === tabbables[tabbables.length - 1]);
      if (!leaving) return;
      event.preventDefault();
      close(true);
    },
  };

  return { triggerProps, contentProps, placement };
}

function visibleTabbables(root: HTMLElement): HTMLElement[] {
  const candidates = root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])');
  // A tab panel visited before is kept, hidden: its controls are not in the tab order.
  return Array.from(candidates).filter((element) => element.closest('[hidden]') === null);
}
