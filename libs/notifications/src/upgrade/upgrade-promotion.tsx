import { useGate } from '@soc/rbac';
import { useOpenerFocus } from '@soc/ui';
import { openInNewWindow } from '@soc/util';
import { CloseAlertDialog } from './close-alert-dialog.tsx';
import { FeatureModal } from './feature-modal.tsx';
import { UpgradeAlert } from './upgrade-alert.tsx';
import { UpgradeConfirmDialog } from './upgrade-confirm-dialog.tsx';
import { UpgradeIntroDialog } from './upgrade-intro-dialog.tsx';
import { timezoneLinkPath, type UpgradeStorage } from './upgrade-rules.ts';
import { useUpgradePromotion } from './hooks/use-upgrade-promotion.ts';

export interface UpgradePromotionProps {
  /** `auth.companyProfile.showUpgradeToFoundationBanner`. */
  eligible: boolean;
  /** Opens a console page (the time-zone settings link). */
  onNavigate: (path: string) => void;
  /** The clock; injected in tests and stories. Defaults to `Date.now`. */
  now?: () => number;
  /** Defaults to `localStorage`. */
  storage?: UpgradeStorage;
  /** Defaults to this page's host name. */
  hostname?: string;
  /** Defaults to `openInNewWindow` (no opener, no referrer). */
  openWindow?: (url: string) => void;
  /** Defaults to the current path and query. */
  relayState?: () => string;
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** The upgrade promotion (spec 000 §2.10, §4.4): alert, modal 1, modal 3, close-alert modal, feature modal. */
export function UpgradePromotion({
  eligible,
  onNavigate,
  now = Date.now,
  storage = localStorage,
  hostname = window.location.hostname,
  openWindow = openInNewWindow,
  relayState = currentPath,
}: UpgradePromotionProps) {
  const canAgree = useGate('upgradeAgree');
  const closable = useGate('closableUpgradeModals');
  const canOpenTimezone = useGate('timezoneSettings');
  const promo = useUpgradePromotion({ eligible, canAgree, now, storage, hostname, openWindow, relayState });
  // The flow's dialogs replace one another (intro → confirm): each would hand the focus back to the
  // previous one's button, gone by then. All of them return it to what started the flow.
  const flowOpener = useOpenerFocus(promo.step !== 'none');
  return (
    <>
      {promo.alertVisible ? (
        <UpgradeAlert
          olderText={promo.olderText}
          onLearnMore={promo.openIntro}
          onClose={promo.requestCloseAlert}
          timezonePath={timezoneLinkPath(canOpenTimezone)}
          onNavigate={onNavigate}
        />
      ) : null}
      <UpgradeIntroDialog
        finalFocusEl={flowOpener}
        open={promo.step === 'intro'}
        closable={closable}
        canAgree={canAgree}
        olderText={promo.olderText}
        onAgree={promo.agree}
        onClose={promo.closeModal}
      />
      <UpgradeConfirmDialog
        finalFocusEl={flowOpener}
        open={promo.step === 'confirm'}
        closable={closable}
        starting={promo.starting}
        onStart={promo.start}
        onBack={promo.back}
        onClose={promo.closeModal}
      />
      <CloseAlertDialog finalFocusEl={flowOpener} open={promo.step === 'closeAlert'} closable={closable} onConfirm={promo.closeAlert} onCancel={promo.closeModal} />
      <FeatureModal open={promo.featureModalOpen} onClose={promo.closeFeatureModal} onNeverShowToday={promo.neverShowFeatureModalToday} />
    </>
  );
}
