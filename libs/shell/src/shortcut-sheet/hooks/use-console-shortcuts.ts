import { useEffect, useRef } from 'react';
import { detectPlatform, hasOpenModal, isPaletteKey, isSheetKey, isTypingTarget, type ShortcutPlatform } from '../model/shortcut-keys.ts';

export interface ConsoleShortcutsOptions {
  /** Ctrl+K / ⌘K. */
  onPalette: () => void;
  /** "?" outside text fields. */
  onSheet: () => void;
  /** The palette or the sheet is open: Ctrl+K still answers (it switches or closes) though a modal is open. */
  ownDialogOpen?: boolean;
  platform?: ShortcutPlatform;
  target?: Window;
}

/**
 * The console's global keys (issue 13). Ctrl+K / ⌘K types nothing, so it works everywhere, text
 * fields included, unless something on the page already handled it (a rich-text editor's "insert
 * link") or another modal dialog is open. "?" types a character, so it only acts outside text
 * fields. Neither acts during an input method's composition.
 */
export function useConsoleShortcuts({ onPalette, onSheet, ownDialogOpen = false, platform, target }: ConsoleShortcutsOptions): void {
  const latest = useRef({ onPalette, onSheet, ownDialogOpen });
  latest.current = { onPalette, onSheet, ownDialogOpen };

  useEffect(() => {
    const win = target ?? window;
    const os = platform ?? detectPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.keyCode === 229) return;
      const { ownDialogOpen: own } = latest.current;
      if (isPaletteKey(event, os)) {
        if (!own && hasOpenModal(win.document)) return;
        event.preventDefault();
        latest.current.onPalette();
      } else if (isSheetKey(event)) {
        const origin = event.composedPath?.()[0] ?? event.target;
        if (isTypingTarget(origin) || hasOpenModal(win.document)) return;
        event.preventDefault();
        latest.current.onSheet();
      }
    };
    win.addEventListener('keydown', onKeyDown);
    return () => win.removeEventListener('keydown', onKeyDown);
  }, [platform, target]);
}
