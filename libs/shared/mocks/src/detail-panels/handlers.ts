import type { RequestHandler } from 'msw';
import type { MockState } from '../state.ts';

export function detailPanelHandlers(_state: MockState): RequestHandler[] {
  return [];
}
