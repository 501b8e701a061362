// jsdom's `:focus-visible` remembers its last match across Tabs and tests, and after one Tab it says
// no to the next. A test that reads it gets the browser's rule instead: the focused element shows its
// ring when the last input was a key, or none at all (a script's focus); not after a pointer press.

/** Answers `:focus-visible` as a browser does until the returned function restores jsdom's own. */
export function focusVisibleByKey() {
  let byPointer = false;
  const onKey = () => {
    byPointer = false;
  };
  const onPointer = () => {
    byPointer = true;
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  const matches = Element.prototype.matches;
  const spy = vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selectors: string) {
    return selectors === ':focus-visible' ? !byPointer && this === this.ownerDocument.activeElement : matches.call(this, selectors);
  });
  return () => {
    spy.mockRestore();
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
  };
}
