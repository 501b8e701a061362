import { lazy, Suspense, useCallback, useState } from 'react';
import { detectPlatform, useConsoleShortcuts } from '@soc/shell';
import { useConsoleNavigate } from '../hooks/use-console-navigate.ts';

// Their own chunks, requested on the first Ctrl+K / ⌘K or "?": only the key listener is in the first download.
const CommandPalette = lazy(() => import('./chunks/command-palette.ts'));
const ShortcutSheet = lazy(() => import('./chunks/shortcut-sheet.ts'));

type Open = 'palette' | 'sheet' | undefined;

/** The command palette and the shortcut sheet (issue 13), opened from anywhere by their keys. */
export function CommandPaletteSlot() {
  // A menu page or /app/global-search?keyword=…; the palette opens a menu entry's external address itself.
  const onNavigate = useConsoleNavigate();
  const [open, setOpen] = useState<Open>(undefined);
  // Once loaded a chunk stays mounted (closed), so the dialog can hand focus back as it closes.
  const [loaded, setLoaded] = useState({ palette: false, sheet: false });
  const show = useCallback((which: Exclude<Open, undefined>) => {
    setLoaded((was) => (was[which] ? was : { ...was, [which]: true }));
    setOpen((current) => (which === 'palette' && current === 'palette' ? undefined : which));
  }, []);

  useConsoleShortcuts({ onPalette: () => show('palette'), onSheet: () => show('sheet'), ownDialogOpen: open !== undefined });

  const close = useCallback(() => setOpen(undefined), []);
  return (
    <>
      {loaded.palette && (
        <Suspense fallback={null}>
          <CommandPalette open={open === 'palette'} onClose={close} onNavigate={onNavigate} />
        </Suspense>
      )}
      {loaded.sheet && (
        <Suspense fallback={null}>
          <ShortcutSheet open={open === 'sheet'} onClose={close} platform={detectPlatform()} />
        </Suspense>
      )}
    </>
  );
}
