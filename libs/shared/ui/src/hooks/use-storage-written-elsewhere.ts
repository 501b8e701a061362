import { useEffect, useRef } from 'react';

/**
 * Calls `onWrite` when another tab writes one of `keys` to localStorage, or clears it (a `storage` event
 * with no key): for values every tab shares (contract §5) that a tab reads once and keeps in state.
 */
export function useStorageWrittenElsewhere(keys: readonly string[], onWrite: () => void): void {
  const latest = useRef({ keys, onWrite });
  useEffect(() => {
    latest.current = { keys, onWrite };
  });
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || latest.current.keys.includes(event.key)) latest.current.onWrite();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
