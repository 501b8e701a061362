// Which key presses are the console's own shortcuts (issue 13). Loaded with the first page (the
// listener must be there before the palette's chunk is), so it stays small and framework-free.

export type ShortcutPlatform = 'mac' | 'other';

/** macOS (and iPadOS with a keyboard) use ⌘ where other systems use Ctrl. */
export function detectPlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined = globalThis.navigator): ShortcutPlatform {
  const data = (nav as { userAgentData?: { platform?: string } } | undefined)?.userAgentData?.platform;
  return /mac|iphone|ipad/i.test(data ?? nav?.platform ?? nav?.userAgent ?? '') ? 'mac' : 'other';
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Ctrl+K, or ⌘K on macOS (where Ctrl+K deletes to the end of the line in text fields). */
export function isPaletteKey(event: KeyLike, platform: ShortcutPlatform): boolean {
  const command = platform === 'mac' ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  // `code` as well, so the shortcut works on keyboard layouts whose K key types another letter.
  return command && !event.altKey && !event.shiftKey && (event.key.toLowerCase() === 'k' || event.code === 'KeyK');
}

/** "?" typed on its own (Shift is part of typing it on most layouts). */
export function isSheetKey(event: KeyLike): boolean {
  return event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'time', 'week']);

/** An element where a typed character is text: text inputs, text areas, selects, editable content. */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(element.type.toLowerCase());
  return element.closest('textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="searchbox"], [role="combobox"]') !== null;
}

/** A modal dialog is open: its focus trap owns the keyboard, so the console's shortcuts stay out. */
export function hasOpenModal(doc: Pick<Document, 'querySelector'> = document): boolean {
  return doc.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]') !== null;
}
