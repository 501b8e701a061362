import { collectMenuIds, STORAGE_KEYS, type AuthInfo, type MenuResponse } from '@soc/api';

/** Contract §5/§6: what the shell caches locally once auth and menu have loaded. */
export function storeShellContext(auth: AuthInfo, menu: MenuResponse, storage: Pick<Storage, 'setItem'> = localStorage): void {
  const allowed = [...new Set([...collectMenuIds(menu.data), ...menu.previewFramework.preReleaseIds])];
  storage.setItem(STORAGE_KEYS.allowedIds, JSON.stringify(allowed));
  storage.setItem(STORAGE_KEYS.advancedInfo, JSON.stringify(auth.advancedInfo));
  storage.setItem(STORAGE_KEYS.consoleSettings, JSON.stringify(auth.consoleSettings));
  if (auth.user_name) storage.setItem(STORAGE_KEYS.username, auth.user_name);
  if (auth.role) storage.setItem(STORAGE_KEYS.role, auth.role);
}
