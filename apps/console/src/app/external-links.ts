import type { ExternalLinkName, ExternalLinks } from '@soc/shell';

// The addresses of the pages outside the console that the header links to (online help, service
// status, the chat bot). The specification names the entries but not their addresses, so each
// deployment sets them at build time; an entry whose address is not set is not shown.

/** The Vite environment variable of each link (README "External links"). */
export const EXTERNAL_LINK_ENV = {
  onlineHelp: 'VITE_ONLINE_HELP_URL',
  serviceStatus: 'VITE_SERVICE_STATUS_URL',
  chatBot: 'VITE_CHAT_BOT_URL',
} as const satisfies Record<ExternalLinkName, `VITE_${string}`>;

/** An `http(s)` address, or a path on the console's own origin; anything else is treated as not set. */
export function linkAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const address = value.trim();
  if (address.startsWith('/')) return address.startsWith('//') || address.startsWith('/\\') ? undefined : address;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? address : undefined;
  } catch {
    return undefined;
  }
}

/** The configured links of an environment (`import.meta.env`), leaving out those not set or not valid. */
export function readExternalLinks(env: Readonly<Record<string, unknown>>): ExternalLinks {
  const links: ExternalLinks = {};
  for (const [name, variable] of Object.entries(EXTERNAL_LINK_ENV) as Array<[ExternalLinkName, string]>) {
    const address = linkAddress(env[variable]);
    if (address) links[name] = address;
  }
  return links;
}

export const EXTERNAL_LINKS: ExternalLinks = readExternalLinks(import.meta.env);
