// A second backend for the console, written from the specification and CONTRACT.md alone: none of
// the mock backend's code, fixtures or choices. Where the two leave a wire detail open it takes the
// other reasonable choice (envelopes, number ids, an absolute socket URL at its own path, extra
// fields), so the e2e suite here proves the console depends on the contract, not on our mock.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { SOCKET_PATH, type Answer, type CallContext, type Route } from './route.ts';
import { initialState, mergeState, TOKEN } from './state.ts';
import { backendPages } from './pages.ts';
import { shellRoutes } from './shell-routes.ts';
import { panelRoutes } from './panel-routes.ts';
import { simulationRoutes } from './simulation-routes.ts';

const CONTROL = '/__second/';

export interface LoggedCall {
  method: string;
  /** Path and query as sent. */
  path: string;
  token: string | undefined;
  traceId: string | undefined;
  appName: string | undefined;
  body: unknown;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

export function startSecondBackend(options: { port: number; staticDir?: string }): Server {
  let state = initialState();
  const calls: LoggedCall[] = [];
  const routes: Route[] = [...shellRoutes, ...panelRoutes, ...simulationRoutes];
  const tokens = new Set([TOKEN]);
  const countsTokens = new Set<string>();
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true });

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('second-backend:', error);
      if (!res.headersSent) send(res, { status: 500, json: { error: { number: 5000000, message: 'internal' } } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const method = req.method ?? 'GET';
    const rawBody = await readBody(req);
    if (url.pathname.startsWith(CONTROL)) return send(res, control(url.pathname.slice(CONTROL.length), method, rawBody));
    const page = backendPages(url, tokens);
    if (page) return send(res, page);
    const route = routes.find((r) => r.method === method && matches(r.path, url.pathname));
    if (route) {
      const body = parseJson(rawBody);
      calls.push({ method, path: url.pathname + url.search, token: header(req, 'x-auth-token'), traceId: header(req, 'x-trace-id'), appName: header(req, 'app-name'), body });
      if (calls.length > 5000) calls.shift();
      if (state.latencyMs) await new Promise((r) => setTimeout(r, state.latencyMs));
      const fault = takeFault(method, url.pathname);
      if (fault) return send(res, fault);
      const token = header(req, 'x-auth-token');
      if (!route.public && !(token && tokens.has(token))) return send(res, { status: 401, json: { error: { number: 4010001, message: 'token missing or unknown' } } });
      const call: CallContext = { method, url, headers: req.headers, body, rawBody, params: paramsOf(route.path, url.pathname), state, update: (patch) => (state = mergeState(state, patch)) };
      const answer = await route.handle(call);
      if (url.pathname.endsWith('/notifications/counts') && answer.json && typeof answer.json === 'object') rememberCountsToken(answer.json);
      return send(res, answer);
    }
    if (options.staticDir && (method === 'GET' || method === 'HEAD') && (await serveStatic(req, res, options.staticDir, url.pathname))) return;
    send(res, { status: 404, json: { error: { number: 4040000, message: `no such call: ${method} ${url.pathname}` } } });
  }

  function rememberCountsToken(json: object) {
    const token = (json as { token?: unknown; data?: { token?: unknown } }).token ?? (json as { data?: { token?: unknown } }).data?.token;
    if (typeof token === 'string') countsTokens.add(token);
  }

  function takeFault(method: string, pathname: string): Answer | undefined {
    const index = state.faults.findIndex((f) => f.path === pathname && (!f.method || f.method === method));
    const fault = state.faults[index];
    if (!fault) return undefined;
    if (fault.times) {
      const left = fault.times - 1;
      state = { ...state, faults: left > 0 ? state.faults.map((f, i) => (i === index ? { ...f, times: left } : f)) : state.faults.filter((_, i) => i !== index) };
    }
    if (fault.raw !== undefined) return { status: fault.status, text: fault.raw, contentType: 'text/html' };
    return fault.body === undefined ? { status: fault.status, text: '' } : { status: fault.status, json: fault.body };
  }

  function control(name: string, method: string, rawBody: string): Answer {
    const body = parseJson(rawBody) as Record<string, unknown> | undefined;
    switch (`${method} ${name}`) {
      case 'GET state':
        return { json: state };
      case 'POST state':
        state = mergeState(state, body ?? {});
        return { json: state };
      case 'POST reset':
        state = initialState();
        calls.length = 0;
        return { json: state };
      case 'GET calls':
        return { json: calls };
      case 'DELETE calls':
        calls.length = 0;
        return { status: 204, text: '' };
      case 'GET sockets':
        return { json: { open: sockets.size } };
      case 'POST push': {
        // Frames as the server would send them: text, sent as they are.
        const frames = Array.isArray(body?.frames) ? body.frames.map(String) : [];
        for (const ws of sockets) for (const frame of frames) ws.send(frame);
        return { json: { sent: sockets.size } };
      }
      case 'POST drop':
        for (const ws of sockets) ws.close(1012, 'restart');
        return { json: { closed: sockets.size } };
      default:
        return { status: 404, json: { error: `no control ${method} ${name}` } };
    }
  }

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const token = url.searchParams.get('token');
    if (url.pathname !== SOCKET_PATH || !token || !countsTokens.has(token)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.on('message', (data) => {
        if (String(data) === 'ping') ws.send('pong');
      });
      ws.send(String(state.unreadCount));
    });
  });

  server.listen(options.port, '127.0.0.1');
  return server;
}

function matches(path: string | RegExp, pathname: string) {
  return typeof path === 'string' ? path === pathname : path.test(pathname);
}
function paramsOf(path: string | RegExp, pathname: string): string[] {
  return typeof path === 'string' ? [] : (path.exec(pathname)?.slice(1) ?? []).map((p) => decodeURIComponent(p ?? ''));
}
function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
function parseJson(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function send(res: ServerResponse, answer: Answer) {
  const status = answer.status ?? 200;
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Request-Id': randomUUID(), ...answer.headers };
  if (answer.json !== undefined) {
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(answer.json));
  } else {
    res.writeHead(status, { ...headers, 'Content-Type': answer.contentType ?? 'text/plain; charset=utf-8' });
    res.end(answer.text ?? '');
  }
}

async function serveStatic(req: IncomingMessage, res: ServerResponse, dir: string, pathname: string): Promise<boolean> {
  const root = resolve(dir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false; // a malformed escape names no file
  }
  const file = resolve(root, `.${decoded}`);
  const inside = file === root || file.startsWith(root + sep);
  const found = inside ? await stat(file).catch(() => undefined) : undefined;
  const accepts = (req.headers.accept ?? '').includes('text/html');
  const path = found?.isFile() ? file : !pathname.startsWith('/assets/') && accepts ? resolve(root, 'index.html') : undefined;
  if (!path) return false;
  res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  if (req.method === 'HEAD') res.end();
  // A build removed while the server runs ends this answer, not the server.
  else createReadStream(path).on('error', () => res.destroy()).pipe(res);
  return true;
}
