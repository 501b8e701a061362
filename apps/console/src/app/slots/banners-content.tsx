import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { authQueryOptions } from '@soc/api';
import { LicenseBanners, UpgradePromotion } from '@soc/notifications';

/** The license banner carousel and the upgrade promotion (spec 000 §2.10), loaded by BannersSlot. */
export default function BannersContent() {
  const { i18n } = useLingui();
  // Already loaded by the shell before the frame renders; read from the cache.
  const auth = useQuery(authQueryOptions(i18n.locale));
  const navigate = useNavigate();
  const onNavigate = useCallback((path: string) => void navigate({ to: path }), [navigate]);
  return (
    <>
      <LicenseBanners onNavigate={onNavigate} />
      <UpgradePromotion eligible={auth.data?.companyProfile?.showUpgradeToFoundationBanner === true} onNavigate={onNavigate} />
    </>
  );
}
