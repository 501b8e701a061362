// The embedded default backend: answers every call of the three specifications from the same MSW
// handlers Storybook and the tests use (@soc/mocks), plus the backend's own pages (contract §1),
// the notification socket (contract §8) and a control API for personas, faults and pushes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import {
  DEFAULT_PERSONA_ID,
  FEATURE_FLAGS,
  PERSONAS,
  REGIONS,
  USER_TYPES,
  VIEWS,
  createHandlers,
  createMockState,
  findPersona,
  type MockState,
  type Persona,
  type PersonaPatch,
} from '@soc/mocks';
import { CONTROL_PREFIX, UnknownPersonaError, handleControl, type ControlContext } from './control.ts';
import { FaultStore, faultResponse } from './faults.ts';
import { errorBody, isRecord, readBody, sendFetchResponse, sendHtml, sendJson, sleep, toFetchRequest } from './http-util.ts';
import { applyPersonaPatch } from './persona-patch.ts';
import { homePage } from './pages/home.ts';
import { infoPage } from './pages/info.ts';
import { LOGOUT_REASONS, logoutPage } from './pages/logout.ts';
import { html, page } from './pages/html.ts';
import { ssoLoginPage } from './pages/sso-login.ts';
import { ssoLogoutPage } from './pages/sso-logout.ts';
import { switchKindOf, switchPage } from './pages/switch-page.ts';
import { SOCKET_PATH, SocketHub } from './socket.ts';
import { StaticSite } from './static.ts';
import { ssoSessionCookie, ssoSessionOf, TokenRegistry } from './tokens.ts';

export const DEFAULT_PORT = 4300;
export const DEFAULT_HOST = '127.0.0.1';

/** Path prefixes of backend calls (everything else is a page, an asset or the control API). */
const API_PREFIXES = ['/ui/', '/public/', '/mock/'] as const;
/** The one call that needs no session (spec 000 §7: the public support form). */
const PUBLIC_CALLS = [{ method: 'POST', path: '/public/uic/v3/notifications/supportForm' }] as const;
export const COUNTS_PATH = '/ui/uic/v3/notifications/counts';
const UNAUTHORIZED_BODY = errorBody(401001, 'Unauthorized');

export interface MockServerOptions {
  /** Default 4300; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** A built single-page app to serve too, with index.html for unknown page paths. */
  staticDir?: string;
  personaId?: string;
  /** Delay added to every API call. */
  latencyMs?: number;
  /** No request log. */
  quiet?: boolean;
  /** Where log lines go (default console.log). */
  log?: (line: string) => void;
  /** Accept only socket tokens a `notifications/counts` answer of this run handed out. */
  strictSocketTokens?: boolean;
  /** Clock for the fixtures. */
  now?: () => number;
  /** The handlers to answer with (default: `createHandlers` of @soc/mocks); tests may wrap them. */
  handlers?: (state: MockState) => RequestHandler[];
}

export interface MockServer {
  /** `http://host:port`; only after `listen()`. */
  readonly url: string;
  /** `ws://host:port/ui/uic/v3/notifications/ws`; only after `listen()`. */
  readonly socketUrl: string;
  /** The mock state the handlers read and change (same object for the server's lifetime). */
  readonly state: MockState;
  readonly tokens: TokenRegistry;
  readonly faults: FaultStore;
  readonly sockets: SocketHub;
  readonly httpServer: Server;
  listen(): Promise<string>;
  close(): Promise<void>;
  /** A valid session token, as /saml/ssoLogin would issue. */
  issueToken(): string;
  switchPersona(id: string, patch?: PersonaPatch): Persona;
  reset(): void;
  latencyMs: number;
  snapshot(): MockSnapshot;
}

export interface MockSnapshot {
  persona: {
    id: string;
    label: string;
    patch: PersonaPatch | null;
    effective: Pick<Persona, 'view' | 'userType' | 'isFoundation' | 'region' | 'demo' | 'userName' | 'companyName'> & { flags: Persona['rbac']['flagsState'] };
  };
  personas: Array<{ id: string; label: string }>;
  latencyMs: number;
  faults: ReturnType<FaultStore['list']>;
  sockets: { open: ReturnType<SocketHub['list']>; refusingUntil: string | null };
  tokens: ReturnType<TokenRegistry['summary']>;
  user: {
    language: string;
    landingPageId: string | null;
    dismissedBanners: string[];
    hiddenBanners: string[];
    noUpgradeBanner: boolean;
    optIns: Record<string, boolean>;
    advancedFunctionEnabled: boolean;
    acceptedTermsVersion: string | null;
    lastReadTime: string;
    supportCases: number;
  };
  options: { views: readonly string[]; userTypes: readonly string[]; regions: readonly string[]; featureFlags: readonly string[] };
}

function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

function isPublicCall(method: string, pathname: string): boolean {
  return PUBLIC_CALLS.some((c) => c.method === method && c.path === pathname);
}

/**
 * Where /saml/ssoLogin may send the browser back to: a same-origin path (`/…`, not `//…`), else `/`.
 * Paths into the sign-in pages themselves are refused too, so the page cannot loop.
 */
export function safeReturnPath(go: string | null, origin: string): string {
  if (!go || !go.startsWith('/') || go.startsWith('//') || go.startsWith('/\\')) return '/';
  if (/[\p{Cc}\\]/u.test(go)) return '/';
  try {
    const target = new URL(go, origin);
    if (target.origin !== origin || target.pathname.startsWith('/saml/')) return '/';
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return '/';
  }
}

/** The unread count in a `notifications/counts` answer, whatever its exact shape. */
export function unreadCountOf(body: unknown): number {
  if (!isRecord(body)) return 0;
  const source = !('counts' in body) && isRecord(body.data) ? body.data : body;
  const counts = source.counts;
  const asCount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);
  const direct = asCount(counts);
  if (direct !== undefined) return direct;
  if (isRecord(counts)) {
    for (const key of ['total', 'unread', 'unreadCount', 'all']) {
      const value = asCount(counts[key]);
      if (value !== undefined) return value;
    }
    return Object.values(counts).reduce<number>((sum, v) => sum + (asCount(v) ?? 0), 0);
  }
  for (const key of ['unread', 'unreadCount', 'count', 'total']) {
    const value = asCount(source[key]);
    if (value !== undefined) return value;
  }
  return 0;
}

function countsTokenOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.token === 'string' && body.token) return body.token;
  if (isRecord(body.data) && typeof body.data.token === 'string' && body.data.token) return body.data.token;
  return undefined;
}

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const host = options.host ?? DEFAULT_HOST;
  const requestedPort = options.port ?? DEFAULT_PORT;
  const log = options.log ?? ((line: string) => console.log(line));
  const requestLog = options.quiet ? () => undefined : log;
  const initialPersona = findPersona(options.personaId ?? DEFAULT_PERSONA_ID);
  if (!initialPersona) {
    throw new UnknownPersonaError(`Unknown persona "${options.personaId}". Known: ${PERSONAS.map((p) => p.id).join(', ')}`);
  }
  const initialLatency = Math.max(0, options.latencyMs ?? 0);
  const freshState = () => createMockState({ persona: initialPersona, ...(options.now ? { now: options.now } : {}) });

  const makeHandlers = options.handlers ?? createHandlers;
  const state: MockState = freshState();
  let handlers: RequestHandler[] = makeHandlers(state);
  let personaPatch: PersonaPatch | null = null;
  let latencyMs = initialLatency;
  let origin: string | undefined;

  const tokens = new TokenRegistry();
  const faults = new FaultStore();
  const staticSite = options.staticDir ? new StaticSite(options.staticDir) : undefined;

  async function unreadCount(): Promise<number> {
    const base = origin ?? `http://${host}`;
    const response = await getResponse(handlers, new Request(new URL(COUNTS_PATH, base)), { baseUrl: base });
    if (!response?.ok) return 0;
    return unreadCountOf(await response.json().catch(() => undefined));
  }

  const sockets = new SocketHub({ unreadCount, strictTokens: options.strictSocketTokens ?? false, log: requestLog });

  function switchPersona(id: string, patch: PersonaPatch = {}): Persona {
    const persona = findPersona(id);
    if (!persona) throw new UnknownPersonaError(`Unknown persona "${id}". Known: ${PERSONAS.map((p) => p.id).join(', ')}`);
    state.persona = applyPersonaPatch(persona, patch);
    personaPatch = Object.keys(patch).length > 0 ? patch : null;
    return state.persona;
  }

  function reset(): void {
    Object.assign(state, freshState());
    handlers = makeHandlers(state);
    personaPatch = null;
    latencyMs = initialLatency;
    faults.clear();
    sockets.stopRefusing();
  }

  function snapshot(): MockSnapshot {
    const p = state.persona;
    return {
      persona: {
        id: p.id,
        label: p.label,
        patch: personaPatch,
        effective: { view: p.view, userType: p.userType, isFoundation: p.isFoundation, region: p.region, demo: p.demo, userName: p.userName, companyName: p.companyName, flags: p.rbac.flagsState },
      },
      personas: PERSONAS.map(({ id, label }) => ({ id, label })),
      latencyMs,
      faults: faults.list(),
      sockets: { open: sockets.list(), refusingUntil: sockets.refusingUntil() },
      tokens: tokens.summary(),
      user: {
        language: state.language,
        landingPageId: state.landingPageId,
        dismissedBanners: [...state.dismissedBanners],
        hiddenBanners: [...state.hiddenBanners],
        noUpgradeBanner: state.noUpgradeBanner,
        optIns: Object.fromEntries(state.optIns),
        advancedFunctionEnabled: state.advancedFunctionEnabled,
        acceptedTermsVersion: state.acceptedTermsVersion,
        lastReadTime: new Date(state.lastReadTime).toISOString(),
        supportCases: state.supportCases.length,
      },
      options: { views: VIEWS, userTypes: USER_TYPES, regions: REGIONS, featureFlags: FEATURE_FLAGS },
    };
  }

  const control: ControlContext = {
    faults,
    sockets,
    snapshot,
    switchPersona: (id, patch) => void switchPersona(id, patch),
    reset,
    setLatency: (ms) => {
      latencyMs = ms;
    },
    getLatency: () => latencyMs,
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, method: string): Promise<void> {
    const body = await readBody(req);
    if (latencyMs > 0) await sleep(latencyMs);
    if (!isPublicCall(method, url.pathname)) {
      const token = req.headers['x-auth-token'];
      if (!tokens.isValid(typeof token === 'string' ? token : undefined)) return sendJson(res, 401, UNAUTHORIZED_BODY);
    }
    const request = toFetchRequest(req, url, body);
    const response = await getResponse(handlers, request, { baseUrl: url.origin });
    if (!response) return sendJson(res, 404, errorBody(404, `No mock handler for ${method} ${url.pathname}`));
    if (url.pathname === COUNTS_PATH && response.ok) {
      const token = countsTokenOf(await response.clone().json().catch(() => undefined));
      if (token) sockets.rememberCountsToken(token);
    }
    return sendFetchResponse(res, response, method);
  }

  /** The pages that belong to the backend (contract §1). */
  function handleNavigation(req: IncomingMessage, res: ServerResponse, url: URL, method: string): boolean {
    switch (url.pathname) {
      case '/saml/ssoLogin': {
        const go = safeReturnPath(url.searchParams.get('go'), url.origin);
        const token = tokens.issue();
        // The sign-on service keeps its own session by cookie (for the logout navigation); the console's calls carry the token.
        sendHtml(res, 200, ssoLoginPage({ token, go, personaLabel: state.persona.label, userName: state.persona.userName }), method, {
          'set-cookie': ssoSessionCookie(token),
        });
        return true;
      }
      case '/saml/ssoLogout': {
        // The console navigates here (contract §1), so the sign-on session is named by its cookie.
        const token = ssoSessionOf(req);
        if (token) tokens.revoke(token);
        const reason = url.searchParams.get('t');
        const t = reason !== null && reason in LOGOUT_REASONS ? reason : '1';
        sendHtml(res, 200, ssoLogoutPage({ next: `/logout.html?t=${encodeURIComponent(t)}` }), method, { 'set-cookie': ssoSessionCookie('', 0) });
        return true;
      }
      case '/logout.html':
        sendHtml(res, 200, logoutPage({ reason: url.searchParams.get('t') }), method);
        return true;
      case '/info.html':
        sendHtml(res, 200, infoPage(), method);
        return true;
      default: {
        // The identity module's switch pages, as the console frames them (`?embedded=1`, spec 000
        // §4.6). Without `embedded=1` the path is a console route and falls through to the app.
        const kind = switchKindOf(url);
        if (!kind) return false;
        sendHtml(res, 200, switchPage({ kind, companyName: state.persona.companyName }), method);
        return true;
      }
    }
  }

  function notFound(req: IncomingMessage, res: ServerResponse, url: URL, method: string): void {
    if ((req.headers.accept ?? '').includes('text/html')) {
      const body = html`<main><h1>Page not found</h1><p>Nothing is served at <code>${url.pathname}</code>.</p><p><a class="button" href="/">Go to the start page</a></p></main>`;
      return sendHtml(res, 404, page({ title: 'Page not found', body }), method);
    }
    return sendJson(res, 404, errorBody(404, `Not found: ${url.pathname}`));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    let url: URL;
    try {
      url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${requestedPort}`}`);
    } catch {
      return sendJson(res, 400, errorBody(400, 'Bad request URL'));
    }
    res.on('close', () => {
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      requestLog(`${method} ${url.pathname}${url.search} ${status} ${Math.round(performance.now() - started)}ms`);
    });

    if (url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
      return handleControl(control, req, res, url, method);
    }

    const fault = faults.take(method, url.pathname);
    if (fault) {
      if (fault.latencyMs) await sleep(fault.latencyMs);
      if (fault.status !== undefined) {
        req.resume();
        return sendFetchResponse(res, faultResponse(fault), method);
      }
    }

    if (isApiPath(url.pathname)) return handleApi(req, res, url, method);

    if (method !== 'GET' && method !== 'HEAD') {
      req.resume();
      return sendJson(res, 405, errorBody(405, `${method} is not allowed on ${url.pathname}`), { allow: 'GET, HEAD' });
    }
    if (handleNavigation(req, res, url, method)) return;
    if (staticSite && (await staticSite.serve(req, res, url.pathname))) return;
    if (!staticSite && url.pathname === '/') return sendHtml(res, 200, homePage({ personaLabel: state.persona.label }), method);
    return notFound(req, res, url, method);
  }

  const httpServer = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`mock-api: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, errorBody(500, error instanceof Error ? error.message : 'Internal mock error'));
      else res.destroy();
    });
  });

  httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
    } catch {
      socket.destroy();
      return;
    }
    if (!sockets.handleUpgrade(req, socket, head, url)) {
      socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroy();
    }
  });

  const requireUrl = (): string => {
    if (!origin) throw new Error('The mock server is not listening yet: call listen() first');
    return origin;
  };

  return {
    get url() {
      return requireUrl();
    },
    get socketUrl() {
      return `${requireUrl().replace(/^http/, 'ws')}${SOCKET_PATH}`;
    },
    state,
    tokens,
    faults,
    sockets,
    httpServer,
    get latencyMs() {
      return latencyMs;
    },
    set latencyMs(ms: number) {
      latencyMs = Math.max(0, ms);
    },
    issueToken: () => tokens.issue(),
    switchPersona,
    reset,
    snapshot,
    listen() {
      return new Promise<string>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(requestedPort, host, () => {
          httpServer.off('error', reject);
          const address = httpServer.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          origin = `http://${shownHost === '0.0.0.0' || shownHost === '[::]' ? 'localhost' : shownHost}:${address.port}`;
          resolve(origin);
        });
      });
    },
    close() {
      sockets.close();
      return new Promise<void>((resolve, reject) => {
        httpServer.close((error) => (error ? reject(error) : resolve()));
        httpServer.closeAllConnections();
      });
    },
  };
}
