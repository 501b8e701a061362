// Input methods (Japanese, Chinese, Korean…) use Enter to confirm a composition and the arrows to
// pick a candidate. Those keys belong to the input method, never to the field's own shortcuts.

/** The parts of a React keyboard event the check reads. */
export interface ImeKeyEventLike {
  keyCode: number;
  nativeEvent: { isComposing: boolean };
}

/**
 * Whether a key event belongs to an input method's composition. Browsers disagree on how they say
 * so: `isComposing` on the event (Chrome, Firefox, Edge), or only key code 229 on the Enter that
 * follows `compositionend` (Safari); both are checked.
 */
export function isImeKeyEvent(event: ImeKeyEventLike): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}
