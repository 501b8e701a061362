import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { anyBody } from '../client/schema.ts';

// Spec 000 §7: the answers of these three are "not shown"; success is the 2xx itself.

/** Dismisses a license banner for good (spec 000 §4.3). */
export function dismissBanner(pid: string): Promise<unknown> {
  return request({ method: 'POST', path: v3('dismissBanner'), body: { pid }, schema: anyBody });
}

/** Hides an info banner that has a button (spec 000 §4.3 "hide permanently"). */
export function hideBanner(pid: string): Promise<unknown> {
  return request({ method: 'POST', path: v3('hideBanner'), body: { pid }, schema: anyBody });
}

/** The upgrade close-alert modal's "no more banner" choice (spec 000 §4.4). */
export function postNoUpgradeBanner(prefix: string): Promise<unknown> {
  return request({ method: 'POST', path: v3('noUpgradeBanner'), body: { prefix }, schema: anyBody });
}
