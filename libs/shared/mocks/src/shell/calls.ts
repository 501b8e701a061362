import type { RequestHandler } from 'msw';
import type { MockState } from '../state.ts';

export function shellCallHandlers(_state: MockState): RequestHandler[] {
  return [];
}
