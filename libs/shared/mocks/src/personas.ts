// Who is signed in to the mock backend. Switchable while it runs (mock-api `/__mock/persona`)
// and from Storybook's persona toolbar; every handler reads the active persona from the state.

export const VIEWS = ['ents', 'entp', 'smbp', 'xsp-itops', 'xsp-dfir', 'mspc'] as const;
type View = (typeof VIEWS)[number];
export const USER_TYPES = ['root', 'saml', 'samlGroup', 'samlGroupSeamless'] as const;
type UserType = (typeof USER_TYPES)[number];
export const REGIONS = ['OTHER', 'UAE', 'GOV_US'] as const;
type Region = (typeof REGIONS)[number];

export const FEATURE_FLAGS = [
  'identity-inventory-app', 'v1es-unified-policy', 'pattern-ring-deployment', 'endpoint-security-updates',
  'endpoint-sensor-section', 'endpoint-sensor-detail', 'tpi-3rd-party-log-collector', 'hide-language-setting',
  'poseidon-sign-in', 'help-kit', 'sign-in-allowance', 'global-search-box', 'tracking',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Contract §4 `auth.rbac` (numbers 0/1). */
interface RbacObject {
  console: 0 | 1;
  company: 0 | 1;
  account: 0 | 1;
  /** `linkToCAS`: links to the cloud email-security console's policy pages (spec 001 §6). */
  license: { viewLicense: 0 | 1; linkToCAS?: 0 | 1 };
  productConnector: { view: 0 | 1 };
  roleManagement: { viewRoles: 0 | 1 };
  accountManagement: { viewAccountsAndApiKey: 0 | 1 };
  singleSignOn: { view: 0 | 1 };
  apiKey: { view: 0 | 1 };
  asd: { view: 0 | 1; assets: 0 | 1 };
  dataPolicy: { view_data_lineage: 0 | 1 };
  flagsState: Partial<Record<FeatureFlag, 0 | 1>>;
}

export interface Persona {
  id: string;
  label: string;
  view: View;
  userType: UserType;
  isFoundation: boolean;
  isMigrated: boolean;
  region: Region;
  demo: boolean;
  userName: string;
  email: string;
  companyName: string;
  partnerId?: string;
  showMSPTermsPopup: boolean;
  showUpgradeToFoundationBanner: boolean;
  /** Session settings off → `session` answers without timeout settings. */
  timeouts: { idleSeconds: number; sessionSeconds: number } | null;
  rbac: RbacObject;
}

const allOn: Omit<RbacObject, 'flagsState'> = {
  console: 1, company: 1, account: 1,
  license: { viewLicense: 1, linkToCAS: 1 }, productConnector: { view: 1 }, roleManagement: { viewRoles: 1 },
  accountManagement: { viewAccountsAndApiKey: 1 }, singleSignOn: { view: 1 }, apiKey: { view: 1 },
  asd: { view: 1, assets: 1 }, dataPolicy: { view_data_lineage: 1 },
};

const defaultFlags: RbacObject['flagsState'] = {
  'identity-inventory-app': 1, 'v1es-unified-policy': 1, 'pattern-ring-deployment': 1, 'endpoint-security-updates': 1,
  'endpoint-sensor-section': 1, 'endpoint-sensor-detail': 1, 'tpi-3rd-party-log-collector': 1, 'hide-language-setting': 0,
  'poseidon-sign-in': 0, 'help-kit': 0, 'sign-in-allowance': 1, 'global-search-box': 1, 'tracking': 1,
};

const base: Persona = {
  id: 'ents-root',
  label: 'Enterprise root administrator',
  view: 'ents',
  userType: 'root',
  isFoundation: true,
  isMigrated: false,
  region: 'OTHER',
  demo: false,
  userName: 'aiko.tanaka',
  email: 'aiko.tanaka@northwind-trading.example',
  companyName: 'Northwind Trading Co.',
  showMSPTermsPopup: false,
  showUpgradeToFoundationBanner: false,
  timeouts: { idleSeconds: 30 * 60, sessionSeconds: 8 * 60 * 60 },
  rbac: { ...allOn, flagsState: defaultFlags },
};

const persona = (overrides: Partial<Persona> & Pick<Persona, 'id' | 'label'>): Persona => ({ ...base, ...overrides });

export const PERSONAS = [
  base,
  persona({ id: 'entp-saml-analyst', label: 'Enterprise SAML analyst (limited permissions)', view: 'entp', userType: 'saml', userName: 'kenji.mori', email: 'kenji.mori@northwind-trading.example',
    rbac: { ...allOn, company: 0, account: 1, license: { viewLicense: 0 }, roleManagement: { viewRoles: 0 }, apiKey: { view: 0 }, asd: { view: 1, assets: 0 }, dataPolicy: { view_data_lineage: 0 },
      flagsState: { ...defaultFlags, 'identity-inventory-app': 0, 'global-search-box': 1 } } }),
  persona({ id: 'smbp-legacy', label: 'Small business, not foundation', view: 'smbp', isFoundation: false, userName: 'sam.okafor', email: 'sam@bluebird-bakery.example', companyName: 'Bluebird Bakery',
    showUpgradeToFoundationBanner: true, rbac: { ...allOn, flagsState: { ...defaultFlags, 'global-search-box': 0, tracking: 0 } } }),
  persona({ id: 'xsp-itops', label: 'Service provider IT operations', view: 'xsp-itops', userType: 'samlGroup', companyName: 'Contoso Managed Security', partnerId: 'partner-3141',
    showMSPTermsPopup: true, rbac: { ...allOn, flagsState: { ...defaultFlags, 'help-kit': 1 } } }),
  persona({ id: 'xsp-dfir', label: 'Service provider incident response', view: 'xsp-dfir', userType: 'samlGroupSeamless', companyName: 'Contoso Managed Security', partnerId: 'partner-3141' }),
  persona({ id: 'mspc', label: 'Managed service provider console', view: 'mspc', userType: 'saml', companyName: 'Fabrikam MSP', partnerId: 'partner-2718', showMSPTermsPopup: true }),
  persona({ id: 'uae-root', label: 'UAE region root administrator', region: 'UAE', companyName: 'Gulf Logistics LLC', rbac: { ...allOn, flagsState: { ...defaultFlags, 'sign-in-allowance': 0 } } }),
  persona({ id: 'gov-us-root', label: 'US government region root administrator', region: 'GOV_US', companyName: 'County of Example', rbac: { ...allOn, flagsState: { ...defaultFlags, 'sign-in-allowance': 0 } } }),
  persona({ id: 'demo', label: 'Demo account', demo: true, userName: 'demo.analyst', email: 'demo.analyst@demo.example', companyName: 'Demo Company' }),
  persona({ id: 'no-timeouts', label: 'Enterprise admin without timeout settings', timeouts: null }),
  // Spec 000 §2.1: without the sign-in allowance (outside UAE / GOV_US) the console shows no banner and no main UI.
  persona({ id: 'no-sign-in-allowance', label: 'Enterprise admin without sign-in allowance', rbac: { ...allOn, flagsState: { ...defaultFlags, 'sign-in-allowance': 0 } } }),
] as const satisfies readonly Persona[];

export type PersonaId = (typeof PERSONAS)[number]['id'];
export const DEFAULT_PERSONA_ID: PersonaId = 'ents-root';

export function findPersona(id: string | undefined): Persona | undefined {
  return PERSONAS.find((p) => p.id === id);
}

/** Applies switch-board overrides (flags, permissions, region…) on top of a persona. */
export function customisePersona(p: Persona, patch: PersonaPatch): Persona {
  return {
    ...p,
    ...patch,
    id: p.id,
    label: p.label,
    rbac: { ...p.rbac, ...patch.rbac, flagsState: { ...p.rbac.flagsState, ...patch.rbac?.flagsState, ...patch.flags } },
  };
}

export type PersonaPatch = Partial<Omit<Persona, 'id' | 'label' | 'rbac'>> & {
  rbac?: Partial<Omit<RbacObject, 'flagsState'>> & { flagsState?: RbacObject['flagsState'] };
  flags?: RbacObject['flagsState'];
};
