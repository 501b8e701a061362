import { useLingui } from '@lingui/react/macro';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { bannerNotificationQueryOptions, dismissBanner, hideBanner, notificationKeys, traceIdOf, type BannerNotification } from '@soc/api';
import { toaster } from '@soc/ui';
import type { BannerAction, BannerItem } from './banner-item.ts';
import { idpBannerItem, licenseBannerItem, wantsIdpNotice } from './license-wording.ts';

/** Prefix of the two banner actions' mutation keys: the pids they are removing are read back from it. */
const BANNER_ACTION_KEY = [...notificationKeys.banners(), 'action'] as const;

export type LicenseBannersState =
  | { status: 'loading' }
  /** The banners could not be loaded. Like a failed notification load (spec 000 §8) this is not shown. */
  | { status: 'error'; error: unknown }
  | { status: 'done'; banners: BannerItem[]; kickingAction: boolean };

export interface UseLicenseBannersOptions {
  /** The identity-provider notice's button (e.g. open the identity providers page), when the user may use it. */
  idpAction?: BannerAction;
}

export interface UseLicenseBannersResult {
  state: LicenseBannersState;
  /** Hides a banner for this page view; nothing is sent. */
  close: (banner: BannerItem) => void;
  /** Removes a banner at once and posts `dismissBanner`; on failure it comes back with the common error. */
  dismiss: (banner: BannerItem) => void;
  /** Removes an info banner at once and posts `hideBanner`; on failure it comes back with the common error. */
  hide: (banner: BannerItem) => void;
}

const withoutPid = (pid: string) => (data: BannerNotification | undefined) => (data ? { ...data, license: data.license.filter((b) => b.pid !== pid) } : data);

/**
 * License banners of `GET notification` (spec 000 §3, §4.3, §7) as carousel items, with their
 * actions. Dismiss and hide are optimistic: a banner whose request is in flight is left out of the
 * list, so a failure brings it back by itself, in its place, even while other requests run; a
 * success removes it from the cached answer.
 */
export function useLicenseBanners({ idpAction }: UseLicenseBannersOptions = {}): UseLicenseBannersResult {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(bannerNotificationQueryOptions());
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());

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

  const { mutate: postDismiss } = dismissMutation;
  const { mutate: postHide } = hideMutation;
  const close = useCallback((banner: BannerItem) => setClosed((ids) => new Set(ids).add(banner.id)), []);
  const dismiss = useCallback((banner: BannerItem) => postDismiss(banner.id), [postDismiss]);
  const hide = useCallback((banner: BannerItem) => postHide(banner.id), [postHide]);

  const data = query.data;
  const inFlightKey = inFlight.join('\u0000');
  const banners = useMemo(() => {
    if (!data) return [];
    const removed = new Set(inFlightKey ? inFlightKey.split('\u0000') : []);
    const items = data.license.filter((b) => !removed.has(b.pid)).map((b) => licenseBannerItem(b, i18n));
    if (wantsIdpNotice(data.idp)) items.push(idpBannerItem(i18n, idpAction));
    return items.filter((item) => !closed.has(item.id));
  }, [data, inFlightKey, i18n, idpAction, closed]);

  const state: LicenseBannersState = data
    ? { status: 'done', banners, kickingAction: data.modal.isKickingAction }
    : query.isError
      ? { status: 'error', error: query.error }
      : { status: 'loading' };

  return { state, close, dismiss, hide };
}
