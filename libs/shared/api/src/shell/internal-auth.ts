import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { newTraceId } from '../client/url.ts';
import { dataOrSelf } from '../client/schema.ts';

const INTERNAL_AUTH_PATH = '/ui/bc/company/api/v3.0/auth/internal';
/** Spec 000 §7/§9: the internal token lives 65 minutes and opens the role-management page. */
const INTERNAL_AUTH_BODY = { expiryMinutes: 65, page: 'roleManagement' } as const;
/**
 * Value of the `app-name` header. The spec names the header but not its value; the console
 * identifies itself by its own URL prefix (`/ui/uic/`).
 */
const INTERNAL_AUTH_APP_NAME = 'uic';

/** Spec 000 §8: internal-auth 400 `error.number` → wording of the SSO modal. */
export const SSO_MODAL_WORDING_BY_ERROR = { 4006031: 2, 4006032: 1 } as const;
export type SsoModalWording = (typeof SSO_MODAL_WORDING_BY_ERROR)[keyof typeof SSO_MODAL_WORDING_BY_ERROR];

/** Spec 000 §3 "internal-auth response: token". Without a token the next step cannot run, so it is required. */
export const internalAuthSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
export type InternalAuth = z.output<typeof internalAuthSchema>;

export function postInternalAuth(accountId: string, options: { traceId?: string; appName?: string } = {}): Promise<InternalAuth> {
  return request({
    method: 'POST',
    path: INTERNAL_AUTH_PATH,
    query: { request_id: accountId },
    body: INTERNAL_AUTH_BODY,
    // The spec lists both headers explicitly for this call; the trace id is set here so the caller can quote it.
    headers: { 'app-name': options.appName ?? INTERNAL_AUTH_APP_NAME, 'X-Trace-Id': options.traceId ?? newTraceId() },
    schema: dataOrSelf(internalAuthSchema),
  });
}
