// Names of what a keyword is and of the panel that takes it: shared by the global search page and the
// command palette (issue 13), so both say the same thing in the same words.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KeywordKind, PanelSearchType } from './search-keyword.ts';

export const KEYWORD_KIND_LABELS: Record<KeywordKind, MessageDescriptor> = {
  empty: msg({ id: 'SEARCH.KIND.EMPTY', message: 'Nothing' }),
  ipv4: msg({ id: 'SEARCH.KIND.IPV4', message: 'IPv4 address' }),
  ipv6: msg({ id: 'SEARCH.KIND.IPV6', message: 'IPv6 address' }),
  url: msg({ id: 'SEARCH.KIND.URL', message: 'URL' }),
  email: msg({ id: 'SEARCH.KIND.EMAIL', message: 'E-mail address' }),
  domain: msg({ id: 'SEARCH.KIND.DOMAIN', message: 'Domain' }),
  md5: msg({ id: 'SEARCH.KIND.MD5', message: 'MD5 hash' }),
  sha1: msg({ id: 'SEARCH.KIND.SHA1', message: 'SHA-1 hash' }),
  sha256: msg({ id: 'SEARCH.KIND.SHA256', message: 'SHA-256 hash' }),
  hostname: msg({ id: 'SEARCH.KIND.HOSTNAME', message: 'Host name' }),
  text: msg({ id: 'SEARCH.KIND.TEXT', message: 'Free text' }),
};

export const OPEN_PANEL_LABELS: Record<PanelSearchType, MessageDescriptor> = {
  3: msg({ id: 'SEARCH.PANEL.OPEN_FILE', message: 'Open file profile' }),
  4: msg({ id: 'SEARCH.PANEL.OPEN_URL', message: 'Open URL profile' }),
  5: msg({ id: 'SEARCH.PANEL.OPEN_DOMAIN', message: 'Open domain profile' }),
  6: msg({ id: 'SEARCH.PANEL.OPEN_IP', message: 'Open IP address profile' }),
  11: msg({ id: 'SEARCH.PANEL.OPEN_USER_ACCOUNT', message: 'Open user account profile' }),
};

/** Why no panel opens, for the kinds no panel takes. */
export const NO_PANEL_REASONS: Partial<Record<KeywordKind, MessageDescriptor>> = {
  md5: msg({ id: 'SEARCH.PANEL.NONE_MD5', message: 'No detail panel takes an MD5 hash: the file profile opens from a SHA-1 hash.' }),
  sha256: msg({ id: 'SEARCH.PANEL.NONE_SHA256', message: 'No detail panel takes a SHA-256 hash: the file profile opens from a SHA-1 hash.' }),
  hostname: msg({ id: 'SEARCH.PANEL.NONE_HOSTNAME', message: 'No detail panel takes a host name: endpoint profiles open from an endpoint ID.' }),
  text: msg({
    id: 'SEARCH.PANEL.NONE_TEXT',
    message: 'The keyword is not an IP address, domain, URL, e-mail address, file hash or host name, so no detail panel applies.',
  }),
};

export const PRIVATE_IP_NOTE = msg({
  id: 'SEARCH.PANEL.PRIVATE_IP',
  message: 'The IP address profile is not offered for private addresses (10.x, 172.16–31.x, 192.168.x).',
});
