// The unread count as the server sends it (contract §8, spec 000 §3): a whole number ≥ 0, as a
// number or as digits. Read in one place so the counts answer and the socket agree.

/**
 * A count too large to hold exactly (22 digits read as 1e21, 400 as Infinity) still says "a lot":
 * it is clamped to the largest safe integer rather than dropped, so the count is always a plain
 * integer that prints as digits.
 */
export function clampUnreadCount(count: number): number {
  return Math.min(count, Number.MAX_SAFE_INTEGER);
}

/** The count in `value`, or undefined when it is not one (negative, fractional, other text). */
export function readUnreadCount(value: unknown): number | undefined {
  const count = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return count >= 0 && (Number.isInteger(count) || count === Number.POSITIVE_INFINITY) ? clampUnreadCount(count) : undefined;
}
