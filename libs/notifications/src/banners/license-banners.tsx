import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { logout } from '@soc/api';
import { useGate } from '@soc/rbac';
import { BannerCarousel } from './banner-carousel.tsx';
import { KickingActionDialog } from './kicking-action-dialog.tsx';
import { useLicenseBanners } from './use-license-banners.ts';

/** Spec 000 §2.11: the identity providers page. */
export const IDENTITY_PROVIDERS_PATH = '/app/iam2/idp';

export interface LicenseBannersProps {
  /** Opens a console page (the identity-provider notice's button). Without it the notice has no button. */
  onNavigate?: (path: string) => void;
  /** Signs out from the blocking dialog. Defaults to the console's logout. */
  onSignOut?: () => void | Promise<void>;
}

/**
 * The shell's license and subscription banners (spec 000 §2.10, §4.3) in the banner carousel, and the
 * blocking dialog when the account must act (`modal.isKickingAction`). While loading, or when the
 * banners cannot be loaded, nothing is shown: they are advisory, and the next page load tries again.
 */
export function LicenseBanners({ onNavigate, onSignOut = () => logout('user') }: LicenseBannersProps) {
  const { t } = useLingui();
  const canOpenIdps = useGate('companyIdentityProviders');
  const idpLabel = t({ id: 'BANNER.IDP_OPEN', message: 'Review identity providers' });
  const idpAction = useMemo(
    () => (onNavigate && canOpenIdps ? { label: idpLabel, onClick: () => onNavigate(IDENTITY_PROVIDERS_PATH) } : undefined),
    [onNavigate, canOpenIdps, idpLabel],
  );
  const { state, close, dismiss, hide } = useLicenseBanners({ idpAction });
  const [leaving, setLeaving] = useState(false);
  if (state.status !== 'done') return null;
  return (
    <>
      <BannerCarousel banners={state.banners} onClose={close} onDismiss={dismiss} onHide={hide} />
      <KickingActionDialog
        open={state.kickingAction}
        leaving={leaving}
        onSignOut={() => {
          setLeaving(true);
          void onSignOut();
        }}
      />
    </>
  );
}
