// Spec 001 §2.6–2.9, §3: the file, URL, domain and IP records and the external reputation report
// (`data.attributes`, `data.queryDate`; refresh=0 answers the stored report, refresh=1 a fresh one).
import { DOMAIN, FILE, IP, URL_OBJECT } from './panel-ids.ts';
import { bodyText, decodeUrlId, ms, recordAnswer } from './panel-wire.ts';
import { ok, type Route } from './route.ts';

function fileRecord(sha1: string) {
  if (sha1 === FILE.manifest) {
    return {
      fileName: 'manifest_KZ-88213_rev2.xlsm',
      prevalence: 4,
      detectionName: 'Trojan.X97M.KUROFUNE.A',
      encyclopediaLink: 'https://encyclopedia.second-backend.test/malware/trojan.x97m.kurofune.a',
      familyName: ['Kurofune', 'MacroLoader'],
      fileType: 'Microsoft Excel 2007+ (macro-enabled)',
      fileSize: 2_527_068,
      memoryResident: false,
      fileSigner: null,
      fileMD5: '14bf0ec757ddab1ec83355f717643d0b',
      fileSHA1: sha1,
      sha256: '6d3339100c83ed94d92adc8c4431afc0b0048f9b8f263c49092c385718d534db',
      tlsh: 'T1A3C4126BB2F5C4A9E1D0C8B7F6E5D4C3B2A1908F7E6D5C4B3A29180F7E6D5C4B3A291',
      isShowFileTab: true,
      firstSubmitted: '2026-12-03T01:58:00Z',
    };
  }
  if (sha1 === FILE.installer) {
    return {
      fileName: 'KitakazeTracker_Setup_4.2.1.msi',
      prevalence: 1872,
      detectionName: 'PUA.MSI.TrackerBundle',
      // A link that is not http(s): the console must not make it clickable.
      encyclopediaLink: 'javascript:window.__sbXss=1',
      familyName: [],
      fileType: 'MSI Installer',
      fileSize: 1024,
      memoryResident: true,
      fileMD5: '629ac59ebee14b295691c7af9157e51a',
      fileSHA1: sha1,
      sha256: 'd03b8a5cfa4787e1d24d17ae5f246c6c5bb46953b1491916dc4e47a231c7bbce',
      tlsh: null,
      isShowFileTab: false,
    };
  }
  return undefined;
}

const activity = (peakMs: number, counts: number[]) => counts.map((count, i) => ({ time: peakMs - (counts.length - 1 - i) * 3_600_000, count }));

function objectRecord(kind: 'url' | 'domain' | 'ip', id: string) {
  if (kind === 'url' && id === URL_OBJECT.tracking) {
    return {
      objectName: id,
      domainName: DOMAIN.parcel,
      wrsScore: 38,
      wrsCategory: ['Phishing', 'Newly Observed Domain'],
      registrantName: 'REDACTED FOR PRIVACY',
      createdDate: '2026-11-19',
      updatedDate: ms('2026-11-20T00:00:00Z'),
      expiredDate: '2027-11-19T23:59:59Z',
      host: 'cdn-update.kitakaze-parcel.example',
      hostedIP: [IP.c2, '185.220.101.48'],
      hostedLocation: ['Netherlands'],
      firstSeen: ms('2026-12-02T23:10:00Z'),
      lastSeen: '2026-12-03T04:12:00Z',
      hourlyAverageActivities: 6,
      totalActivities: 131,
      peakHourTime: '2026-12-03T02:00:00Z',
      peakHourActivities: 41,
      activityHistory: activity(ms('2026-12-03T02:00:00Z'), [3, 9, 41, 22, 7]),
    };
  }
  if (kind === 'domain' && id === DOMAIN.parcel) {
    return {
      objectName: id,
      domainName: id,
      wrsScore: 71,
      wrsCategory: ['Newly Observed Domain'],
      registrantName: null,
      registrantCounty: 'PA',
      createdDate: '2026-11-19T08:31:02Z',
      updatedDate: null,
      expiredDate: '2027-11-19T08:31:02Z',
      host: null,
      hostedIP: [IP.c2],
      hostedLocation: [],
      firstSeen: '2026-11-20T10:00:00Z',
      lastSeen: ms('2026-12-03T04:12:00Z'),
      hourlyAverageActivities: 2,
      totalActivities: 212,
      peakHourTime: ms('2026-12-03T02:00:00Z'),
      peakHourActivities: 58,
      activityHistory: activity(ms('2026-12-03T02:00:00Z'), [12, 58, 30]),
    };
  }
  if (kind === 'ip' && id === IP.c2) {
    return {
      objectName: id,
      domainName: null,
      wrsScore: 12,
      wrsCategory: ['Command and Control', 'Proxy Avoidance'],
      host: 'tor-exit-47.example.nl',
      hostedIP: [],
      hostedLocation: ['Netherlands', 'Amsterdam'],
      firstSeen: '2026-10-01T00:00:00Z',
      lastSeen: '2026-12-03T03:59:00Z',
      hourlyAverageActivities: 1,
      totalActivities: 54,
      peakHourTime: '2026-12-03T02:00:00Z',
      peakHourActivities: 17,
      activityHistory: [],
      asnHint: 'AS60729',
    };
  }
  return undefined;
}

/** The stored report's query date; a refresh answers a report queried now. */
const STORED_QUERY_DATE = '2026-11-28T09:15:00.000Z';

function reputation(kind: string, id: string) {
  const common = { last_analysis_stats: { malicious: 27, suspicious: 3, undetected: 31, harmless: 9, timeout: 2 }, last_analysis_date: ms('2026-12-02T18:00:00Z'), tags: ['macro', 'obfuscated'] };
  switch (kind) {
    case 'file':
      if (id !== FILE.manifest && id !== FILE.installer) return undefined;
      return {
        ...common,
        meaningful_name: 'manifest_KZ-88213_rev2.xlsm',
        type_tag: 'xlsx',
        size: 2_527_068,
        popular_threat_classification: {
          suggested_threat_label: 'trojan.kurofune/macro',
          popular_threat_category: [{ value: 'trojan', count: 19 }, { value: 'downloader', count: 8 }],
          popular_threat_name: [{ value: 'kurofune', count: 14 }],
        },
        crowdsourced_yara_results: [{ rule_name: 'SUSP_XLSM_AutoOpen_Shell', ruleset_id: '00c2a1' }],
      };
    case 'url':
      // No analysis stats yet for this URL: the detections show a dash.
      return decodeUrlId(id) === URL_OBJECT.tracking ? { last_analysis_date: common.last_analysis_date, tags: ['phishing'], last_http_response_code: 302 } : undefined;
    case 'domain':
      return id === DOMAIN.parcel ? { ...common, tags: [], registrar: 'NameSilo, LLC', creation_date: '2026-11-19T08:31:02Z' } : undefined;
    case 'ip_address':
      return id === IP.c2 ? { last_analysis_stats: common.last_analysis_stats, asn: 60729, as_owner: 'Stichting Tor Exit Relays', country: 'NL', network: '185.220.101.0/24' } : undefined;
    default:
      return undefined;
  }
}

export const objectRoutes: Route[] = [
  { method: 'POST', path: '/public/svp/v2/object/file/query', handle: ({ body }) => recordAnswer(fileRecord(bodyText(body, 'sha1') ?? '')) },
  {
    method: 'POST',
    path: '/public/svp/v2/object/url/query',
    handle: ({ body }) => recordAnswer(objectRecord('url', decodeUrlId(bodyText(body, 'url') ?? '') ?? '')),
  },
  { method: 'POST', path: '/public/svp/v2/object/domain/query', handle: ({ body }) => recordAnswer(objectRecord('domain', bodyText(body, 'domain') ?? '')) },
  { method: 'POST', path: '/public/svp/v2/object/ip/query', handle: ({ body }) => recordAnswer(objectRecord('ip', bodyText(body, 'ip') ?? '')) },
  {
    method: 'GET',
    path: /^\/public\/svp\/v2\/object\/vt\/report\/(file|url|domain|ip_address)\/([^/]+)$/,
    handle: ({ params: [kind = '', id = ''], url }) => {
      const attributes = reputation(kind, id);
      if (!attributes) return { status: 400, json: { error: { number: 400404, message: 'no report for this object' } } };
      const queryDate = url.searchParams.get('refresh') === '1' ? new Date().toISOString() : STORED_QUERY_DATE;
      // The domain's report carries its query date as epoch milliseconds.
      return ok({ data: { id, type: kind, attributes, queryDate: kind === 'domain' ? Date.parse(queryDate) : queryDate } });
    },
  },
];
