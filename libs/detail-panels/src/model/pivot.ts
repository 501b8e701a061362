// Pivots on values (issue 13): what each identifier value shown in a panel can open. Pure; the
// PivotValue menu and its tests take it.
import { isPrivateIpv4 } from '@soc/util';
import { PANEL_FIELDS, type PanelLocation } from './panel-param.ts';

/** The identifier values a panel shows that analysts pivot on. */
export const PIVOT_KINDS = ['ip', 'domain', 'url', 'email', 'hash', 'hostname', 'user'] as const;
export type PivotKind = (typeof PIVOT_KINDS)[number];

const SHA1 = /^[0-9a-f]{40}$/i;

/**
 * The panel that profiles a value of this kind (contract §7 params), when one exists: IP → 6 (not for
 * a private IPv4 address, spec 001 §5), domain → 5, URL → 4, SHA-1 → 3, e-mail address → 11 (user
 * account, as the command palette and the global search page map it). Other hashes, host names and
 * user names alone have none; a panel that knows the object's id passes the profile itself.
 */
export function pivotProfile(kind: PivotKind, value: string): PanelLocation | undefined {
  const text = value.trim();
  if (!text) return undefined;
  switch (kind) {
    case 'ip':
      return isPrivateIpv4(text) ? undefined : { searchType: 6, params: { ip: text } };
    case 'domain':
      return { searchType: 5, params: { domain: text } };
    case 'url':
      return { searchType: 4, params: { url: text } };
    case 'hash':
      return SHA1.test(text) ? { searchType: 3, params: { sha1: text } } : undefined;
    case 'email':
      return { searchType: 11, params: { userId: text } };
    default:
      return undefined;
  }
}

/** Both name the same object: same panel type and the same identifying fields (tabs and extras aside). */
export function isSameObject(a: Pick<PanelLocation, 'searchType' | 'params'>, b: Pick<PanelLocation, 'searchType' | 'params'>): boolean {
  if (a.searchType !== b.searchType) return false;
  const left = a.params as unknown as Record<string, unknown>;
  const right = b.params as unknown as Record<string, unknown>;
  return PANEL_FIELDS[a.searchType].required.every((key) => String(left[key] ?? '') === String(right[key] ?? ''));
}


const HOST_KINDS: readonly PivotKind[] = ['domain', 'hostname', 'url', 'email'];

/** The host a value of `kind` names, as written: a domain or host itself, a URL's host, an address's domain. */
function writtenHost(kind: PivotKind, value: string): string | undefined {
  const text = value.trim();
  if (kind === 'email') return text.slice(text.lastIndexOf('@') + 1) || undefined;
  if (kind !== 'url') return text || undefined;
  return /^[a-z][a-z0-9+.-]*:\/\/([^/?#:@]*@)?([^/?#:]+)/i.exec(text)?.[2];
}

/**
 * The ASCII form (punycode) of the host a domain, host name, URL or e-mail value names, when it is
 * written with other letters: `аpple.com` (a Cyrillic а) is `xn--pple-43d.com`, which no Latin
 * "apple.com" is. The browser's URL parser applies the IDNA rules. Undefined when already ASCII.
 */
export function asciiHostOf(kind: PivotKind, value: string): string | undefined {
  if (!HOST_KINDS.includes(kind)) return undefined;
  const host = writtenHost(kind, value);
  // eslint-disable-next-line no-control-regex -- ASCII is the whole range up to U+007F
  if (!host || /^[\u0000-\u007F]*$/.test(host)) return undefined;
  try {
    const ascii = new URL(`http://${host}`).hostname;
    return ascii.includes('xn--') ? ascii : undefined;
  } catch {
    return undefined;
  }
}
