import type { RequestHandler } from 'msw';
import type { MockState } from '../state.ts';

export function simulationHandlers(_state: MockState): RequestHandler[] {
  return [];
}
