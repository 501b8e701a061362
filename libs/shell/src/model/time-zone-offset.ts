import { dateTimeFormatter } from '@soc/ui';

/** "UTC+09:00" style offset of `timeZone` at `time`: one way of naming the clock's zone, wide or narrow. */
export function offsetLabel(time: number, timeZone: string): string {
  const part = dateTimeFormatter('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(time).find((p) => p.type === 'timeZoneName');
  const offset = (part?.value ?? 'GMT').replace('GMT', '');
  return `UTC${offset || '+00:00'}`;
}
