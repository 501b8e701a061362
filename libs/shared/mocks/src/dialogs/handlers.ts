import type { RequestHandler } from 'msw';
import type { MockState } from '../state.ts';

export function dialogHandlers(_state: MockState): RequestHandler[] {
  return [];
}
