// The server's clock, as its answers' `Date` headers tell it: relative times ("5 minutes ago") of
// server times are counted from it, so a machine whose clock is wrong by days does not call a
// 2-minute-old notification "2 days ago". The specification gives no server time; HTTP does.

/**
 * Below this difference the machine's clock is taken as right: a `Date` header has whole seconds,
 * and a network's delay adds more, so a smaller difference is noise, not a wrong clock.
 */
const SKEW_TAKEN_MS = 60_000;
/** The header's seconds are cut, not rounded: the server's time was on average half a second later. */
const HALF_SECOND_MS = 500;

let offsetMs = 0;

/**
 * Notes an answer's `Date` header, read when the answer arrived (`receivedAt`, the machine's clock).
 * An answer without one, or with one that is no HTTP date, changes nothing.
 */
export function noteServerDate(header: string | null, receivedAt: number = Date.now()): void {
  const serverMs = header ? Date.parse(header) : Number.NaN;
  if (!Number.isFinite(serverMs)) return;
  const skew = serverMs + HALF_SECOND_MS - receivedAt;
  offsetMs = Math.abs(skew) < SKEW_TAKEN_MS ? 0 : skew;
}

/** The server's time now: the machine's clock, corrected when the server's answers say it is off by a minute or more. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
