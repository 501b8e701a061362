/**
 * jsdom lays nothing out, so every element has zero size and a dialog's focus trap finds nothing
 * focusable. Gives elements a width for the duration of a test file:
 * `beforeAll(() => { restore = stubLayout(); }); afterAll(() => restore());`
 */
export function stubLayout(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 100 });
  return () => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', descriptor);
  };
}
