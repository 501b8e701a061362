import { encodeUrlId } from '@soc/api';

/**
 * The sandbox report of a sample (spec 001 §2.18 `/#/app/ti/sandbox?rootfilesha1={sha1}`, written
 * without the hash as contract §1 rewrites legacy hash routes).
 */
export function sandboxReportHref(sha1: string): string {
  return `/app/ti/sandbox?${new URLSearchParams({ rootfilesha1: sha1 }).toString()}`;
}

/** Whoever opens the submit page from a detail panel says so (the specification names the parameters only). */
const SANDBOX_SUBMIT_SOURCE = 'detail_panel';

/**
 * The sandbox submit page for a URL (spec 001 §2.18: /ui/arp/submit with source_name, source_id,
 * target_type and url). source_id is the URL's identifier as the panel's calls send it (spec 001 §5).
 */
export function sandboxSubmitHref(url: string): string {
  const query = new URLSearchParams({ source_name: SANDBOX_SUBMIT_SOURCE, source_id: encodeUrlId(url), target_type: 'url', url });
  return `/ui/arp/submit?${query.toString()}`;
}
