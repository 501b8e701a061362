import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { bannerNotificationQueryOptions, postNoUpgradeBanner, STORAGE_KEYS, traceIdOf, upgradeUrlQueryOptions, useSingleFlight } from '@soc/api';
import { toaster, useStorageWrittenElsewhere } from '@soc/ui';
import {
  FEATURE_MODAL_NAME,
  isInternalTestSite,
  isSuppressedToday,
  promotionPrefix,
  readNoUpgradeBanner,
  storeNoUpgradeBanner,
  suppressForToday,
  usesOlderUpgradeText,
  type UpgradeStorage,
} from '../upgrade-rules.ts';

const NO_UPGRADE_BANNER_KEYS = [STORAGE_KEYS.noUpgradeBanner];

/** Which upgrade modal is open: modal 1 (intro), modal 3 (confirm) or the close-alert modal. */
type UpgradeStep = 'none' | 'intro' | 'confirm' | 'closeAlert';

export interface UseUpgradePromotionOptions {
  /** `auth.companyProfile.showUpgradeToFoundationBanner`. */
  eligible: boolean;
  /** Spec 000 §6: only the root user type may agree and start the update. */
  canAgree: boolean;
  /** The clock (the older-text date and the never-show-today day). */
  now: () => number;
  storage: UpgradeStorage;
  /** This page's host name (the internal test site shows the feature modal). */
  hostname: string;
  /** Opens the upgrade address in a new window without a way back into the console. */
  openWindow: (url: string) => void;
  /** Where the upgrade brings the user back to: the current path. */
  relayState: () => string;
}

export interface UpgradePromotionModel {
  alertVisible: boolean;
  olderText: boolean;
  step: UpgradeStep;
  /** The alert's button: modal 1. */
  openIntro: () => void;
  /** "I agree to update": modal 3. */
  agree: () => void;
  /** Modal 3's Back: modal 1. */
  back: () => void;
  /** Closes whichever modal is open. */
  closeModal: () => void;
  /** The alert's close button: the close-alert modal. */
  requestCloseAlert: () => void;
  /** Closes the alert for this page view, or for good with `neverShow`. */
  closeAlert: (neverShow: boolean) => void;
  /** Start upgrade: fetches the upgrade address and opens it; failure shows the common error. */
  start: () => void;
  starting: boolean;
  featureModalOpen: boolean;
  closeFeatureModal: () => void;
  neverShowFeatureModalToday: () => void;
}

/**
 * The upgrade promotion's state (spec 000 §4.4, §7, §8): the alert unless the banner was turned
 * off in this browser, modal 1 → modal 3 → the upgrade window, the close-alert modal and the
 * feature modal of the internal test site.
 */
export function useUpgradePromotion({ eligible, canAgree, now, storage, hostname, openWindow, relayState }: UseUpgradePromotionOptions): UpgradePromotionModel {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // Only for the `prefix` of `noUpgradeBanner`; the license banners load the same answer.
  const promotion = useQuery({ ...bannerNotificationQueryOptions(), enabled: eligible, select: (data) => data.promotion });

  const [step, setStep] = useState<UpgradeStep>('none');
  const [closedForView, setClosedForView] = useState(false);
  const [turnedOff, setTurnedOff] = useState(() => readNoUpgradeBanner(storage));
  // The choice is kept for the whole browser (contract §5): one made in another tab hides the alert here too.
  useStorageWrittenElsewhere(NO_UPGRADE_BANNER_KEYS, () => setTurnedOff(readNoUpgradeBanner(storage)));
  const [featureModalOpen, setFeatureModalOpen] = useState(
    () => eligible && isInternalTestSite(hostname) && !isSuppressedToday(FEATURE_MODAL_NAME, now(), storage),
  );

  const commonError = useCallback(
    (error: unknown) =>
      toaster.create({
        type: 'error',
        title: t({ id: 'ERROR.COMMON_ERROR', message: 'Something went wrong. Please try again later.' }),
        meta: { traceId: traceIdOf(error) },
      }),
    [t],
  );

  const startMutation = useMutation({
    // Fetched when the button is pressed (upgrade addresses are short-lived), then opened at once.
    mutationFn: () => queryClient.fetchQuery(upgradeUrlQueryOptions(i18n.locale, relayState())),
    onSuccess: ({ upgradeUrl }) => {
      openWindow(upgradeUrl);
      setStep('none');
    },
    onError: commonError,
  });
  const noBannerMutation = useMutation({ mutationFn: (prefix: string) => postNoUpgradeBanner(prefix), onError: commonError });
  // One start opens one window, however many presses reached it before the button turned busy.
  const runStart = useSingleFlight(startMutation);
  const { mutate: postNoBanner } = noBannerMutation;
  const promotionData = promotion.data;

  const closeAlert = useCallback(
    (neverShow: boolean) => {
      setStep('none');
      setClosedForView(true);
      if (!neverShow) return;
      // Kept in this browser at once, whatever the server answers; the server keeps it for every browser.
      storeNoUpgradeBanner(storage);
      setTurnedOff(true);
      postNoBanner(promotionPrefix(promotionData));
    },
    [storage, postNoBanner, promotionData],
  );

  return {
    alertVisible: eligible && !turnedOff && !closedForView,
    olderText: usesOlderUpgradeText(now()),
    step,
    openIntro: useCallback(() => setStep('intro'), []),
    agree: useCallback(() => {
      if (canAgree) setStep('confirm');
    }, [canAgree]),
    back: useCallback(() => setStep('intro'), []),
    closeModal: useCallback(() => setStep('none'), []),
    requestCloseAlert: useCallback(() => setStep('closeAlert'), []),
    closeAlert,
    start: useCallback(() => {
      if (canAgree) runStart();
    }, [canAgree, runStart]),
    starting: startMutation.isPending,
    featureModalOpen,
    closeFeatureModal: useCallback(() => setFeatureModalOpen(false), []),
    neverShowFeatureModalToday: useCallback(() => {
      suppressForToday(FEATURE_MODAL_NAME, now(), storage);
      setFeatureModalOpen(false);
    }, [now, storage]),
  };
}
