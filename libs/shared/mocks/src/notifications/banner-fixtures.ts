// License banners and upgrade promotion (spec 000 §3, §4.3, §4.4).
import type { Persona } from '../personas.ts';
import type { MockState } from '../state.ts';

export interface LicenseBannerFixture {
  pid: string;
  status: 1 | 2 | 3;
  days: number;
}

export function createLicenseBanner(overrides: Partial<LicenseBannerFixture> = {}): LicenseBannerFixture {
  return { pid: 'advanced_trial', status: 1, days: 12, ...overrides };
}

/** What a persona sees by default: a trial ending and free credits; a legacy company also an expired licence. */
function createLicenseBanners(persona: Pick<Persona, 'isFoundation'>): LicenseBannerFixture[] {
  return [
    createLicenseBanner(),
    createLicenseBanner({ pid: 'complimentary_credit', status: 3, days: 30 }),
    ...(persona.isFoundation ? [] : [createLicenseBanner({ pid: 'last_essential', status: 2, days: 0 })]),
  ];
}

/** Every status with days > 1, = 1 and 0 (the three wordings of §4.3), each with its own pid. */
export function createAllLicenseBanners(): LicenseBannerFixture[] {
  return [
    createLicenseBanner({ pid: 'advanced_trial', status: 1, days: 12 }),
    createLicenseBanner({ pid: 'paid_credit', status: 1, days: 1 }),
    createLicenseBanner({ pid: 'endpoint_security', status: 1, days: 0 }),
    createLicenseBanner({ pid: 'last_essential', status: 2, days: 0 }),
    createLicenseBanner({ pid: 'email_security', status: 2, days: 1 }),
    createLicenseBanner({ pid: 'network_security', status: 2, days: 4 }),
    createLicenseBanner({ pid: 'complimentary_credit', status: 3, days: 30 }),
    createLicenseBanner({ pid: 'cloud_security', status: 3, days: 1 }),
    createLicenseBanner({ pid: 'identity_security', status: 3, days: 0 }),
  ];
}

/**
 * Spec 000 §7 `GET notification`. Dismissed and hidden pids are left out, as the server would after
 * `dismissBanner`/`hideBanner`. `idp` and `promotion` are not described by the spec: `idp` is absent
 * (null) and `promotion` mirrors the upgrade banner's state, including the stored "no more banner" choice.
 */
export function createBannerNotification(
  state: Pick<MockState, 'persona' | 'dismissedBanners' | 'hiddenBanners' | 'noUpgradeBanner'>,
  overrides: { license?: LicenseBannerFixture[]; idp?: unknown; promotion?: unknown; modal?: { isKickingAction: boolean } } = {},
) {
  const license = (overrides.license ?? createLicenseBanners(state.persona)).filter(
    (banner) => !state.dismissedBanners.has(banner.pid) && !state.hiddenBanners.has(banner.pid),
  );
  return {
    idp: null,
    promotion: { prefix: 'foundation', show: state.persona.showUpgradeToFoundationBanner && !state.noUpgradeBanner },
    modal: { isKickingAction: false },
    ...overrides,
    license,
  };
}

/** Spec 000 §3 "upgrade URL response"; the relay state brings the user back where they started. */
export function createUpgradeUrl(persona: Pick<Persona, 'email'>, lang: string, relayState: string) {
  const params = new URLSearchParams({ lang, login_hint: persona.email, relayState });
  return { upgradeUrl: `https://upgrade.example.com/foundation/start?${params.toString()}` };
}
