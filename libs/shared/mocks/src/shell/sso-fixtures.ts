import { SSO_REDIRECT_URL } from './call-paths.ts';

/** Spec 000 §3 "SSO status response". */
export function createSsoStatus(overrides: { redirectUrl?: string | null } = {}) {
  return { redirectUrl: SSO_REDIRECT_URL, enabled: true, ...overrides };
}

/** Spec 000 §3 "internal-auth response": a short-lived bearer token for the SSO link (65 minutes, §9). */
export function createInternalAuth(overrides: { token?: string; expiresIn?: number } = {}) {
  return {
    token: 'eyJhbGciOiJIUzI1NiJ9.eyJwYWdlIjoicm9sZU1hbmFnZW1lbnQiLCJleHAiOjE4MDAwMDAwMDB9.mock-internal-signature',
    expiresIn: 65 * 60,
    ...overrides,
  };
}

/** Spec 000 §3 "SSO link response: data.url" — the external role-management page, one-time ticket included. */
export function createSsoLink(accountId: string, overrides: { url?: string | null } = {}) {
  return {
    data: {
      url: `https://sds.example.com/sso/role-management?account=${encodeURIComponent(accountId)}&ticket=tkt-5d2e91c4`,
      ...overrides,
    },
  };
}
