import { act, cleanup, renderHook } from '@testing-library/react';
import {
  COLOR_MODE_STORAGE_KEY, getColorMode, getColorModePreference, initColorMode, setColorMode, setColorModePreference, watchColorMode,
} from './color-mode.ts';
import { useColorMode, useColorModePreference } from '../hooks/use-color-mode.ts';

const root = document.documentElement;

function mockPrefersDark(matches: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
  );
}

afterEach(() => {
  cleanup(); // unmount hooks first, so resetting the class below is not a state update
  root.classList.remove('light', 'dark');
  vi.restoreAllMocks();
});

describe('setColorMode', () => {
  it('puts the mode class on <html>, removes the other and stores the choice', () => {
    setColorMode('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    setColorMode('light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('light')).toBe(true);
    expect(getColorMode()).toBe('light');
    expect(localStorage.getItem('colorMode')).toBe('light');
  });
});

describe('initColorMode', () => {
  it('applies the stored choice', () => {
    localStorage.setItem('colorMode', 'dark');
    mockPrefersDark(false);
    expect(initColorMode()).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('follows the system preference when nothing is stored, without storing it', () => {
    mockPrefersDark(true);
    expect(initColorMode()).toBe('dark');
    expect(localStorage.getItem('colorMode')).toBeNull();
  });

  it('ignores an invalid stored value', () => {
    localStorage.setItem('colorMode', 'sepia');
    mockPrefersDark(false);
    expect(initColorMode()).toBe('light');
    expect(root.classList.contains('light')).toBe(true);
  });
});

describe('useColorMode', () => {
  it('reports the mode and toggles it', async () => {
    const { result } = renderHook(() => useColorMode());
    expect(result.current.colorMode).toBe('light');

    // The hook listens to the class through a MutationObserver, which reports in a microtask.
    await act(async () => result.current.toggleColorMode());
    expect(result.current.colorMode).toBe('dark');
    expect(localStorage.getItem('colorMode')).toBe('dark');

    await act(async () => result.current.setColorMode('light'));
    expect(result.current.colorMode).toBe('light');
  });

  it('sees changes made outside the hook', async () => {
    const { result } = renderHook(() => useColorMode());
    await act(async () => setColorMode('dark'));
    expect(result.current.colorMode).toBe('dark');
  });
});

/** A system preference the test can change, as the OS does when the user switches its theme. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  } as unknown as MediaQueryList;
  vi.spyOn(window, 'matchMedia').mockImplementation(() => media);
  return {
    change(next: boolean) {
      dark = next;
      for (const l of listeners) l();
    },
    listenerCount: () => listeners.size,
  };
}

describe('watchColorMode', () => {
  afterEach(() => localStorage.clear());

  it('follows live changes of the system preference while nothing is stored', () => {
    const system = fakeSystem(false);
    initColorMode();
    const stop = watchColorMode();
    system.change(true);
    expect(getColorMode()).toBe('dark');
    system.change(false);
    expect(getColorMode()).toBe('light');
    stop();
    expect(system.listenerCount()).toBe(0);
  });

  it('keeps a stored choice when the system changes', () => {
    const system = fakeSystem(false);
    setColorMode('light');
    const stop = watchColorMode();
    system.change(true);
    expect(getColorMode()).toBe('light');
    stop();
  });

  it('applies a choice made in another tab', () => {
    fakeSystem(false);
    const stop = watchColorMode();
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'dark' }));
    expect(getColorMode()).toBe('dark');
    stop();
  });
});

describe('setColorModePreference', () => {
  afterEach(() => localStorage.clear());

  it('"system" forgets the stored mode and applies the system preference', () => {
    const system = fakeSystem(true);
    setColorModePreference('light');
    expect(getColorMode()).toBe('light');
    expect(getColorModePreference()).toBe('light');

    setColorModePreference('system');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
    expect(getColorModePreference()).toBe('system');
    expect(getColorMode()).toBe('dark');

    const stop = watchColorMode();
    system.change(false);
    expect(getColorMode()).toBe('light');
    stop();
  });

  it('the preference hook reports "system" even where the applied class does not change', async () => {
    fakeSystem(true);
    setColorModePreference('dark');
    const { result } = renderHook(() => useColorModePreference());
    expect(result.current.preference).toBe('dark');
    await act(async () => result.current.setPreference('system'));
    expect(result.current.preference).toBe('system');
    expect(getColorMode()).toBe('dark');
  });
});
