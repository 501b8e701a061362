import { collectMenuIds, STORAGE_KEYS, type AuthInfo, type MenuResponse } from '@soc/api';

/**
 * Contract §5/§6: what the shell caches locally once auth and menu have loaded. Each write stands
 * alone and may fail (storage full or blocked, a value too deeply nested to serialise): the shell works
 * from the loaded data either way, so a failed write is logged, never thrown into the render.
 */
export function storeShellContext(auth: AuthInfo, menu: MenuResponse, storage: Pick<Storage, 'setItem'> = localStorage): void {
  const allowed = [...new Set([...collectMenuIds(menu.data), ...menu.previewFramework.preReleaseIds])];
  store(storage, STORAGE_KEYS.allowedIds, () => JSON.stringify(allowed));
  store(storage, STORAGE_KEYS.advancedInfo, () => JSON.stringify(auth.advancedInfo));
  store(storage, STORAGE_KEYS.consoleSettings, () => JSON.stringify(auth.consoleSettings));
  if (auth.user_name) store(storage, STORAGE_KEYS.username, () => auth.user_name as string);
  if (auth.role) store(storage, STORAGE_KEYS.role, () => auth.role as string);
}

function store(storage: Pick<Storage, 'setItem'>, key: string, value: () => string): void {
  try {
    storage.setItem(key, value());
  } catch (error) {
    console.warn(`[shell] could not store ${key}`, error);
  }
}
