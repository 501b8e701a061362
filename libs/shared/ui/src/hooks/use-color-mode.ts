import { useCallback, useSyncExternalStore } from 'react';
import { getColorMode, getColorModePreference, setColorMode, setColorModePreference, subscribeColorModePreference } from '../theme/color-mode.ts';
import type { ColorMode, ColorModePreference } from '../theme/color-mode.ts';

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

export interface UseColorModePreferenceResult {
  /** The user's choice in this browser: light, dark, or follow the system. */
  preference: ColorModePreference;
  setPreference: (preference: ColorModePreference) => void;
}

const getPreferenceSnapshot = () => getColorModePreference();
const getPreferenceServerSnapshot = (): ColorModePreference => 'system';

/** The user menu's colour choice: what is stored (or `system`), and the setter that applies it. */
export function useColorModePreference(): UseColorModePreferenceResult {
  const preference = useSyncExternalStore(subscribeColorModePreference, getPreferenceSnapshot, getPreferenceServerSnapshot);
  const setPreference = useCallback((next: ColorModePreference) => setColorModePreference(next), []);
  return { preference, setPreference };
}
