import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, optText } from '../client/schema.ts';

// Classic `z.number().int()` is this integer format: the number type, then its safe-integer check.
const count = z.union([z.int().check(z.nonnegative()), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);

/**
 * The unread count. The spec names `counts` without a shape: a number, or an object of counts per
 * kind (its `total`, else the sum of its numbers). Anything else reads as 0 rather than failing the bell.
 */
const unreadCount = z.pipe(
  z.catch(z.nullish(z.union([count, z.pipe(z.record(z.string(), z.unknown()), z.transform(totalOf))])), undefined),
  z.transform((v) => v ?? 0),
);

function totalOf(counts: Record<string, unknown>): number {
  const total = count.safeParse(counts.total);
  if (total.success) return total.data;
  return Object.values(counts).reduce<number>((sum, value) => {
    const parsed = count.safeParse(value);
    return sum + (parsed.success ? parsed.data : 0);
  }, 0);
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

export function getNotificationCounts(): Promise<NotificationCounts> {
  return request({ path: v3('notifications/counts'), schema: dataOrSelf(notificationCountsSchema) });
}
