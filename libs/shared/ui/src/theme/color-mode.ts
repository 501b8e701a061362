/**
 * Colour mode without a provider: Chakra v3's `_dark` condition matches `.dark &`, so the mode is
 * just a class on <html>. The user's explicit choice is kept in localStorage under `colorMode`.
 */
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const COLOR_MODE_STORAGE_KEY = 'colorMode';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** The mode currently applied to <html> (light unless the `dark` class is present). */
export function getColorMode(root: HTMLElement = document.documentElement): ColorMode {
  return root.classList.contains('dark') ? 'dark' : 'light';
}

function applyColorMode(mode: ColorMode, root: HTMLElement): void {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
}

/** Applies `mode` to <html> and remembers it as the user's choice. */
export function setColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  applyColorMode(mode, root);
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (privacy mode, quota); the mode still applies to this page.
  }
}

function readStoredColorMode(): string | null {
  try {
    return localStorage.getItem(COLOR_MODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Call once before the first render: applies the stored choice, else the system preference,
 * without storing anything (so an unset choice keeps following the system on the next visit).
 */
export function initColorMode(root: HTMLElement = document.documentElement): ColorMode {
  const stored = readStoredColorMode();
  const prefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  const mode: ColorMode = isColorMode(stored) ? stored : prefersDark ? 'dark' : 'light';
  applyColorMode(mode, root);
  return mode;
}
