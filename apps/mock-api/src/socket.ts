// The notification socket of contract §8 on the HTTP server's port.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

export const SOCKET_PATH = '/ui/uic/v3/notifications/ws';
/** Close code for a connection without a valid counts token. */
export const CLOSE_UNAUTHORIZED = 4401;
/** Close code of POST /__mock/socket/drop when none is given ("service restart"). */
const DEFAULT_DROP_CODE = 1012;

export interface OpenSocket {
  id: number;
  token: string;
  /** The token came from a `notifications/counts` answer of this server run. */
  knownToken: boolean;
  openedAt: string;
  remoteAddress: string | undefined;
}

export type SocketMessage = number | Record<string, unknown>;

export interface SocketHubOptions {
  /** The unread count pushed on connect. */
  unreadCount: () => Promise<number>;
  /** Only accept tokens a counts answer handed out (default: any non-empty token). */
  strictTokens: boolean;
  log: (line: string) => void;
}

interface Entry {
  info: OpenSocket;
  ws: WebSocket;
}

export class SocketHub {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Set<Entry>();
  private readonly countsTokens = new Set<string>();
  private refuseUntil = 0;
  private nextId = 1;

  constructor(private readonly options: SocketHubOptions) {}

  /** Records a token a `notifications/counts` answer handed out. */
  rememberCountsToken(token: string): void {
    this.countsTokens.add(token);
  }

  /** Handles an HTTP upgrade; returns false when the path is not the socket's (caller answers 404). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): boolean {
    if (url.pathname !== SOCKET_PATH) return false;
    if (Date.now() < this.refuseUntil) {
      rejectUpgrade(socket, 503, 'Service Unavailable');
      this.options.log(`WS  ${url.pathname} refused (refuseForMs active)`);
      return true;
    }
    const token = url.searchParams.get('token') ?? '';
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const known = this.countsTokens.has(token);
      if (!token || (this.options.strictTokens && !known)) {
        ws.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
        this.options.log(`WS  ${url.pathname} closed ${CLOSE_UNAUTHORIZED} (no valid counts token)`);
        return;
      }
      this.accept(ws, token, known, req.socket.remoteAddress);
    });
    return true;
  }

  private accept(ws: WebSocket, token: string, knownToken: boolean, remoteAddress: string | undefined): void {
    const entry: Entry = { ws, info: { id: this.nextId++, token, knownToken, openedAt: new Date().toISOString(), remoteAddress } };
    this.sockets.add(entry);
    this.options.log(`WS  open #${entry.info.id} (${this.sockets.size} open)`);
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!isBinary && rawToString(data) === 'ping') ws.send('pong');
    });
    ws.on('close', () => {
      this.sockets.delete(entry);
      this.options.log(`WS  close #${entry.info.id} (${this.sockets.size} open)`);
    });
    ws.on('error', () => ws.terminate());
    void this.options.unreadCount().then(
      (count) => {
        if (ws.readyState === ws.OPEN) ws.send(String(count));
      },
      () => undefined,
    );
  }

  /** Sends a message to every open socket. `{type:'ssoLogout'}` without a token gets each socket's own token. */
  push(message: SocketMessage): number {
    for (const { ws, info } of this.sockets) {
      if (ws.readyState !== ws.OPEN) continue;
      if (typeof message === 'number') ws.send(String(message));
      else if (message.type === 'ssoLogout' && message.token === undefined) ws.send(JSON.stringify({ ...message, token: info.token }));
      else ws.send(JSON.stringify(message));
    }
    return this.sockets.size;
  }

  /** Closes every socket; with `refuseForMs`, upgrades are refused (HTTP 503) for that long. */
  drop(options: { code?: number; reason?: string; refuseForMs?: number; terminate?: boolean } = {}): number {
    const count = this.sockets.size;
    if (options.refuseForMs && options.refuseForMs > 0) this.refuseUntil = Date.now() + options.refuseForMs;
    for (const { ws } of this.sockets) {
      if (options.terminate) ws.terminate();
      else ws.close(options.code ?? DEFAULT_DROP_CODE, options.reason ?? 'Dropped by the mock control API');
    }
    return count;
  }

  stopRefusing(): void {
    this.refuseUntil = 0;
  }

  refusingUntil(): string | null {
    return this.refuseUntil > Date.now() ? new Date(this.refuseUntil).toISOString() : null;
  }

  list(): OpenSocket[] {
    return [...this.sockets].map((s) => ({ ...s.info }));
  }

  close(): void {
    for (const { ws } of this.sockets) ws.terminate();
    this.sockets.clear();
    this.wss.close();
  }
}

/** Valid close codes a server may send (RFC 6455 §7.4). */
export function isSendableCloseCode(code: number): boolean {
  return Number.isInteger(code) && ((code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) || (code >= 3000 && code <= 4999));
}

function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function rejectUpgrade(socket: Duplex, status: number, text: string): void {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}
