import { useQuery } from '@tanstack/react-query';
import { authQueryOptions } from '@soc/api';
import { LicenseBanners, UpgradePromotion } from '@soc/notifications';
import { useConsoleNavigate } from '../hooks/use-console-navigate.ts';

/** The license banner carousel and the upgrade promotion (spec 000 §2.10), loaded by BannersSlot. */
export default function BannersContent() {
  // Already loaded by the shell before the frame renders; read from the cache.
  const auth = useQuery(authQueryOptions());
  // The identity-providers page (license banners) and the time-zone settings (upgrade alert).
  const onNavigate = useConsoleNavigate();
  return (
    <>
      <LicenseBanners onNavigate={onNavigate} />
      <UpgradePromotion eligible={auth.data?.companyProfile?.showUpgradeToFoundationBanner === true} onNavigate={onNavigate} />
    </>
  );
}
