// External reputation report (spec 001 §3): `{ data: { attributes, queryDate } }`, with the
// attributes each object kind carries.
import type { ThreatIntelKind } from '@soc/api';
import { FIXED_NOW } from '../state.ts';
import { daysAgo, hoursAgo, type Nullable } from './fixture-kit.ts';

function fullAttributes(now: number) {
  return {
    last_analysis_stats: { malicious: 41, suspicious: 2, undetected: 21, harmless: 0 },
    last_analysis_date: hoursAgo(now, 30),
    tags: ['macros', 'xlsm', 'auto-open', 'obfuscated', 'downloads-pe'],
    meaningful_name: 'Invoice_NT-2026-11-0487.xlsm',
    type_tag: 'xlsx',
    size: 187_392,
    popular_threat_classification: {
      suggested_threat_label: 'trojan.emotet/heodo',
      popular_threat_category: [
        { value: 'trojan', count: 31 },
        { value: 'downloader', count: 18 },
      ],
      popular_threat_name: [
        { value: 'emotet', count: 26 },
        { value: 'heodo', count: 9 },
        { value: 'x97m', count: 6 },
      ],
    },
    crowdsourced_yara_results: [{ rule_name: 'Emotet_Excel4_Macro_Loader' }, { rule_name: 'SUSP_Office_AutoOpen_URLDownload' }],
    last_http_response_code: null as number | null,
    registrar: null as string | null,
    creation_date: null as string | null,
    asn: null as number | null,
    as_owner: null as string | null,
    country: null as string | null,
    network: null as string | null,
  };
}

export type ThreatIntelAttributesFixture = Nullable<ReturnType<typeof fullAttributes>>;

export interface ThreatIntelReportFixture {
  data: { attributes: ThreatIntelAttributesFixture | null; queryDate: string | null };
}

// The file-only attributes, absent from the other kinds' reports.
const noFileAttributes = () => ({ meaningful_name: null, type_tag: null, size: null, crowdsourced_yara_results: [] });

// What each kind adds or leaves out (spec 001 §2.7–2.9: URL response code, domain registrar and
// creation date, IP ASN with owner, country and network).
const kindAttributes = (kind: ThreatIntelKind, now: number): ThreatIntelAttributesFixture => {
  switch (kind) {
    case 'file':
      return {};
    case 'url':
      return {
        ...noFileAttributes(),
        last_http_response_code: 200,
        tags: ['phishing', 'credential-harvesting'],
        last_analysis_stats: { malicious: 9, suspicious: 3, undetected: 14, harmless: 70 },
      };
    case 'domain':
      return {
        ...noFileAttributes(),
        registrar: 'NameCheap, Inc.',
        creation_date: daysAgo(now, 11),
        tags: ['dga'],
        last_analysis_stats: { malicious: 6, suspicious: 1, undetected: 22, harmless: 65 },
      };
    case 'ip_address':
      return {
        ...noFileAttributes(),
        popular_threat_classification: null,
        asn: 202425,
        as_owner: 'IP Volume inc',
        country: 'NL',
        network: '203.0.113.0/24',
        tags: ['scanner'],
        last_analysis_stats: { malicious: 4, suspicious: 2, undetected: 25, harmless: 63 },
      };
  }
};

/** `refresh` 1 answers with a query date of now, 0 with the cached lookup of three days ago. */
export function createThreatIntelReport(
  kind: ThreatIntelKind = 'file',
  overrides: ThreatIntelAttributesFixture = {},
  options: { now?: number; refresh?: 0 | 1 } = {},
): ThreatIntelReportFixture {
  const now = options.now ?? FIXED_NOW;
  return {
    data: {
      attributes: { ...fullAttributes(now), ...kindAttributes(kind, now), ...overrides },
      queryDate: options.refresh === 1 ? new Date(now).toISOString() : daysAgo(now, 3),
    },
  };
}

export const threatIntelReportVariants = {
  /** The envelope with nothing in it. */
  empty: (): ThreatIntelReportFixture => ({ data: { attributes: null, queryDate: null } }),
  /** Many tags, names and rules. */
  long: (): ThreatIntelReportFixture =>
    createThreatIntelReport('file', {
      tags: Array.from({ length: 40 }, (_, i) => `behaviour-tag-${i + 1}`),
      meaningful_name: `${'very_long_file_name_'.repeat(10)}.exe`,
      popular_threat_classification: {
        suggested_threat_label: `trojan.${'generic'.repeat(8)}/agent`,
        popular_threat_category: Array.from({ length: 12 }, (_, i) => ({ value: `category-${i + 1}`, count: 40 - i })),
        popular_threat_name: Array.from({ length: 20 }, (_, i) => ({ value: `name-${i + 1}`, count: 30 - i })),
      },
      crowdsourced_yara_results: Array.from({ length: 25 }, (_, i) => ({ rule_name: `Crowdsourced_Rule_${i + 1}_${'X'.repeat(20)}` })),
    }),
};
