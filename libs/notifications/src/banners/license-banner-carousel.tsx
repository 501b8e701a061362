import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useGate } from '@soc/rbac';
import type { NoticePlacement } from '../components/notice-bar.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { useLicenseBanners } from './hooks/use-license-banners.ts';

/** Spec 000 §2.11: the identity providers page. */
const IDENTITY_PROVIDERS_PATH = '/app/iam2/idp';

export interface LicenseBannerCarouselProps {
  /** Opens a console page (the identity-provider notice's button). Without it the notice has no button. */
  onNavigate?: (path: string) => void;
  /** Across the top of the page (default), or at the top of a panel such as the detail drawer. */
  placement?: NoticePlacement;
}

/**
 * The license and subscription banners (spec 000 §2.10, §4.3; spec 001 §1, §4) in the banner carousel,
 * with their close, dismiss and hide actions, and nothing else: no blocking dialog. This is the piece a
 * second place shows, e.g. the detail drawer (placement "panel"); the page's LicenseBanners composes it
 * with the kicking-action dialog. Every instance reads the same query and cache, so a banner dismissed,
 * hidden or closed in one goes from all. Nothing is shown while loading or when the banners cannot be
 * loaded: they are advisory.
 */
export function LicenseBannerCarousel({ onNavigate, placement = 'page' }: LicenseBannerCarouselProps) {
  const { t } = useLingui();
  const canOpenIdps = useGate('companyIdentityProviders');
  const idpLabel = t({ id: 'BANNER.IDP_OPEN', message: 'Review identity providers' });
  const idpAction = useMemo(
    () => (onNavigate && canOpenIdps ? { label: idpLabel, onClick: () => onNavigate(IDENTITY_PROVIDERS_PATH) } : undefined),
    [onNavigate, canOpenIdps, idpLabel],
  );
  const { state, close, dismiss, hide } = useLicenseBanners({ idpAction });
  // A second carousel on the page needs a name of its own (unique landmarks).
  const panelLabel = t({ id: 'BANNER.PANEL_REGION', message: 'Panel notices' });
  if (state.status !== 'done') return null;
  return (
    <BannerCarousel
      banners={state.data.banners}
      onClose={close}
      onDismiss={dismiss}
      onHide={hide}
      placement={placement}
      label={placement === 'panel' ? panelLabel : undefined}
    />
  );
}
