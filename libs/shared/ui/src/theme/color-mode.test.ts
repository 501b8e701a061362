import { act, cleanup, renderHook } from '@testing-library/react';
import { COLOR_MODE_STORAGE_KEY, getColorMode, initColorMode, setColorMode } from './color-mode.ts';
import { useColorMode } from './use-color-mode.ts';

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
