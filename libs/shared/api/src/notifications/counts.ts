import { z } from 'zod/mini';
import { isPlainObject } from '@soc/util';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, noBodyAs, optText } from '../client/schema.ts';
import { clampUnreadCount, readUnreadCount } from './unread-count.ts';

/**
 * The unread count. The spec names `counts` without a shape: a number, or an object of counts per
 * kind (its `total`, else the sum of its numbers). Anything else reads as 0 rather than failing the bell.
 */
const unreadCount = z.pipe(
  // Optional in: a missing `counts` is 0 too.
  z.optional(z.unknown()),
  z.transform((value): number => readUnreadCount(value) ?? (isPlainObject(value) ? totalOf(value) : 0)),
);

function totalOf(counts: Record<string, unknown>): number {
  const total = readUnreadCount(counts.total);
  if (total !== undefined) return total;
  const sum = Object.values(counts).reduce<number>((acc, value) => acc + (readUnreadCount(value) ?? 0), 0);
  return clampUnreadCount(sum);
}

/**
 * Spec 000 §3 notification response: counts, token, webSocketUrl. Without a socket URL the console
 * simply does not connect.
 */
export const notificationCountsSchema = z.looseObject({
  counts: unreadCount,
  token: optText,
  webSocketUrl: optText,
});
export type NotificationCounts = z.output<typeof notificationCountsSchema>;

/** No body at all is no unread notification and no socket. */
const countsAnswerSchema = noBodyAs({}, dataOrSelf(notificationCountsSchema));

export function getNotificationCounts(): Promise<NotificationCounts> {
  return request({ path: v3('notifications/counts'), schema: countsAnswerSchema });
}
