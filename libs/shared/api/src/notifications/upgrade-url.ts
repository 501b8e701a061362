import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { isOpenableUrl } from '../client/url.ts';
import { dataOrSelf } from '../client/schema.ts';
import { notificationKeys } from './keys.ts';

/**
 * Spec 000 §3 "upgrade URL response: upgradeUrl"; without it there is nothing to open, so it is required.
 * It is opened in a new window: only a web address or a same-origin path (a `javascript:` one is a wrong shape).
 */
export const upgradeUrlSchema = z.looseObject({ upgradeUrl: z.string().check(z.minLength(1), z.refine(isOpenableUrl, 'not a web address')) });
export type UpgradeUrl = z.output<typeof upgradeUrlSchema>;

export function getUpgradeUrl(lang: string, relayState: string): Promise<UpgradeUrl> {
  return request({ path: v3('getUpgradeUrl'), query: { lang, relayState }, schema: dataOrSelf(upgradeUrlSchema) });
}

export const upgradeUrlQueryOptions = (lang: string, relayState: string) =>
  // Upgrade links are typically single-use and short-lived: fetch when the button is pressed, never reuse.
  queryOptions({ queryKey: notificationKeys.upgradeUrl(lang, relayState), queryFn: () => getUpgradeUrl(lang, relayState), staleTime: 0, gcTime: 0 });
