import { ApiError } from '../client/errors.ts';
import { request } from '../client/request.ts';
import { anyBody } from '../client/schema.ts';

const SIGN_INS_PATH = '/public/sjg/api/v1/simulation/aad/signIns';

/** Spec 002 §8: a 400's `error.code` → message key of the SIMULATOR catalogue. */
const SIGN_INS_ERROR_KEYS = { 7930201: 'S33_25', 7930101: 'S33_26', 7935401: 'S33_27' } as const;
export type SignInsErrorKey = (typeof SIGN_INS_ERROR_KEYS)[keyof typeof SIGN_INS_ERROR_KEYS];

/** Spec 002 §7: "generate sign-ins", no body; the answer is not read. */
export function generateSignIns(): Promise<unknown> {
  return request({ method: 'POST', path: SIGN_INS_PATH, schema: anyBody });
}

/** The mapped message key, or undefined for "the generic error" (other codes, other statuses). */
export function signInsErrorKey(error: unknown): SignInsErrorKey | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const code = error.errorCode;
  return code !== undefined && Object.hasOwn(SIGN_INS_ERROR_KEYS, code) ? SIGN_INS_ERROR_KEYS[code as keyof typeof SIGN_INS_ERROR_KEYS] : undefined;
}
