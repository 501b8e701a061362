import { useCallback } from 'react';
import { logout, STORAGE_KEYS } from '@soc/api';

export interface LeaveDemoDeps {
  storage?: Pick<Storage, 'removeItem'>;
  logout?: () => void;
}

/** Spec 000 §2.2 / contract §5: "Leave demo" forgets the stored username and role, then logs out. */
export function useLeaveDemo({ storage, logout: end }: LeaveDemoDeps = {}): () => void {
  return useCallback(() => {
    const store = storage ?? localStorage;
    store.removeItem(STORAGE_KEYS.username);
    store.removeItem(STORAGE_KEYS.role);
    (end ?? (() => void logout('user')))();
  }, [storage, end]);
}
