import type { Persona } from '../personas.ts';
import type { MockState } from '../state.ts';

/**
 * Menu item the landing page falls back to when the user never chose one: '101' is
 * "Executive Dashboard" (`/dashboard`) in `menu-fixtures.ts`.
 */
const DEFAULT_LANDING_PAGE_ID = '101';

/** Spec 002 §3 "landing page setting: id". */
export function createLandingPage(state: Pick<MockState, 'landingPageId'>, overrides: { id?: string | null } = {}) {
  return { id: state.landingPageId ?? DEFAULT_LANDING_PAGE_ID, ...overrides };
}

const PARTNERS: Record<string, { name: string; email: string }> = {
  'partner-3141': { name: 'Contoso Managed Security', email: 'soc-support@contoso-msp.example' },
  'partner-2718': { name: 'Fabrikam MSP', email: 'helpdesk@fabrikam-msp.example' },
};

/** Spec 000 §3 "partner white-label response: data.email"; the email only comes with `withemail=true`. */
export function createPartnerWhiteLabel(partnerId: string, options: { withEmail?: boolean; email?: string | null } = {}) {
  const partner = PARTNERS[partnerId] ?? { name: 'Partner Security Services', email: `support@${partnerId}.partners.example` };
  return {
    data: {
      partnerId,
      name: partner.name,
      logo: `/public/asm/api/whitelabel/v1/${partnerId}/logo.png`,
      ...(options.withEmail === false ? {} : { email: options.email === undefined ? partner.email : options.email }),
    },
  };
}

/** The credit-promotion check's result is not shown by the spec; a plain qualified flag is answered. */
export function createCreditPromotion(overrides: { qualified?: boolean; credits?: number } = {}) {
  return { data: { qualified: false, credits: 0, ...overrides } };
}

/** A support case (spec 000 §3) as the form would send it; realistic defaults from the persona. */
export function createSupportCase(persona?: Pick<Persona, 'userName' | 'email'>, overrides: Record<string, unknown> = {}) {
  return {
    name: persona ? persona.userName.replace(/[._]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) : 'Aiko Tanaka',
    email: persona?.email ?? 'aiko.tanaka@northwind-trading.example',
    phoneNumber: '+1 202 555 0147',
    caseType: 'Technical Support',
    severity: 'System Impaired P3',
    memo: 'Endpoint sensors in the Finance OU stopped reporting after the 14.0 agent update.',
    contactMethod: 'Phone',
    ...overrides,
  };
}
