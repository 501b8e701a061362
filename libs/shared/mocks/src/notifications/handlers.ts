import type { RequestHandler } from 'msw';
import type { MockState } from '../state.ts';

export function notificationHandlers(_state: MockState): RequestHandler[] {
  return [];
}
