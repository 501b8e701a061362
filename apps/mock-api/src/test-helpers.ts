// Helpers for the mock-api tests: a server on a free port, JSON calls, a socket client with a message queue.
import WebSocket from 'ws';
import { createMockServer, type MockServer, type MockServerOptions } from './server.ts';

export async function startServer(options: MockServerOptions = {}): Promise<MockServer> {
  const server = createMockServer({ port: 0, quiet: true, ...options });
  await server.listen();
  return server;
}

export interface CallOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call(server: MockServer, path: string, options: CallOptions = {}): Promise<{ status: number; headers: Headers; text: string; json: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers['x-auth-token'] = options.token;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${server.url}${path}`, { method: options.method ?? 'GET', headers, body, redirect: 'manual' });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export const control = (server: MockServer, method: string, path: string, body?: unknown) => call(server, `/__mock/${path}`, { method, body });

export interface SocketClient {
  ws: WebSocket;
  /** The next text frame (waits for it). */
  next(timeoutMs?: number): Promise<string>;
  /** Resolves with the close code. */
  closed: Promise<number>;
}

/** Opens a socket; resolves once open (rejects on an HTTP refusal with the status). */
export function openSocket(url: string): Promise<SocketClient> {
  const ws = new WebSocket(url);
  const queue: string[] = [];
  const waiters: Array<(message: string) => void> = [];
  ws.on('message', (data, isBinary) => {
    const text = isBinary ? '<binary>' : String(data);
    const waiter = waiters.shift();
    if (waiter) waiter(text);
    else queue.push(text);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const client: SocketClient = {
    ws,
    closed,
    next(timeoutMs = 2000) {
      const queued = queue.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No socket message arrived')), timeoutMs);
        waiters.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => {
      reject(new Error(`HTTP ${res.statusCode}`));
      ws.terminate();
    });
    ws.on('error', (error) => reject(error));
  });
}

/** Opens a socket and waits for it to close, for connections the server refuses after the handshake. */
export function socketCloseCode(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('close', (code) => resolve(code));
    ws.on('error', () => undefined);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}
