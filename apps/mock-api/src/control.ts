// The control API under /__mock/: personas, faults, latency and socket pushes. JSON in and out, no auth.
// Also the mock's own HTML pages: the switch-board and the stand-ins for external pages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PersonaPatch } from '@soc/mocks';
import { parseFaultSpec, type Fault, type FaultStore } from './faults.ts';
import { errorBody, isRecord, parseJsonBody, readBody, sendHtml, sendJavaScript, sendJson } from './http-util.ts';
import { parsePersonaPatch } from './persona-patch.ts';
import { EXTERNAL_PAGES_PREFIX, externalPage, isExternalPageName } from './pages/external-page.ts';
import { SWITCHBOARD_SCRIPT_PATH, switchboardPage, switchboardScript } from './pages/switchboard.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { isSendableCloseCode, type SocketHub, type SocketMessage } from './socket.ts';

export const CONTROL_PREFIX = '/__mock';

export interface ControlContext {
  faults: FaultStore;
  sockets: SocketHub;
  snapshot: () => unknown;
  /** Throws `UnknownPersonaError` for an unknown id. */
  switchPersona: (id: string, patch: PersonaPatch) => void;
  reset: () => void;
  setLatency: (ms: number) => void;
  getLatency: () => number;
}

export class UnknownPersonaError extends Error {}

const MAX_LATENCY_MS = 10 * 60 * 1000;
const SWITCHBOARD_SCRIPT_ROUTE = SWITCHBOARD_SCRIPT_PATH.slice(CONTROL_PREFIX.length);

export async function handleControl(ctx: ControlContext, req: IncomingMessage, res: ServerResponse, url: URL, method: string): Promise<void> {
  const route = url.pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, '') || '/';
  const raw = await readBody(req);
  const parsed = parseJsonBody(raw);
  if (!parsed.ok) return sendJson(res, 400, errorBody(400, 'The body is not valid JSON'));
  const body: Record<string, unknown> = isRecord(parsed.value) ? parsed.value : {};
  const bad = (message: string) => sendJson(res, 400, errorBody(400, message));

  switch (`${method} ${route}`) {
    case 'GET /':
    case 'HEAD /':
      // The switch-board has no inline script, so it gets the console's strict policy.
      return sendHtml(res, 200, switchboardPage({ title: 'Mock backend switch-board' }), method, { 'content-security-policy': contentSecurityPolicy() });

    case `GET ${SWITCHBOARD_SCRIPT_ROUTE}`:
    case `HEAD ${SWITCHBOARD_SCRIPT_ROUTE}`:
      return sendJavaScript(res, await switchboardScript(), method);

    case 'GET /state':
      return sendJson(res, 200, ctx.snapshot());

    case 'POST /persona': {
      if (typeof body.id !== 'string' || !body.id) return bad('Give the persona `id` (see GET /__mock/state for the list)');
      const patch = parsePersonaPatch(body.patch);
      if (!patch.ok) return bad(patch.error);
      try {
        ctx.switchPersona(body.id, patch.value);
      } catch (error) {
        if (error instanceof UnknownPersonaError) return bad(error.message);
        throw error;
      }
      return sendJson(res, 200, ctx.snapshot());
    }

    case 'POST /reset':
      ctx.reset();
      return sendJson(res, 200, ctx.snapshot());

    case 'GET /faults':
      return sendJson(res, 200, { faults: ctx.faults.list() });

    case 'POST /faults': {
      const spec = parseFaultSpec(parsed.value);
      if (!spec.ok) return bad(spec.error);
      const fault: Fault = ctx.faults.add(spec.value);
      return sendJson(res, 201, { fault });
    }

    case 'DELETE /faults': {
      const count = ctx.faults.list().length;
      ctx.faults.clear();
      return sendJson(res, 200, { cleared: count });
    }

    case 'POST /latency': {
      const ms = body.ms;
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_LATENCY_MS) return bad('`ms` must be a number from 0 to 600000');
      ctx.setLatency(ms);
      return sendJson(res, 200, { latencyMs: ctx.getLatency() });
    }

    case 'POST /socket/push': {
      const message = body.message;
      let parsedMessage: SocketMessage;
      if (typeof message === 'number' && Number.isFinite(message)) parsedMessage = message;
      else if (isRecord(message)) parsedMessage = message;
      else return bad('`message` must be a number (the unread count) or a JSON object');
      return sendJson(res, 200, { sent: ctx.sockets.push(parsedMessage) });
    }

    case 'POST /socket/drop': {
      const { code, refuseForMs, terminate } = body;
      if (code !== undefined && (typeof code !== 'number' || !isSendableCloseCode(code))) return bad('`code` must be a close code a server may send (1000–1014 except 1004–1006, or 3000–4999)');
      if (refuseForMs !== undefined && (typeof refuseForMs !== 'number' || !Number.isFinite(refuseForMs) || refuseForMs < 0)) return bad('`refuseForMs` must be a number ≥ 0');
      const closed = ctx.sockets.drop({
        code: typeof code === 'number' ? code : undefined,
        refuseForMs: typeof refuseForMs === 'number' ? refuseForMs : undefined,
        terminate: terminate === true,
      });
      return sendJson(res, 200, { closed, refusingUntil: ctx.sockets.refusingUntil() });
    }
  }

  if ((method === 'GET' || method === 'HEAD') && route.startsWith(EXTERNAL_PAGES_PREFIX)) {
    const name = route.slice(EXTERNAL_PAGES_PREFIX.length);
    if (isExternalPageName(name)) return sendHtml(res, 200, externalPage(name), method);
  }

  const faultId = /^\/faults\/(\d+)$/.exec(route);
  if (method === 'DELETE' && faultId) {
    return ctx.faults.remove(Number(faultId[1])) ? sendJson(res, 200, { removed: Number(faultId[1]) }) : sendJson(res, 404, errorBody(404, 'No such fault'));
  }
  return sendJson(res, 404, errorBody(404, `No control endpoint ${method} ${url.pathname}`));
}
