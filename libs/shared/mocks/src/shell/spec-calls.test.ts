import { getResponse } from 'msw';
import { SPEC_CALLS } from '../call-table.ts';
import { dialogHandlers } from '../dialogs/handlers.ts';
import { notificationHandlers } from '../notifications/handlers.ts';
import { simulationHandlers } from '../simulation/handlers.ts';
import { createMockState, FIXED_NOW } from '../state.ts';
import { shellCallHandlers } from './calls.ts';
import { shellFrameHandlers } from './handlers.ts';

const BASE = 'http://localhost';

describe('call table of spec 000 and 002', () => {
  const calls = SPEC_CALLS.filter((call) => call.spec === '000' || call.spec === '002');

  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))('answers %s with a 2xx', async (_name, call) => {
    const state = createMockState({ now: () => FIXED_NOW });
    const handlers = [...shellFrameHandlers(state), ...shellCallHandlers(state), ...notificationHandlers(state), ...dialogHandlers(state), ...simulationHandlers(state)];
    const request = new Request(new URL(call.sample, BASE), {
      method: call.method,
      headers: { 'Content-Type': 'application/json' },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const response = await getResponse(handlers, request, { baseUrl: BASE });
    expect(response, `${call.method} ${call.sample} is not answered`).toBeDefined();
    expect(response?.status).toBeGreaterThanOrEqual(200);
    expect(response?.status).toBeLessThan(300);
  });
});
