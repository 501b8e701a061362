import { useLingui } from '@lingui/react/macro';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  bannerNotificationQueryOptions,
  dismissBanner,
  hideBanner,
  notificationKeys,
  toLoadState,
  traceIdOf,
  useSingleFlight,
  type BannerNotification,
  type LoadState,
} from '@soc/api';
import { toaster } from '@soc/ui';
import type { BannerAction, BannerItem } from '../banner-item.ts';
import { idpBannerItem, licenseBannerItem, wantsIdpNotice } from '../license-wording.ts';

/** Prefix of the two banner actions' mutation keys: the pids they are removing are read back from it. */
const BANNER_ACTION_KEY = [...notificationKeys.banners(), 'action'] as const;

/**
 * The ids of the banners closed in this page view. Client state, kept in the query cache (beside the
 * banners, outside their key so refetching them leaves it alone) so that every carousel showing the
 * license banners (the page's and the detail drawer's) shares it, and a drawer that is rebuilt on
 * every open remembers it. Never fetched: its "fetch" returns what is there.
 */
const CLOSED_BANNERS_KEY = [...notificationKeys.all, 'closedBanners'] as const;
const NONE_CLOSED: readonly string[] = [];

interface LicenseBanners {
  banners: BannerItem[];
  kickingAction: boolean;
}

export interface UseLicenseBannersOptions {
  /** The identity-provider notice's button (e.g. open the identity providers page), when the user may use it. */
  idpAction?: BannerAction;
}

export interface UseLicenseBannersResult {
  /** A failure (with the trace id and a retry) is not shown, like a failed notification load (spec 000 §8). */
  state: LoadState<LicenseBanners>;
  /** Hides a banner for this page view (in every carousel of the license banners); nothing is sent. */
  close: (banner: BannerItem) => void;
  /** Removes a banner at once and posts `dismissBanner`; on failure it comes back with the common error. */
  dismiss: (banner: BannerItem) => void;
  /** Removes an info banner at once and posts `hideBanner`; on failure it comes back with the common error. */
  hide: (banner: BannerItem) => void;
}

const byPid = (pid: string) => pid;

const withoutPid = (pid: string) => (data: BannerNotification | undefined) => (data ? { ...data, license: data.license.filter((b) => b.pid !== pid) } : data);

/**
 * License banners of `GET notification` (spec 000 §3, §4.3, §7) as carousel items, with their
 * actions. Dismiss and hide are optimistic: a banner whose request is in flight is left out of the
 * list, so a failure brings it back by itself, in its place, even while other requests run; a
 * success removes it from the cached answer. Everything lives in the query cache, so every carousel
 * using this hook (the page's banners, the detail drawer's) shows the same banners: dismissed, hidden
 * or closed in one, gone from all.
 */
export function useLicenseBanners({ idpAction }: UseLicenseBannersOptions = {}): UseLicenseBannersResult {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(bannerNotificationQueryOptions());
  const { data: closedIds } = useQuery({
    queryKey: CLOSED_BANNERS_KEY,
    queryFn: () => queryClient.getQueryData<readonly string[]>(CLOSED_BANNERS_KEY) ?? NONE_CLOSED,
    initialData: NONE_CLOSED,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const onError = useCallback(
    (error: unknown) => {
      toaster.create({
        type: 'error',
        title: t({ id: 'ERROR.COMMON_ERROR', message: 'Something went wrong. Please try again later.' }),
        meta: { traceId: traceIdOf(error) },
      });
    },
    [t],
  );
  const onSuccess = useCallback(
    (_: unknown, pid: string) => queryClient.setQueryData(bannerNotificationQueryOptions().queryKey, withoutPid(pid)),
    [queryClient],
  );
  const dismissMutation = useMutation({ mutationKey: [...BANNER_ACTION_KEY, 'dismiss'], mutationFn: (pid: string) => dismissBanner(pid), onSuccess, onError });
  const hideMutation = useMutation({ mutationKey: [...BANNER_ACTION_KEY, 'hide'], mutationFn: (pid: string) => hideBanner(pid), onSuccess, onError });
  const inFlight = useMutationState({ filters: { mutationKey: BANNER_ACTION_KEY, status: 'pending' }, select: (m) => m.state.variables as string });

  // One request per banner: a second press on the same banner before it left the list sends nothing.
  const postDismiss = useSingleFlight(dismissMutation, byPid);
  const postHide = useSingleFlight(hideMutation, byPid);
  const close = useCallback(
    (banner: BannerItem) =>
      queryClient.setQueryData<readonly string[]>(CLOSED_BANNERS_KEY, (ids = NONE_CLOSED) => (ids.includes(banner.id) ? ids : [...ids, banner.id])),
    [queryClient],
  );
  const dismiss = useCallback((banner: BannerItem) => postDismiss(banner.id), [postDismiss]);
  const hide = useCallback((banner: BannerItem) => postHide(banner.id), [postHide]);

  const data = query.data;
  const inFlightKey = inFlight.join('\u0000');
  const banners = useMemo(() => {
    if (!data) return [];
    const removed = new Set(inFlightKey ? inFlightKey.split('\u0000') : []);
    const items = data.license.filter((b) => !removed.has(b.pid)).map((b) => licenseBannerItem(b, i18n));
    if (wantsIdpNotice(data.idp)) items.push(idpBannerItem(i18n, idpAction));
    return items.filter((item) => !closedIds.includes(item.id));
  }, [data, inFlightKey, i18n, idpAction, closedIds]);

  const state = toLoadState(query, (answer): LicenseBanners => ({ banners, kickingAction: answer.modal.isKickingAction }));

  return { state, close, dismiss, hide };
}

/**
 * `modal.isKickingAction` of the same `GET notification` answer: the account must act before it can
 * go on (false while loading or when the banners cannot be loaded).
 */
export function useKickingAction(): boolean {
  const query = useQuery({ ...bannerNotificationQueryOptions(), select: (data) => data.modal.isKickingAction });
  return query.data === true;
}
