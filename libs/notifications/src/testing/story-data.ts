import { NOTIFICATION_LEVELS, notificationListSchema } from '@soc/api';
import { createHostileNotifications, createManyNotifications, createNotification, createNotificationList, FIXED_NOW, type NotificationFixture } from '@soc/mocks';
import { toNotificationLists, type NotificationListState } from '../hooks/use-notifications.ts';

/** Three days before the fixed clock: what the mock backend uses as the last read time. */
const STORY_LAST_READ = FIXED_NOW - 3 * 24 * 3600 * 1000;

/** A loaded list for the dropdown view, parsed exactly as the console parses the server's answer (trimming included). */
export function doneList(fixtures: NotificationFixture[]): NotificationListState {
  return { status: 'done', data: toNotificationLists(notificationListSchema.parse({ notifications: fixtures, lastReadTime: STORY_LAST_READ })) };
}

export const storyLists = {
  empty: () => doneList([]),
  one: () => doneList([createNotification({}, FIXED_NOW)]),
  everyLevel: () => doneList(createNotificationList(FIXED_NOW)),
  long: () => doneList(createManyNotifications(FIXED_NOW, 250)),
  hostile: () => doneList(createHostileNotifications(FIXED_NOW)),
  /** One informative item per level, in the specification's order, an hour apart. */
  levels: () =>
    doneList(
      NOTIFICATION_LEVELS.map((level, index) =>
        createNotification({ id: `level-${level}`, level, time: FIXED_NOW - (index + 1) * 3600 * 1000, link: null, description: `A <b>${level}</b> notification.` }, FIXED_NOW),
      ),
    ),
};
