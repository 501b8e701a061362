import { useState } from 'react';
import { logout } from '@soc/api';
import { KickingActionDialog } from './kicking-action-dialog.tsx';
import { LicenseBannerCarousel } from './license-banner-carousel.tsx';
import { useKickingAction } from './hooks/use-license-banners.ts';

// Kept importable from here, where it was first defined.

export interface LicenseBannersProps {
  /** Opens a console page (the identity-provider notice's button). Without it the notice has no button. */
  onNavigate?: (path: string) => void;
  /** Signs out from the blocking dialog. Defaults to the console's logout. */
  onSignOut?: () => void | Promise<void>;
}

/**
 * The shell's license and subscription banners (spec 000 §2.10, §4.3) in the banner carousel, and the
 * blocking dialog when the account must act (`modal.isKickingAction`). The page shows this once; other
 * places (the detail drawer) show LicenseBannerCarousel alone, so the blocking dialog never doubles.
 */
export function LicenseBanners({ onNavigate, onSignOut = () => logout('user') }: LicenseBannersProps) {
  const kickingAction = useKickingAction();
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <LicenseBannerCarousel onNavigate={onNavigate} />
      <KickingActionDialog
        open={kickingAction}
        leaving={leaving}
        onSignOut={() => {
          setLeaving(true);
          void onSignOut();
        }}
      />
    </>
  );
}
