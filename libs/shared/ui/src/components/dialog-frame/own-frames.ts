/**
 * A dialog's answer to "the user interacted outside" (Chakra's `onInteractOutside`) that keeps it open
 * when the interaction is inside a page it frames. The dialog library listens in same-origin frames too
 * and, the frame being another document, counts focus or a click there as outside: the first Tab into
 * a framed page closed its dialog.
 */
export function keepOpenForOwnFrames(event: { detail: { target: EventTarget | null }; currentTarget: EventTarget | null; preventDefault: () => void }): void {
  const frame = frameElementOf(event.detail.target);
  if (frame && event.currentTarget instanceof Node && event.currentTarget.contains(frame)) event.preventDefault();
}

function frameElementOf(target: EventTarget | null): Element | null {
  if (!target || typeof (target as Node).ownerDocument === 'undefined') return null;
  try {
    return (target as Node).ownerDocument?.defaultView?.frameElement ?? null;
  } catch {
    return null; // a frame of another origin: not the dialog's own page
  }
}
