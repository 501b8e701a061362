import { fn } from 'storybook/test';

/**
 * A stand-in for navigator.clipboard in stories: the browser running the story tests may refuse
 * clipboard access, and stories must not depend on permissions. Use as a story's `beforeEach`.
 */
export const clipboardWriteText = fn(async (_text: string): Promise<void> => undefined);

export function stubClipboard(): () => void {
  clipboardWriteText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: clipboardWriteText } });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** Makes every clipboard write fail, as in an insecure context or with permission denied. */
export function stubFailingClipboard(): () => void {
  const writeText = fn(async (_text: string): Promise<void> => {
    throw new DOMException('Clipboard access denied', 'NotAllowedError');
  });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}
