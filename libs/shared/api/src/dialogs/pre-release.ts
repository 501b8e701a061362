import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { serverCalendarDay, serverTimeMs } from '../client/server-time.ts';
import { anyBody, dataOrSelf, optBool, optNumber, optText } from '../client/schema.ts';
import { dialogKeys } from './keys.ts';

/** Spec 002 §3 credit allocation values of a pre-release feature. */
const CREDIT_ALLOCATIONS = ['required', 'possiblyRequired', 'notRequired', 'fullCredit', 'partialCredit', 'free'] as const;
export type CreditAllocation = (typeof CREDIT_ALLOCATIONS)[number];

/** Spec 002 §3: `disclaimer` with this value shows the companion (generative-AI) disclaimer. */
export const GENAI_DISCLAIMER = 'genAI';

/** Epoch milliseconds (`serverTimeMs`: ms, seconds, ISO text or a calendar day); anything else is "no date". */
const timestamp = z.catch(z.pipe(z.optional(z.unknown()), z.transform((v) => serverTimeMs(v))), undefined);
/** A calendar day `YYYY-MM-DD` (`serverCalendarDay`: the day written, or an epoch number's UTC day); anything else is "no date". */
const calendarDay = z.catch(z.pipe(z.optional(z.unknown()), z.transform((v) => serverCalendarDay(v))), undefined);

/**
 * The pre-release record of spec 002 §3. `feature` is required: it is the dialog's subject, and a
 * record without it is bad data. An unknown credit allocation reads as "not given" rather than failing.
 */
export const preReleaseRecordSchema = z.looseObject({
  preReleaseKey: optText,
  l10n: optText,
  PRTimestamp: timestamp,
  requiredCredits: optNumber,
  creditAllocation: z.catch(z.nullish(z.enum(CREDIT_ALLOCATIONS)), undefined),
  description: optText,
  feature: z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String)),
  // The general-availability date is a day, whatever shape the time is sent in.
  GATimestamp: calendarDay,
  requiredCreditStr: optText,
  optIn: z.pipe(optBool, z.transform((v) => v ?? false)),
  showBtn: optBool,
  showTitle: optBool,
  disclaimer: optText,
});
export type PreReleaseRecord = z.output<typeof preReleaseRecordSchema>;

const preReleasePath = (key: string) => v3(`previewFramework/${encodeURIComponent(key)}`);

export function getPreRelease(key: string, lang: string): Promise<PreReleaseRecord> {
  return request({ path: preReleasePath(key), query: { lang }, schema: dataOrSelf(preReleaseRecordSchema) });
}

export const preReleaseQueryOptions = (key: string, lang: string) =>
  // optIn changes with the POST below; the dialog must show the server's current answer each time it opens.
  queryOptions({ queryKey: dialogKeys.preRelease(key, lang), queryFn: () => getPreRelease(key, lang), staleTime: 0 });

/** Spec 002 §7 `POST previewFramework/{key}` with `optIn`; the answer is "not shown". */
export function postPreReleaseOptIn(key: string, optIn: boolean): Promise<unknown> {
  return request({ method: 'POST', path: preReleasePath(key), body: { optIn }, schema: anyBody });
}

/** Spec 002 §4: the Opt in button shows only when the user has not opted in and the server offers the action. */
export function canOptIn(record: Pick<PreReleaseRecord, 'optIn' | 'showBtn'>): boolean {
  return !record.optIn && record.showBtn !== false;
}
