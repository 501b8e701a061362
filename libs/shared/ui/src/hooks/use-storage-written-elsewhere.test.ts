import { renderHook } from '@testing-library/react';
import { useStorageWrittenElsewhere } from './use-storage-written-elsewhere.ts';

const write = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

describe('useStorageWrittenElsewhere', () => {
  it('calls the latest listener for its keys and for a cleared storage, not for other keys, and stops on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ onWrite }) => useStorageWrittenElsewhere(['searchHistory'], onWrite), { initialProps: { onWrite: first } });
    write('language');
    expect(first).not.toHaveBeenCalled();
    write('searchHistory');
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ onWrite: second });
    write(null);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
    unmount();
    write('searchHistory');
    expect(second).toHaveBeenCalledTimes(1);
  });
});
