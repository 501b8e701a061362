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

/** The URL a value of `kind` names its host in, for the browser's parser (which applies the IDNA rules). */
function hostUrl(kind: PivotKind, value: string): string {
  const text = value.trim();
  if (kind === 'email') return `http://${text.slice(text.lastIndexOf('@') + 1)}`;
  // A URL without its scheme ("аpple.com/login") is read as http.
  if (kind === 'url' && /^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  return `http://${text}`;
}

/**
 * ASCII with no percent escape names no host in other letters: most values, drawn on every render of
 * a panel's pivots, skip the URL parser.
 */
// eslint-disable-next-line no-control-regex -- ASCII is the whole range up to U+007F
const PLAIN_ASCII = /^[\u0000-\u0024\u0026-\u007F]*$/;

/**
 * The ASCII form (punycode) of the host a domain, host name, URL or e-mail value names, when the value
 * writes it with other letters: `аpple.com` (a Cyrillic а) is `xn--pple-43d.com`, which no Latin
 * "apple.com" is. Undefined when the value already shows the host in ASCII, or names none.
 */
export function asciiHostOf(kind: PivotKind, value: string): string | undefined {
  if (!HOST_KINDS.includes(kind) || PLAIN_ASCII.test(value)) return undefined;
  try {
    const ascii = new URL(hostUrl(kind, value)).hostname;
    return ascii.includes('xn--') && !value.toLowerCase().includes(ascii) ? ascii : undefined;
  } catch {
    return undefined;
  }
}
