import { getResponse, type RequestHandler } from 'msw';
import { preReleaseRecordSchema } from '@soc/api';
import { createMockState, FIXED_NOW, type MockState } from '../state.ts';
import { dialogHandlers, preReleaseHandlers } from './handlers.ts';

const BASE = 'http://localhost';

async function send(handlers: RequestHandler[], method: 'GET' | 'POST', path: string, body?: unknown) {
  const request = new Request(new URL(path, BASE), { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = await getResponse(handlers, request, { baseUrl: BASE });
  if (!response) throw new Error(`${method} ${path} is not answered`);
  return { status: response.status, json: (await response.json()) as unknown };
}

let state: MockState;
beforeEach(() => {
  state = createMockState({ now: () => FIXED_NOW });
});

describe('pre-release dialog', () => {
  it('answers a full record for the menu keys and any other key', async () => {
    const record = preReleaseRecordSchema.parse((await send(dialogHandlers(state), 'GET', '/ui/uic/v3/previewFramework/ai-scanner-guard?lang=en')).json);
    expect(record).toMatchObject({ preReleaseKey: 'ai-scanner-guard', feature: 'AI Scanner Guard', optIn: false, showBtn: true, creditAllocation: 'possiblyRequired' });
    expect(Date.parse(record.GATimestamp ?? '')).toBeGreaterThan(FIXED_NOW);
    const other = preReleaseRecordSchema.parse((await send(dialogHandlers(state), 'GET', '/ui/uic/v3/previewFramework/identity-graph?lang=en')).json);
    expect(other.feature).toBe('Identity Graph');
  });

  it('marks the companion record genAI and localises the description', async () => {
    const record = preReleaseRecordSchema.parse((await send(dialogHandlers(state), 'GET', '/ui/uic/v3/previewFramework/companion-genai?lang=ja')).json);
    expect(record.disclaimer).toBe('genAI');
    expect(record.description).toMatch(/AI アシスタント/);
  });

  it('keeps the opt-in choice', async () => {
    expect((await send(dialogHandlers(state), 'POST', '/ui/uic/v3/previewFramework/ai-scanner-guard', { optIn: true })).status).toBe(200);
    expect(state.optIns.get('ai-scanner-guard')).toBe(true);
    const record = preReleaseRecordSchema.parse((await send(dialogHandlers(state), 'GET', '/ui/uic/v3/previewFramework/ai-scanner-guard?lang=en')).json);
    expect(record.optIn).toBe(true);
    expect((await send(dialogHandlers(state), 'POST', '/ui/uic/v3/previewFramework/ai-scanner-guard', { optIn: 'yes' })).status).toBe(400);
  });

  it('offers hostile, not-found and bad-data variants', async () => {
    const path = '/ui/uic/v3/previewFramework/ai-scanner-guard?lang=en';
    expect(preReleaseRecordSchema.parse((await send([preReleaseHandlers.hostile(state)], 'GET', path)).json).description).toMatch(/<script>/);
    expect((await send([preReleaseHandlers.notFound()], 'GET', path)).status).toBe(404);
    expect(preReleaseRecordSchema.safeParse((await send([preReleaseHandlers.badData()], 'GET', path)).json).success).toBe(false);
  });
});

describe('advanced function and terms', () => {
  it('enables the advanced function', async () => {
    expect((await send(dialogHandlers(state), 'POST', '/public/adg/ald-proxy/organizations/enable-advanced-function', {})).status).toBe(200);
    expect(state.advancedFunctionEnabled).toBe(true);
  });
  it('stores the accepted terms version', async () => {
    expect((await send(dialogHandlers(state), 'POST', '/ui/uic/v3/acceptTermsPopup', { version: '2026.1' })).status).toBe(200);
    expect(state.acceptedTermsVersion).toBe('2026.1');
    expect((await send(dialogHandlers(state), 'POST', '/ui/uic/v3/acceptTermsPopup', {})).status).toBe(400);
  });
});
