/**
 * Colour mode without a provider: Chakra v3's `_dark` condition matches `.dark &`, so the mode is
 * just a class on <html>. The user's explicit choice is kept in localStorage under `colorMode`
 * (per browser); without one the console follows the system's preference, also as it changes.
 */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'colorMode';

/** What the user picks in the user menu: a fixed mode, or follow the system. */
export const COLOR_MODE_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** The mode currently applied to <html> (light unless the `dark` class is present). */
export function getColorMode(root: HTMLElement = document.documentElement): ColorMode {
  return root.classList.contains('dark') ? 'dark' : 'light';
}

function applyColorMode(mode: ColorMode, root: HTMLElement): void {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  // The canvas and native controls follow at once, before any stylesheet arrives.
  root.style.colorScheme = mode;
}

function systemMediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK_QUERY) : undefined;
}

/** The system's preference (light where the browser cannot tell). */
function getSystemColorMode(): ColorMode {
  return systemMediaQuery()?.matches ? 'dark' : 'light';
}

/** Applies `mode` to <html> and remembers it as the user's choice. */
export function setColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  applyColorMode(mode, root);
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (privacy mode, quota); the mode still applies to this page.
  }
  notifyPreferenceChange();
}

function readStoredColorMode(): string | null {
  try {
    return localStorage.getItem(COLOR_MODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The user's choice in this browser: a stored mode, else `system`. */
export function getColorModePreference(): ColorModePreference {
  const stored = readStoredColorMode();
  return isColorMode(stored) ? stored : 'system';
}

/**
 * Applies and keeps the user's choice; `system` forgets the stored mode and applies the system's
 * preference (which `watchColorMode` then follows).
 */
export function setColorModePreference(preference: ColorModePreference, root: HTMLElement = document.documentElement): void {
  if (preference !== 'system') return setColorMode(preference, root);
  try {
    localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
  } catch {
    // Storage unavailable: the page still follows the system.
  }
  applyColorMode(getSystemColorMode(), root);
  notifyPreferenceChange();
}

// The class on <html> does not change when the user goes from "Dark" to "System" on a dark system,
// so the menu's radio state is told separately.
const preferenceListeners = new Set<() => void>();
function notifyPreferenceChange(): void {
  for (const listener of preferenceListeners) listener();
}
/** Called after every change of the stored choice (this tab or another). */
export function subscribeColorModePreference(listener: () => void): () => void {
  preferenceListeners.add(listener);
  return () => preferenceListeners.delete(listener);
}

/**
 * Call once before the first render: applies the stored choice, else the system preference,
 * without storing anything (so an unset choice keeps following the system on the next visit).
 */
export function initColorMode(root: HTMLElement = document.documentElement): ColorMode {
  const preference = getColorModePreference();
  const mode: ColorMode = preference === 'system' ? getSystemColorMode() : preference;
  applyColorMode(mode, root);
  return mode;
}

/**
 * Keeps <html> in step after start: follows the system's preference while the user has no stored
 * choice, and a choice made in another tab of this browser. Returns the unsubscribe.
 */
export function watchColorMode(root: HTMLElement = document.documentElement): () => void {
  const media = systemMediaQuery();
  const onSystemChange = () => {
    if (getColorModePreference() === 'system') applyColorMode(getSystemColorMode(), root);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY && event.key !== null) return;
    initColorMode(root);
    notifyPreferenceChange();
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The console's start: apply the mode now and keep following the system and other tabs. */
export function startColorMode(root: HTMLElement = document.documentElement): ColorMode {
  const mode = initColorMode(root);
  watchColorMode(root);
  return mode;
}
