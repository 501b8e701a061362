import { calendarDayParts } from '@soc/util';

/**
 * Where a point sits on a time axis: an instant as sent; a calendar day (`2026-11-19`, as the API
 * keeps one) at its local midnight, so the axis, the table and the summary name that day in every
 * time zone, as the panels' date fields do. NaN when there is no time.
 */
export function chartTime(text: string | null | undefined): number {
  if (!text) return Number.NaN;
  const day = calendarDayParts(text);
  return day ? new Date(day[0], day[1] - 1, day[2]).getTime() : Date.parse(text);
}
