import type { Persona } from '../personas.ts';

/**
 * Contract §4 `consoleSettings.links`: every persona's tenant links to the mock backend's stand-ins
 * for the pages outside the console (`/__mock/external/*`, same-origin paths).
 */
const MOCK_TENANT_LINKS = {
  onlineHelp: '/__mock/external/online-help',
  serviceStatus: '/__mock/external/service-status',
  chatBot: '/__mock/external/chat-bot',
} as const;

/** The auth info of spec 000 §3 for a persona, with the contract §4 fields. */
export function createAuthInfo(persona: Persona, overrides: Record<string, unknown> = {}) {
  return {
    user_name: persona.userName,
    companyName: persona.companyName,
    role: persona.userType === 'root' ? 'Master Administrator' : 'Senior Analyst',
    account_id: 'acc-7f3c2a91',
    companyGUID: '2c9f1a6e-8b43-4d1f-9a0e-5f7c3d2b1a90',
    user_id: 'usr-41d2e8b7',
    roleId: persona.userType === 'root' ? 'role-master-admin' : 'role-senior-analyst',
    logo: { customLogo: null, headerLogo: null, fullSizeLogo: false },
    partnerId: persona.partnerId ?? null,
    accountProfile: { email: persona.email },
    companyProfile: { showUpgradeToFoundationBanner: persona.showUpgradeToFoundationBanner },
    consoleSettings: { region: persona.region, allowedOrigins: ['https://accounts.example.com'], links: MOCK_TENANT_LINKS },
    advancedInfo: {
      userType: persona.userType,
      view: persona.view,
      isFoundation: persona.isFoundation,
      isMigrated: persona.isMigrated,
      showMSPTermsPopup: persona.showMSPTermsPopup,
    },
    aidialog: { enabled: true },
    caseLogApp: { enabled: true },
    helpKitApp: { enabled: persona.rbac.flagsState['help-kit'] === 0 },
    rbac: persona.rbac,
    ...overrides,
  };
}

export function createSessionInfo(persona: Persona) {
  if (!persona.timeouts) return { timeoutLeft: null, isFoundation: persona.isFoundation };
  return {
    timeoutLeft: { idleTimeoutLeft: persona.timeouts.idleSeconds * 1000, sessionTimeoutLeft: persona.timeouts.sessionSeconds * 1000 },
    isFoundation: persona.isFoundation,
  };
}
