// URL, domain and IP records (spec 001 §2.7–2.9, §3): one shape, three flavours.
import { FIXED_NOW } from '../state.ts';
import { daysAgo, daysAhead, hoursAgo, nullAll, type Nullable, overridable, seeded } from './fixture-kit.ts';

export interface ActivityPointFixture {
  time: string;
  count: number;
}

/**
 * Hourly activity for the last `hours` hours (at least 24), quiet at night with one clear peak
 * `peakHoursAgo` hours back. Deterministic for a given seed.
 */
export function createActivityHistory(now: number = FIXED_NOW, hours = 48, peakHoursAgo = 7, seed = 17): ActivityPointFixture[] {
  const random = seeded(seed);
  const lastHour = Math.floor(now / 3_600_000) * 3_600_000;
  return Array.from({ length: Math.max(24, hours) }, (_, i) => {
    const ago = Math.max(24, hours) - 1 - i;
    const hourOfDay = new Date(lastHour - ago * 3_600_000).getUTCHours();
    const daytime = hourOfDay >= 7 && hourOfDay <= 19;
    const count = ago === peakHoursAgo ? 412 : Math.round((daytime ? 40 : 6) + random() * (daytime ? 55 : 10));
    return { time: new Date(lastHour - ago * 3_600_000).toISOString(), count };
  });
}

/** The activity fields of a record, consistent with its history (peak, totals, first seen). */
function activityFields(history: ActivityPointFixture[]) {
  const peak = history.reduce((best, p) => (p.count > best.count ? p : best), { time: '', count: -1 });
  const total = history.reduce((sum, p) => sum + p.count, 0);
  return {
    firstSeen: history[0]?.time ?? null,
    hourlyAverageActivities: history.length ? Math.round(total / history.length) : null,
    totalActivities: total,
    peakHourTime: peak.time || null,
    peakHourActivities: peak.count >= 0 ? peak.count : null,
    activityHistory: history,
  };
}

function fullObject(now: number = FIXED_NOW) {
  return {
    objectName: 'https://northwind-invoices.example-billing.net/view?id=NT-2026-11-0487',
    domainName: 'example-billing.net',
    wrsScore: 49,
    wrsCategory: ['Phishing', 'Newly Observed Domain'],
    registrantName: 'REDACTED FOR PRIVACY',
    registrantCounty: 'PA',
    createdDate: daysAgo(now, 11),
    updatedDate: daysAgo(now, 2),
    expiredDate: daysAhead(now, 354),
    host: 'northwind-invoices.example-billing.net',
    hostedIP: ['203.0.113.45', '203.0.113.46'],
    hostedLocation: ['Panama', 'Netherlands'],
    lastSeen: hoursAgo(now, 0.5),
    ...activityFields(createActivityHistory(now)),
  };
}

export type ObjectRecordFixture = Nullable<ReturnType<typeof fullObject>>;

export const createUrlRecord = overridable(fullObject);

export function createDomainRecord(overrides: ObjectRecordFixture = {}, now: number = FIXED_NOW): ObjectRecordFixture {
  return {
    ...fullObject(now),
    objectName: 'example-billing.net',
    host: null,
    wrsScore: 58,
    wrsCategory: ['Suspicious', 'Newly Observed Domain'],
    ...overrides,
  };
}

export function createIpRecord(overrides: ObjectRecordFixture = {}, now: number = FIXED_NOW): ObjectRecordFixture {
  return {
    ...fullObject(now),
    objectName: '203.0.113.45',
    domainName: null,
    host: null,
    wrsScore: 71,
    wrsCategory: ['Unrated'],
    registrantName: null,
    registrantCounty: null,
    createdDate: null,
    updatedDate: null,
    expiredDate: null,
    hostedIP: [],
    hostedLocation: ['Amsterdam, Netherlands'],
    ...overrides,
  };
}

export const objectRecordVariants = {
  empty: (): ObjectRecordFixture => nullAll(fullObject(FIXED_NOW)),
  /** 40 hosted IPs and locations, many categories, a very long URL and a week of history. */
  long: (now: number = FIXED_NOW): ObjectRecordFixture =>
    createUrlRecord(
      {
        objectName: `https://cdn-assets.example-content-delivery.net/${'static/'.repeat(12)}bundle.js?v=${'9f'.repeat(60)}`,
        wrsScore: 85,
        wrsCategory: [
          'Computers / Internet',
          'Content Delivery Networks',
          'Software Downloads',
          'Business / Economy',
          'Web Hosting',
          'Advertisements',
        ],
        hostedIP: Array.from({ length: 40 }, (_, i) => `198.51.100.${10 + i}`),
        hostedLocation: Array.from(
          { length: 40 },
          (_, i) => ['Frankfurt, Germany', 'Ashburn, United States', 'Singapore', 'Tokyo, Japan'][i % 4] ?? 'Unknown',
        ),
        ...activityFields(createActivityHistory(now, 168, 30)),
      },
      now,
    ),
};
