import type { RequestHandler } from 'msw';
import type { MockState } from './state.ts';
import { shellFrameHandlers } from './shell/handlers.ts';
import { shellCallHandlers } from './shell/calls.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { dialogHandlers } from './dialogs/handlers.ts';
import { simulationHandlers } from './simulation/handlers.ts';
import { detailPanelHandlers } from './detail-panels/handlers.ts';

/** Happy-path handlers for every call of the three spec documents, reading and changing `state`. */
export function createHandlers(state: MockState): RequestHandler[] {
  return [
    ...shellFrameHandlers(state),
    ...shellCallHandlers(state),
    ...notificationHandlers(state),
    ...dialogHandlers(state),
    ...simulationHandlers(state),
    ...detailPanelHandlers(state),
  ];
}
