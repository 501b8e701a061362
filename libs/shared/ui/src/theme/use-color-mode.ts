import { useCallback, useSyncExternalStore } from 'react';
import { getColorMode, setColorMode } from './color-mode.ts';
import type { ColorMode } from './color-mode.ts';

function subscribe(onChange: () => void): () => void {
  // Watch the class itself, so every writer (this hook, setColorMode, another tab's script) is seen.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const getSnapshot = () => getColorMode();
const getServerSnapshot = (): ColorMode => 'light';

export interface UseColorModeResult {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
}

/** The colour mode applied to <html>, and setters that store the user's choice. */
export function useColorMode(): UseColorModeResult {
  const colorMode = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const set = useCallback((mode: ColorMode) => setColorMode(mode), []);
  const toggleColorMode = useCallback(() => setColorMode(getColorMode() === 'dark' ? 'light' : 'dark'), []);
  return { colorMode, setColorMode: set, toggleColorMode };
}
