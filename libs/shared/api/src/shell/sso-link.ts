import { z } from 'zod/mini';
import { ApiError } from '../client/errors.ts';
import { decidePolicy } from '../client/http-policy.ts';
import { request } from '../client/request.ts';
import { isOpenableUrl, isSameOriginPath } from '../client/url.ts';
import { optObject, optText } from '../client/schema.ts';
import { SSO_MODAL_WORDING_BY_ERROR, postInternalAuth, type SsoModalWording } from './internal-auth.ts';
import { getSsoStatus } from './sso-status.ts';

/** Spec 000 §3 "SSO link response: data.url". A missing url is the 501 case of §8, so it is optional. */
export const ssoLinkSchema = z.pipe(
  z.looseObject({ data: optObject({ url: optText }) }),
  z.transform((v) => ({ url: v.data?.url ?? undefined })),
);
export type SsoLink = z.output<typeof ssoLinkSchema>;

/**
 * Spec 000 §7 `GET {redirectUrl}&request_id={account id}` with the internal token as a bearer.
 * The bearer token must never leave the console's origin (contract §1: every call is same-origin):
 * a path, or an absolute address on the console's own origin (sent as its path), is asked; anything
 * else is refused before a request is made.
 */
export function getSsoLink(redirectUrl: string, accountId: string, token: string, origin = globalThis.location?.origin): Promise<SsoLink> {
  const path = sameOriginPathOf(redirectUrl, origin);
  if (path === undefined) return Promise.reject(new Error(`Refusing SSO redirect outside the console origin: ${redirectUrl}`));
  return request({ path, query: { request_id: accountId }, headers: { Authorization: `Bearer ${token}` }, schema: ssoLinkSchema });
}

export type RoleManagementLinkOutcome =
  | { kind: 'open'; url: string }
  | { kind: 'ssoModal'; wording: SsoModalWording }
  /** The SSO error dialog: "common error (Error code: {errorCode})"; `failed` carries the HTTP status when there is one. */
  | { kind: 'errorDialog'; reason: 'noRedirectUrl' | 'noUrl' | 'failed'; errorCode?: number; traceId?: string }
  /** The console's error policy acts on the failure itself (the 403 page, sign-in, logout): no dialog over that. */
  | { kind: 'leftToPolicy' };

/** Spec 000 §8 status codes the error dialog shows for the two "missing" cases. */
const SSO_LINK_ERROR_CODES = { noRedirectUrl: 500, noUrl: 501 } as const;

/**
 * Menu key 8751 (spec 000 §2.1): SSO status → internal token → SSO link, classified per §8.
 * Never throws, so the caller only renders the outcome.
 */
export async function resolveRoleManagementLink(accountId: string): Promise<RoleManagementLinkOutcome> {
  try {
    const { redirectUrl } = await getSsoStatus();
    if (!redirectUrl) return { kind: 'errorDialog', reason: 'noRedirectUrl', errorCode: SSO_LINK_ERROR_CODES.noRedirectUrl };
    let token: string;
    try {
      ({ token } = await postInternalAuth(accountId));
    } catch (error) {
      const wording = internalAuthWording(error);
      if (wording) return { kind: 'ssoModal', wording };
      throw error;
    }
    const { url } = await getSsoLink(redirectUrl, accountId, token);
    if (!url) return { kind: 'errorDialog', reason: 'noUrl', errorCode: SSO_LINK_ERROR_CODES.noUrl };
    // The url is opened in a new window: a `javascript:` or other scheme would run in the console's context.
    if (!isOpenableUrl(url)) return { kind: 'errorDialog', reason: 'failed' };
    return { kind: 'open', url };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'errorDialog', reason: 'failed' };
    // A 403 of the identity services goes to the 403 page (spec 000 §8); the SSO error dialog over it would say it twice.
    if (decidePolicy(error, '/').kind !== 'none') return { kind: 'leftToPolicy' };
    return { kind: 'errorDialog', reason: 'failed', errorCode: error.status, traceId: error.traceId };
  }
}

/** Spec 000 §8: only a 400 with error number 4006031/4006032 opens the SSO modal. */
function internalAuthWording(error: unknown): SsoModalWording | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const number = error.errorNumber;
  return number === 4006031 || number === 4006032 ? SSO_MODAL_WORDING_BY_ERROR[number] : undefined;
}


/** `url` as a path on `origin` (a path as it is, an absolute address on `origin` without it), or undefined when it points elsewhere. */
function sameOriginPathOf(url: string, origin: string | undefined): string | undefined {
  if (isSameOriginPath(url)) return url;
  if (!origin || !/^https?:/i.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined;
  } catch {
    return undefined;
  }
}

