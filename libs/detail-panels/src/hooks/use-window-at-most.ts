import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window is at most `widthPx` wide, kept current while the window is resized or the phone
 * turned (read once at render, an open drawer kept the modality of the width it opened at).
 */
export function useWindowAtMost(widthPx: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => window.innerWidth <= widthPx, () => false);
}
