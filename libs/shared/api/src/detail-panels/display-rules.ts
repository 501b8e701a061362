// Pure display rules of spec 001 §5 and §9 that several panels share.

export type WrsMeaning = 'unrated' | 'high' | 'medium' | 'warning' | 'safe';

/** Web reputation score → meaning. 71 is "unrated" although it lies in 66–80; anything else → undefined (a dash). */
export function wrsMeaning(score: number | null | undefined): WrsMeaning | undefined {
  // Scores are whole numbers; a fraction is not one of the listed values, so it shows a dash.
  if (score == null || !Number.isInteger(score)) return undefined;
  if (score === 71) return 'unrated';
  if (score >= 0 && score <= 50) return 'high';
  if (score >= 51 && score <= 65) return 'medium';
  if (score >= 66 && score <= 80) return 'warning';
  if (score >= 81 && score <= 100) return 'safe';
  return undefined;
}

export type RiskBand = 'low' | 'medium' | 'high';

/**
 * Risk score → band. The specification's bands share their edges ("0 to 30 low, 30 to 70 medium,
 * 70 to 100 high"); we give an edge to the higher band: [0, 30) low, [30, 70) medium, [70, 100] high,
 * so 30 is medium and 70 is high. Outside 0–100 (or no score) → undefined.
 */
export function riskBand(score: number | null | undefined): RiskBand | undefined {
  if (score == null || !Number.isFinite(score) || score < 0 || score > 100) return undefined;
  if (score < 30) return 'low';
  if (score < 70) return 'medium';
  return 'high';
}

/** Spec 001 §9: a service-gateway proxy list of 20 or more IPs is flagged as truncated. */
export const PROXY_IPS_TRUNCATED_AT = 20;
export const isProxyIpListTruncated = (ips: readonly unknown[]): boolean => ips.length >= PROXY_IPS_TRUNCATED_AT;
