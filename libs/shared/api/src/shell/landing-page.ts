import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, optText } from '../client/schema.ts';
import { shellKeys } from './keys.ts';
import { menuItemTarget, type MenuItem, type MenuItemTarget } from './menu.ts';

/** Spec 002 §3 "landing page setting: id". A missing id is a case the spec handles (from=5), not bad data. */
export const landingPageSchema = z.looseObject({ id: optText });
export type LandingPage = z.output<typeof landingPageSchema>;

/** A success with no body (204, an empty 200, `null`) holds no id either: "no id" (from=5), not a failed call (from=6). */
const landingAnswerSchema = z.union([dataOrSelf(landingPageSchema), z.pipe(z.nullish(z.never()), z.transform((): LandingPage => ({})))]);

export function getLandingPage(): Promise<LandingPage> {
  return request({ path: v3('setting/landingPage'), schema: landingAnswerSchema });
}

export const landingPageQueryOptions = () =>
  // Read once per visit of `/`: a changed setting must take effect on the next landing, so nothing is cached for long.
  queryOptions({ queryKey: shellKeys.landingPage(), queryFn: getLandingPage, staleTime: 0 });

/** The `from` values of spec 002 §8 for `/users/started?from=…`. */
export const LANDING_FALLBACK_FROM = { failed: 6, noId: 5, notFound: 3 } as const;

export type LandingTarget = MenuItemTarget | { kind: 'started'; from: (typeof LANDING_FALLBACK_FROM)[keyof typeof LANDING_FALLBACK_FROM] };

/**
 * Spec 002 §4 "landing page redirect": the menu page whose id matches, or its external link
 * (contract §6: `/nojump` + `url`). An item without anywhere to go (a group) counts as "not found".
 */
export function resolveLandingTarget(id: string | null | undefined, menu: readonly MenuItem[]): LandingTarget {
  if (!id) return { kind: 'started', from: LANDING_FALLBACK_FROM.noId };
  const item = findMenuItem(menu, id);
  return (item && menuItemTarget(item)) ?? { kind: 'started', from: LANDING_FALLBACK_FROM.notFound };
}

function findMenuItem(items: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findMenuItem(item.children, id);
    if (found) return found;
  }
  return undefined;
}
