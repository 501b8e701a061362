// The bell: unread counts and the notification list (spec 000 §4.2, §7).
import { http, HttpResponse } from 'msw';
import type { MockState } from '../state.ts';
import { badDataResponse, failures, readFailures } from '../respond.ts';
import { NOTIFICATION_PATHS } from './paths.ts';
import {
  createBadNotificationList,
  createHostileNotifications,
  createManyNotifications,
  createNotificationCounts,
  createNotificationList,
  type NotificationFixture,
} from './notification-fixtures.ts';
import { localiseNotifications } from './notification-fixtures-ja.ts';

const unreadCount = (state: MockState) => createNotificationList(state.now()).filter((n) => n.time > state.lastReadTime).length;

/** Answers the list with the last read time as it was, then marks everything read (opening the bell, §4.2). */
const listAndMarkRead = (state: MockState, notifications: NotificationFixture[]) => {
  const body = { notifications, lastReadTime: state.lastReadTime };
  state.lastReadTime = state.now();
  return HttpResponse.json(body);
};

export const notificationCountsHandlers = {
  /** The unread count follows the state: 0 right after the bell was opened. */
  default: (state: MockState) => http.get(NOTIFICATION_PATHS.counts, () => HttpResponse.json(createNotificationCounts({ counts: unreadCount(state) }))),
  count: (counts: number) => http.get(NOTIFICATION_PATHS.counts, () => HttpResponse.json(createNotificationCounts({ counts }))),
  /** No socket URL: the console shows the count but does not connect. */
  noSocket: () => http.get(NOTIFICATION_PATHS.counts, () => HttpResponse.json(createNotificationCounts({ counts: 3, webSocketUrl: null }))),
  ...readFailures('get', NOTIFICATION_PATHS.counts),
};

export const notificationListHandlers = {
  /** In the requested language (`…/languages/ja` answers in Japanese). */
  default: (state: MockState) =>
    http.get(NOTIFICATION_PATHS.list, ({ params }) => listAndMarkRead(state, localiseNotifications(createNotificationList(state.now()), String(params.lang)))),
  empty: (state: MockState) => http.get(NOTIFICATION_PATHS.list, () => listAndMarkRead(state, [])),
  /** `perType` of each type: 250 fills both tabs exactly; above 250 the console must trim (spec 000 §9). */
  long: (state: MockState, perType = 250) => http.get(NOTIFICATION_PATHS.list, () => listAndMarkRead(state, createManyNotifications(state.now(), perType))),
  overflow: (state: MockState, perType = 263) => http.get(NOTIFICATION_PATHS.list, () => listAndMarkRead(state, createManyNotifications(state.now(), perType))),
  hostile: (state: MockState) => http.get(NOTIFICATION_PATHS.list, () => listAndMarkRead(state, createHostileNotifications(state.now()))),
  badData: () => http.get(NOTIFICATION_PATHS.list, () => HttpResponse.json(createBadNotificationList())),
  /** Not even JSON-shaped like a list. */
  garbage: () => http.get(NOTIFICATION_PATHS.list, badDataResponse),
  ...failures('get', NOTIFICATION_PATHS.list),
};
