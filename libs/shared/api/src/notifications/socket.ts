// The notification socket's wire format (contract §8), parsed in one place so the bell,
// the session handling and tests agree on it.

import { readUnreadCount } from './unread-count.ts';

export const SOCKET_PING = 'ping';
export type AccessControlMode = 1 | 2 | 3;

export type SocketMessage =
  | { kind: 'count'; count: number }
  | { kind: 'ssoLogout'; token: string }
  | { kind: 'accessControlUpdate'; mode: AccessControlMode }
  /** Any other JSON object with `type` and `ppid`: re-broadcast as a `uicMessage` event. */
  | { kind: 'broadcast'; message: Record<string, unknown> }
  | { kind: 'ignored' };

export function parseSocketMessage(text: string): SocketMessage {
  const trimmed = text.trim();
  const count = readUnreadCount(trimmed);
  if (count !== undefined) return { kind: 'count', count };
  let value: unknown;
  try {
    value = JSON.parse(trimmed) as unknown;
  } catch {
    return { kind: 'ignored' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { kind: 'ignored' };
  const message = value as Record<string, unknown>;
  if (message.type === 'ssoLogout' && typeof message.token === 'string') return { kind: 'ssoLogout', token: message.token };
  if (message.type === 'accessControlUpdate') {
    const mode = Number(message.mode);
    return mode === 1 || mode === 2 || mode === 3 ? { kind: 'accessControlUpdate', mode } : { kind: 'ignored' };
  }
  if ('type' in message && 'ppid' in message) return { kind: 'broadcast', message };
  return { kind: 'ignored' };
}

/**
 * Contract §8: `webSocketUrl` is an absolute `ws:`/`wss:` URL or a path on the console's origin;
 * the counts token is added as `token`. A path follows the page's scheme (https → wss).
 */
export function buildSocketUrl(webSocketUrl: string, token: string | undefined, pageOrigin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(webSocketUrl, pageOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol !== 'wss:' && url.protocol !== 'ws:') return undefined;
  if (token) url.searchParams.set('token', token);
  return url.toString();
}
