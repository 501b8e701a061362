import type { SocketLike } from '../model/notification-socket.ts';

/**
 * A WebSocket stand-in for tests and stories: records the URL and what was sent; the test plays the
 * server with `serverOpen()`, `serverSend()`, `serverClose()` and `serverError()`.
 */
export class FakeWebSocket implements SocketLike {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket created since the last `reset()`, oldest first. */
  static instances: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  /** Sockets that are neither closing nor closed. */
  static live(): FakeWebSocket[] {
    return FakeWebSocket.instances.filter((s) => s.readyState < FakeWebSocket.CLOSING);
  }

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  closeCalls = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('InvalidStateError: socket is not open');
    this.sent.push(data);
  }

  close(): void {
    this.closeCalls += 1;
    if (this.readyState >= FakeWebSocket.CLOSING) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code: 1000, wasClean: true }));
  }

  serverOpen(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  serverSend(data: string | number | Record<string, unknown>): void {
    const text = typeof data === 'string' ? data : typeof data === 'number' ? String(data) : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }

  /** The server or network closes the connection. */
  serverClose(code = 1006): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code, wasClean: false }));
  }

  serverError(): void {
    this.onerror?.(new Event('error'));
  }
}

/** A socket class for stories: opens on the next tick and says nothing more. No network is used. */
export class QuietStorySocket extends FakeWebSocket {
  constructor(url: string) {
    super(url);
    setTimeout(() => this.serverOpen(), 0);
  }
}

/** A story socket that, once open, pushes a new unread count (12), as the server does when notifications arrive. */
export class PushingStorySocket extends QuietStorySocket {
  override serverOpen(): void {
    super.serverOpen();
    setTimeout(() => this.serverSend(12), 0);
  }
}

/** A socket class for stories whose connection never opens and fails at once (the server is down). */
export class RefusedStorySocket extends FakeWebSocket {
  constructor(url: string) {
    super(url);
    setTimeout(() => this.serverClose(1006), 0);
  }
}
