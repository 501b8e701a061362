import { useQuery } from '@tanstack/react-query';
import { LANDING_FALLBACK_FROM, landingPageQueryOptions, resolveLandingTarget, type LandingTarget, type MenuItem } from '@soc/api';

/**
 * Spec 002 §4/§8: where `/` leads — the landing-page setting's menu page or external link, or
 * `/users/started` with from=6 (failed), 5 (no id) or 3 (menu item not found).
 */
export function useLandingTarget(menu: readonly MenuItem[] | undefined): LandingTarget | undefined {
  const setting = useQuery({ ...landingPageQueryOptions(), retry: false });
  if (setting.isError) return { kind: 'started', from: LANDING_FALLBACK_FROM.failed };
  if (!setting.data || !menu) return undefined;
  return resolveLandingTarget(setting.data.id, menu);
}
