// What a global-search keyword is, and which detail panel (spec 001 §2.1, contract §7) takes it.
// Beyond spec 000 §2.7 (issue 3): the /app/global-search page offers the matching panel; the command
// palette (issue 13) offers the same panel from the same rules.
import { DEC_OCTET, isIpv4, isPrivateIpv4, toHalfWidth } from '@soc/util';
import type { DrawerParamsBySearchType, ToggleDrawerDetail } from '@soc/events';

export type KeywordKind =
  | 'empty' | 'ipv4' | 'ipv6' | 'url' | 'email' | 'domain' | 'md5' | 'sha1' | 'sha256' | 'hostname' | 'text';

/** The detail panels a keyword can open: file (SHA-1), URL, domain, IP address, user account (e-mail). */
export type PanelSearchType = 3 | 4 | 5 | 6 | 11;

export type PanelTarget = { [S in PanelSearchType]: { searchType: S; params: DrawerParamsBySearchType[S] } }[PanelSearchType];

export interface KeywordClassification {
  kind: KeywordKind;
  /**
   * The keyword as the panel receives it: trimmed; full-width forms made half-width; hashes and domains
   * lower-cased; a domain's final dot and an address's sentence-final dot removed. Free text stays as typed.
   */
  value: string;
  /** The panel that takes this keyword. Absent for a private IPv4 address and for kinds no panel takes. */
  panel?: PanelTarget;
  /** A private IPv4 address (10.x, 172.16–31.x, 192.168.x): the IP panel is not offered (spec 001 §5). */
  isPrivate?: boolean;
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
/** An IPv4 address with an optional port ("8.8.8.8:53"): the IP panel takes the port as an extra. */
const IPV4_WITH_PORT = new RegExp(`^(${DEC_OCTET}(?:\\.${DEC_OCTET}){3})(?::([1-9]\\d{0,4}))?$`);
/** "10.0.0.0/8" is a network, not a URL path. */
const IPV4_CIDR = new RegExp(`^${DEC_OCTET}(?:\\.${DEC_OCTET}){3}/\\d{1,2}$`);

/** RFC 4291 text form: eight groups, one `::` for a run of zero groups, an optional trailing IPv4. No zone ids. */
export function isIpv6(text: string): boolean {
  if (!text.includes(':') || !/^[0-9a-f:.]+$/i.test(text)) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const tail = groupsOf(halves[1] ?? '');
  const all = [...head, ...tail];
  let count = 0;
  for (const [index, group] of all.entries()) {
    const last = index === all.length - 1;
    if (last && group.includes('.')) {
      if (!isIpv4(group)) return false;
      count += 2;
    } else if (HEX_GROUP.test(group)) {
      count += 1;
    } else {
      return false;
    }
  }
  return halves.length === 2 ? count <= 7 : count === 8;
}

const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
const TOP_LEVEL = /^(?:xn--[a-z0-9-]{1,59}|\p{L}{2,63})$/iu;
/** Suffixes that never resolve on the internet: names under them are host names, not domains to look up. */
const INTERNAL_SUFFIXES = ['local', 'localdomain', 'lan', 'internal', 'intranet', 'corp', 'home', 'home.arpa', 'localhost'];

/** A DNS name of two or more labels ending in a real-looking top-level label. */
function isDnsName(name: string): boolean {
  if (name.length > 253) return false;
  const labels = name.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1) ?? '');
}

const hasInternalSuffix = (name: string) => {
  const lower = name.toLowerCase();
  return INTERNAL_SUFFIXES.some((suffix) => lower === suffix || lower.endsWith(`.${suffix}`));
};

/** Removes one final dot of an absolute name ("example.com." → "example.com"). */
const withoutRootDot = (name: string) => (name.endsWith('.') && !name.endsWith('..') ? name.slice(0, -1) : name);

const URL_SCHEMES = new Set(['http', 'https', 'ftp', 'ftps', 'sftp', 'ws', 'wss']);
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
/** `host[:port][/path|?query|#fragment]` without a scheme, e.g. "example.com/login.php". */
const BARE_URL = /^([^/?#:@\s]+)(:[1-9]\d{0,4})?([/?#].*)?$/;

function isUrl(text: string): boolean {
  const scheme = SCHEME.exec(text);
  if (scheme) {
    if (!URL_SCHEMES.has((scheme[1] ?? '').toLowerCase())) return false;
    try {
      return new URL(text).hostname !== '';
    } catch {
      return false;
    }
  }
  const bare = BARE_URL.exec(text);
  if (IPV4_CIDR.test(text) || !bare || (!bare[2] && !bare[3])) return false;
  if (bare[2] && Number(bare[2].slice(1)) > 65535) return false;
  const host = withoutRootDot(bare[1] ?? '');
  return isIpv4(host) || (isDnsName(host) && !hasInternalSuffix(host));
}

const EMAIL_LOCAL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)$/;

function isEmail(text: string): boolean {
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  return EMAIL_LOCAL.test(text.slice(0, at)) && isDnsName(text.slice(at + 1));
}

/** `[2001:db8::1]:443`: an IPv6 address with a port, in the bracketed form URLs use. */
const IPV6_WITH_PORT = /^\[([0-9a-f:.]+)\]:([1-9]\d{0,4})$/i;

const isPort = (port: string | undefined) => port === undefined || Number(port) <= 65535;

/** "8.8.8.8." copied from the end of a sentence: an address never ends in a dot. */
const withoutSentenceDot = (text: string) => (/\d\.$/.test(text) ? text.slice(0, -1) : text);

const HASH_KINDS: Record<number, KeywordKind> = { 32: 'md5', 40: 'sha1', 64: 'sha256' };
const CVE_ID = /^CVE-\d{4}-\d{4,}$/i;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/**
 * A single-label host name such as "WIN-DC01" or "laptop042": letters and at least one digit.
 * A plain word ("mimikatz") stays free text, and so does a CVE id.
 */
function isSingleLabelHost(text: string): boolean {
  if (text.toLowerCase() === 'localhost') return true;
  return HOST_LABEL.test(text) && /[a-z]/i.test(text) && /\d/.test(text) && !CVE_ID.test(text);
}

/**
 * Recognises IPv4/IPv6 addresses, URLs, e-mail addresses, domains, MD5/SHA-1/SHA-256 hashes and host
 * names, and names the detail panel that takes each: IP → 6 (not for private IPv4), domain → 5,
 * URL → 4, SHA-1 → 3, e-mail → 11 (user account). MD5, SHA-256 and host names: no panel takes them.
 */
export function classifyKeyword(text: string): KeywordClassification {
  const typed = text.trim();
  if (!typed) return { kind: 'empty', value: '' };
  if (/\s/.test(typed)) return { kind: 'text', value: typed };
  const keyword = toHalfWidth(typed);

  const ipv4 = IPV4_WITH_PORT.exec(keyword) ?? IPV4_WITH_PORT.exec(withoutSentenceDot(keyword));
  if (ipv4 && isPort(ipv4[2])) {
    const ip = ipv4[1] ?? '';
    if (isPrivateIpv4(ip)) return { kind: 'ipv4', value: ip, isPrivate: true };
    const params = ipv4[2] ? { ip, port: ipv4[2] } : { ip };
    return { kind: 'ipv4', value: ip, panel: { searchType: 6, params } };
  }
  if (isIpv6(keyword)) return { kind: 'ipv6', value: keyword, panel: { searchType: 6, params: { ip: keyword } } };
  const bracketed = IPV6_WITH_PORT.exec(keyword);
  if (bracketed && isIpv6(bracketed[1] ?? '') && isPort(bracketed[2])) {
    const ip = bracketed[1] ?? '';
    return { kind: 'ipv6', value: ip, panel: { searchType: 6, params: { ip, port: bracketed[2] ?? '' } } };
  }

  if (/^[0-9a-f]+$/i.test(keyword)) {
    const hashKind = HASH_KINDS[keyword.length];
    const value = keyword.toLowerCase();
    if (hashKind === 'sha1') return { kind: 'sha1', value, panel: { searchType: 3, params: { sha1: value } } };
    if (hashKind) return { kind: hashKind, value };
    // Long hex of another length: a truncated or unknown digest, not a host name.
    if (keyword.length >= 16) return { kind: 'text', value: typed };
  }

  // A URL goes to its panel as typed; only a URL that needs the half-width forms to be one is converted.
  const url = isUrl(typed) ? typed : isUrl(keyword) ? keyword : undefined;
  if (url) return { kind: 'url', value: url, panel: { searchType: 4, params: { url } } };
  if (isEmail(keyword)) return { kind: 'email', value: keyword, panel: { searchType: 11, params: { userId: keyword } } };

  const name = withoutRootDot(keyword);
  if (isDnsName(name)) {
    const value = name.toLowerCase();
    return hasInternalSuffix(value) ? { kind: 'hostname', value } : { kind: 'domain', value, panel: { searchType: 5, params: { domain: value } } };
  }
  if (isSingleLabelHost(name)) return { kind: 'hostname', value: name };
  return { kind: 'text', value: typed };
}

/** The `toggleUICEvent` detail (contract §7) that opens `target`'s panel. */
export function panelEventDetail(target: PanelTarget): ToggleDrawerDetail {
  // `searchType` and `params` are correlated by PanelTarget's union; TypeScript cannot follow that
  // through the destructuring, so the pair is asserted once here.
  return { type: 'toggleDrawer', search_type: target.searchType, params: target.params } as ToggleDrawerDetail;
}
