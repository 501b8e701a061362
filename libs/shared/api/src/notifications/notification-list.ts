import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, noBodyAs, optText } from '../client/schema.ts';
import { serverTimeMs } from '../client/server-time.ts';
import { slicedList } from '../client/sliced-list.ts';
import { notificationKeys } from './keys.ts';

/** Spec 000 §3 notification levels; each picks the item's icon. */
export const NOTIFICATION_LEVELS = [
  'pending', 'error', 'info', 'success', 'security', 'partially_successful', 'new_feature', 'rejection',
] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

/** Spec 000 §2.6: type 0 is the Informative tab, type 1 the Tasks tab. */
export const NOTIFICATION_TYPES = { informative: 0, tasks: 1 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** Spec 000 §9: notifications kept per type. */
const NOTIFICATIONS_KEPT_PER_TYPE = 250;

/**
 * A notification's time in ms (spec 000 §3; ISO text is read too, `serverTimeMs`). A placeholder
 * number (0, negative, before 1971) is 0: the item stays, last and read, its time a dash. Text that
 * is no time at all leaves the item out, as a missing time does.
 */
const itemTime = z.union([
  z.pipe(z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]), z.transform((v) => serverTimeMs(v, 'ms') ?? 0)),
  z.pipe(z.pipe(z.string(), z.transform((v: string) => serverTimeMs(v, 'ms'))), z.number()),
]);
/** The last read time, read as the items' times are; none (all unread) when missing or unreadable. */
const lastReadTime = z.catch(z.pipe(z.optional(z.unknown()), z.transform((v) => serverTimeMs(v, 'ms'))), undefined);

/**
 * One notification (spec 000 §3). `id`, `time` and `type` are required: without them an item can be
 * neither placed in a tab nor ordered. An unknown level falls back to `info` so a level added by the
 * server later still shows, with the neutral icon. `description` is server HTML: sanitise before rendering.
 */
const notificationSchema = z.looseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  time: itemTime,
  type: z.pipe(z.union([z.literal([0, 1]), z.literal(['0', '1'])]), z.transform((v): NotificationType => (v === 1 || v === '1' ? 1 : 0))),
  level: z.catch(z.enum(NOTIFICATION_LEVELS), 'info'),
  description: z.pipe(optText, z.transform((v) => v ?? '')),
  status: optText,
  application: optText,
  link: optText,
  downloadUrl: optText,
});
export type NotificationItem = z.output<typeof notificationSchema>;

/**
 * Spec 000 §7 `notifications/languages/{lang}`: notifications[] and lastReadTime, 250 kept per type.
 * A missing list is bad data (the bell shows an error), an empty list is "no notifications".
 */
function notificationListOf(items: z.core.$ZodType<NotificationItem[], unknown>) {
  return z.pipe(
    z.looseObject({ notifications: z.nullable(items), lastReadTime }),
    z.transform((v) => ({ notifications: keepLatestPerType(v.notifications ?? []), lastReadTime: v.lastReadTime ?? undefined })),
  );
}
/** Parses at once and strictly (any bad item fails it); for our own fixtures and stories. */
export const notificationListSchema = notificationListOf(z.array(notificationSchema));
export type NotificationList = z.output<typeof notificationListSchema>;

/** The bell's answer holds up to 500 items: parsed in slices so opening the bell has no long task. */
// No body at all is an empty bell; an object without the list is still a malformed answer.
const slicedNotificationListSchema = noBodyAs({ notifications: [] }, dataOrSelf(notificationListOf(slicedList(notificationSchema))));

export function getNotifications(lang: string): Promise<NotificationList> {
  return request({
    path: v3(`notifications/languages/${encodeURIComponent(lang)}`),
    schema: slicedNotificationListSchema,
    asyncSchema: true,
  });
}

export const notificationsQueryOptions = (lang: string) =>
  // Opening the bell loads afresh every time (spec 000 §4.2) and marks everything read on the server.
  queryOptions({ queryKey: notificationKeys.list(lang), queryFn: () => getNotifications(lang), staleTime: 0 });

/** Newest first, at most `limit` of each type (spec 000 §7 "250 kept per type"). */
export function keepLatestPerType<T extends { type: number; time: number }>(items: readonly T[], limit: number = NOTIFICATIONS_KEPT_PER_TYPE): T[] {
  const kept = new Map<number, number>();
  return [...items]
    .sort((a, b) => b.time - a.time)
    .filter((item) => {
      const count = kept.get(item.type) ?? 0;
      if (count >= limit) return false;
      kept.set(item.type, count + 1);
      return true;
    });
}

/** Unread count per tab: items newer than the last read time (none read yet when it is unknown). */
export function unreadCountByType(items: readonly Pick<NotificationItem, 'type' | 'time'>[], lastReadTime: number | undefined): Record<NotificationType, number> {
  const counts: Record<NotificationType, number> = { 0: 0, 1: 0 };
  // An item without a time (0) is read: nothing says it is new.
  for (const item of items) if (item.time > 0 && (lastReadTime === undefined || item.time > lastReadTime)) counts[item.type] += 1;
  return counts;
}
