// Display rules of the endpoint record (spec 001 §2.5, §9), pure so each is tested on its own.
export { isProxyIpListTruncated, PROXY_IPS_TRUNCATED_AT } from '@soc/api';

export type Connectivity = 'connected' | 'unknown' | 'other';

/** `endpoint_connectivity`: connected, unknown, or any other value (shown as not connected); none → undefined (a dash). */
export function connectivityOf(value: string | null | undefined): Connectivity | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  if (text === 'connected') return 'connected';
  if (text === 'unknown') return 'unknown';
  return 'other';
}

/** Spec 001 §2.5 / §9: ring labels run from n to n − 8. */
const RING_LABEL_COUNT = 9;

/**
 * The ring's label: ring 0 is "n" (the newest version), ring k is "n - k", down to "n - 8".
 * A ring outside 0–8 or not a whole number has no label: undefined (a dash).
 */
export function ringLabel(ring: number | null | undefined): string | undefined {
  if (ring == null || !Number.isInteger(ring) || ring < 0 || ring >= RING_LABEL_COUNT) return undefined;
  return ring === 0 ? 'n' : `n - ${ring}`;
}
