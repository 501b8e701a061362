import { ApiError } from '../client/errors.ts';
import { threatIntelErrorKey, threatIntelReportSchema, vendorDetections } from './threat-intel.ts';

const apiError = (status: number, body?: unknown) => new ApiError(status, '/public/svp/v2/object/vt/report/file/x', 'trace-1', body);

describe('threatIntelErrorKey (spec 001 §8)', () => {
  it.each([
    [400401, 'D100_22'],
    [400404, 'D100_23'],
    [400429, 'D100_24'],
  ] as const)('400 with error number %i → %s', (number, key) => {
    expect(threatIntelErrorKey(apiError(400, { error: { number } }))).toBe(key);
    expect(threatIntelErrorKey(apiError(400, { error: { number: String(number) } }))).toBe(key);
  });
  it('anything else is the common error', () => {
    expect(threatIntelErrorKey(apiError(400, { error: { number: 400500 } }))).toBe('ERROR.COMMON_ERROR');
    expect(threatIntelErrorKey(apiError(400))).toBe('ERROR.COMMON_ERROR');
    expect(threatIntelErrorKey(apiError(429, { error: { number: 400429 } }))).toBe('ERROR.COMMON_ERROR');
    expect(threatIntelErrorKey(apiError(500, { error: { number: 400404 } }))).toBe('ERROR.COMMON_ERROR');
    expect(threatIntelErrorKey(new Error('offline'))).toBe('ERROR.COMMON_ERROR');
    expect(threatIntelErrorKey(undefined)).toBe('ERROR.COMMON_ERROR');
  });
});

describe('vendorDetections (spec 001 §5)', () => {
  it('is malicious over the sum of the four counts', () => {
    expect(vendorDetections({ malicious: 12, suspicious: 2, undetected: 50, harmless: 8 })).toEqual({ malicious: 12, total: 72 });
  });
  it('reads missing or broken counts as 0', () => {
    expect(vendorDetections({ malicious: 3, harmless: null })).toEqual({ malicious: 3, total: 3 });
    expect(vendorDetections(undefined)).toEqual({ malicious: 0, total: 0 });
    expect(vendorDetections({ malicious: -1, suspicious: Number.NaN })).toEqual({ malicious: 0, total: 0 });
  });
});

describe('threatIntelReportSchema', () => {
  it('reads data.attributes and data.queryDate', () => {
    const report = threatIntelReportSchema.parse({
      data: {
        queryDate: '2026-11-20T09:30:00Z',
        attributes: {
          last_analysis_stats: { malicious: 41, suspicious: 1, undetected: 20, harmless: 0 },
          last_analysis_date: 1795685400,
          popular_threat_classification: {
            suggested_threat_label: 'trojan.emotet/heodo',
            popular_threat_category: [{ value: 'trojan', count: 30 }, 'downloader'],
            popular_threat_name: [{ value: 'emotet', count: 25 }],
          },
          crowdsourced_yara_results: [{ rule_name: 'Emotet_Loader_2026' }],
          asn: '15169',
        },
      },
    });
    expect(report.queryDate).toBe('2026-11-20T09:30:00.000Z');
    expect(report.attributes.last_analysis_date).toBe('2026-11-26T09:30:00.000Z');
    expect(report.attributes.popular_threat_classification?.popular_threat_category).toEqual([
      { value: 'trojan', count: 30 },
      { value: 'downloader', count: undefined },
    ]);
    expect(report.attributes.asn).toBe(15169);
    expect(report.attributes.tags).toEqual([]);
  });
  it('reads null attributes as an empty report', () => {
    expect(threatIntelReportSchema.parse({ data: { attributes: null } }).attributes.crowdsourced_yara_results).toEqual([]);
  });
  it('rejects an answer without the data envelope', () => {
    for (const garbage of [{ attributes: {} }, { data: 'x' }, 'oops', null]) expect(threatIntelReportSchema.safeParse(garbage).success).toBe(false);
  });
});
