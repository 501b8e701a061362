import { getResponse, type RequestHandler } from 'msw';
import {
  landingPageSchema,
  partnerWhiteLabelSchema,
  resolveRoleManagementLink,
  ssoLinkSchema,
  ssoStatusSchema,
  internalAuthSchema,
} from '@soc/api';
import { createMockState, FIXED_NOW, type MockState } from '../state.ts';
import { shellCallHandlers } from './calls.ts';
import { SSO_REDIRECT_URL } from './call-paths.ts';
import { createSupportCase } from './call-fixtures.ts';
import { internalAuthHandlers, ssoLinkHandlers, ssoStatusHandlers } from './sso-handlers.ts';
import { landingPageHandlers } from './setting-handlers.ts';

const BASE = 'http://localhost';

async function send(handlers: RequestHandler[], method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const request = new Request(new URL(path, BASE), {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(handlers, request, { baseUrl: BASE });
  if (!response) throw new Error(`${method} ${path} is not answered`);
  return { status: response.status, json: (await response.json()) as unknown };
}

/** Sends the API client's own requests to the handlers, so client and mock are checked against each other. */
function routeFetchTo(handlers: RequestHandler[]) {
  vi.stubGlobal('localStorage', { getItem: () => null });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const response = await getResponse(handlers, new Request(new URL(input, BASE), init), { baseUrl: BASE });
    return response ?? new Response('not mocked', { status: 404 });
  });
}

let state: MockState;
beforeEach(() => {
  state = createMockState({ now: () => FIXED_NOW });
});
afterEach(() => vi.unstubAllGlobals());

describe('shell call defaults', () => {
  it('accepts activity reports', async () => {
    expect((await send(shellCallHandlers(state), 'POST', '/ui/uic/v3/activeStatus', { isActive: true })).status).toBe(200);
    expect((await send(shellCallHandlers(state), 'POST', '/ui/uic/v3/activeStatus', { isActive: 'yes' })).status).toBe(400);
  });

  it('stores the chosen language', async () => {
    const { status } = await send(shellCallHandlers(state), 'POST', '/ui/uic/v3/setting/language', { lang: 'ja' });
    expect(status).toBe(200);
    expect(state.language).toBe('ja');
  });

  it('answers the stored landing page, or the dashboard item by default', async () => {
    const first = await send(shellCallHandlers(state), 'GET', '/ui/uic/v3/setting/landingPage');
    expect(landingPageSchema.parse(first.json)).toMatchObject({ id: '101' });
    state.landingPageId = '401';
    const second = await send(shellCallHandlers(state), 'GET', '/ui/uic/v3/setting/landingPage');
    expect(landingPageSchema.parse(second.json)).toMatchObject({ id: '401' });
  });

  it('offers landing-page variants for every redirect outcome', async () => {
    expect(landingPageSchema.parse((await send([landingPageHandlers.noId()], 'GET', '/ui/uic/v3/setting/landingPage')).json).id).toBeNull();
    expect((await send([landingPageHandlers.unknownItem()], 'GET', '/ui/uic/v3/setting/landingPage')).json).toEqual({ id: '99999' });
    expect((await send([landingPageHandlers.serverError(503)], 'GET', '/ui/uic/v3/setting/landingPage')).status).toBe(503);
  });

  it('answers the partner white label with its email only when asked for', async () => {
    const withEmail = await send(shellCallHandlers(state), 'GET', '/public/asm/api/whitelabel/v1/partner-3141?withemail=true');
    expect(partnerWhiteLabelSchema.parse(withEmail.json)).toEqual({ email: 'soc-support@contoso-msp.example' });
    const without = await send(shellCallHandlers(state), 'GET', '/public/asm/api/whitelabel/v1/partner-3141');
    expect(partnerWhiteLabelSchema.parse(without.json)).toEqual({ email: undefined });
  });

  it('answers the SSO chain: status, internal token, link', async () => {
    const status = ssoStatusSchema.parse((await send(shellCallHandlers(state), 'GET', '/ui/uic/v3/connectors/sds/ssoStatus')).json);
    expect(status.redirectUrl).toBe(SSO_REDIRECT_URL);
    const auth = await send(shellCallHandlers(state), 'POST', '/ui/bc/company/api/v3.0/auth/internal?request_id=acc-7f3c2a91', { expiryMinutes: 65, page: 'roleManagement' });
    const { token } = internalAuthSchema.parse(auth.json);
    const link = await send(shellCallHandlers(state), 'GET', `${SSO_REDIRECT_URL}&request_id=acc-7f3c2a91`, undefined, { Authorization: `Bearer ${token}` });
    expect(ssoLinkSchema.parse(link.json).url).toMatch(/^https:\/\/sds\.example\.com\/.*account=acc-7f3c2a91/);
  });

  it('rejects an internal-auth call that does not follow the spec', async () => {
    const noId = await send(shellCallHandlers(state), 'POST', '/ui/bc/company/api/v3.0/auth/internal', { expiryMinutes: 65, page: 'roleManagement' });
    expect(noId.status).toBe(400);
    const wrongBody = await send(shellCallHandlers(state), 'POST', '/ui/bc/company/api/v3.0/auth/internal?request_id=a', { expiryMinutes: 60 });
    expect(wrongBody.status).toBe(400);
  });

  it('keeps submitted support cases and refuses incomplete ones', async () => {
    const supportCase = createSupportCase(state.persona);
    const ok = await send(shellCallHandlers(state), 'POST', '/public/uic/v3/notifications/supportForm', supportCase);
    expect(ok.status).toBe(200);
    expect(state.supportCases).toEqual([expect.objectContaining({ ...supportCase, receivedAt: FIXED_NOW })]);
    const incomplete = await send(shellCallHandlers(state), 'POST', '/public/uic/v3/notifications/supportForm', { ...supportCase, memo: ' ' });
    expect(incomplete.status).toBe(400);
    expect(state.supportCases).toHaveLength(1);
  });

  it('answers the credit-promotion check', async () => {
    expect((await send(shellCallHandlers(state), 'GET', '/ui/bc/company/api/v3.0/voucher/checkCreditPromotionQualified')).status).toBe(200);
  });
});

describe('role-management SSO through the API client', () => {
  it('opens the link with the default handlers', async () => {
    routeFetchTo(shellCallHandlers(state));
    const outcome = await resolveRoleManagementLink('acc-7f3c2a91');
    expect(outcome).toMatchObject({ kind: 'open' });
  });
  it.each([
    ['no redirect url', ssoStatusHandlers.noRedirectUrl(), { kind: 'errorDialog', reason: 'noRedirectUrl', errorCode: 500 }],
    ['no sso url', ssoLinkHandlers.noUrl(), { kind: 'errorDialog', reason: 'noUrl', errorCode: 501 }],
    ['internal auth 4006031', internalAuthHandlers.internalAuthError(4006031), { kind: 'ssoModal', wording: 2 }],
    ['internal auth 4006032', internalAuthHandlers.internalAuthError(4006032), { kind: 'ssoModal', wording: 1 }],
    ['a hostile url', ssoLinkHandlers.hostileUrl(), { kind: 'errorDialog', reason: 'failed' }],
    ['a server error', internalAuthHandlers.serverError(502), { kind: 'errorDialog', reason: 'failed', errorCode: 502 }],
  ])('classifies %s', async (_name, override, expected) => {
    routeFetchTo([override, ...shellCallHandlers(state)]);
    expect(await resolveRoleManagementLink('acc-7f3c2a91')).toMatchObject(expected);
  });
});
